import { normalizeText, textRule } from '@stride/validation';

/**
 * The text the curriculum forms send follows the rule the server applies to every field the contract marks
 * `x-text` (docs/security.md, "Garbage text"): no control or direction characters, checked next to the
 * field before sending, and sent NFC-normalised and trimmed. Blank fields are still left to the server
 * (docs/back-office-app.md).
 */

/** The name and description every coded content item starts with (CodeNameDescription). */
export const nameDescriptionRules = { name: textRule('Name'), description: textRule('Description', { kind: 'lines' }) };

/** The values with their name and description as the server stores them. */
export const withNormalizedNameDescription = <Values extends { name: string; description: string }>(values: Values): Values => ({
  ...values,
  name: normalizeText(values.name),
  description: normalizeText(values.description),
});

/** A list item's number, from 1, out of the path Mantine's `validate` gives its rule ('steps.1.options.2.text' → 3). */
export function itemNumber(path: string): number {
  const indexes = path.split('.').filter((part) => /^\d+$/.test(part));
  return Number(indexes.at(-1) ?? 0) + 1;
}
