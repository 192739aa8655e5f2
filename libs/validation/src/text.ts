/**
 * The rule for free text a person types (names, titles, notes, messages), shared by the screens and the
 * server (the contract marks such a field `x-text`; docs/security.md, "Garbage text"). Text is stored
 * NFC-normalised and trimmed, and checked as stored (a line break at either end is trimmed away, not
 * refused). Refused, with a message naming the field:
 * - control characters (C0, DEL and C1: the terminal's escape among them); a text of several lines keeps
 *   tab, line feed and carriage return;
 * - the characters that reorder text on screen (Unicode's Bidi_Control: the right-to-left override and
 *   the other embeddings, overrides, isolates and marks), with which a name can read backwards or a file
 *   name show another extension; Arabic and Hebrew need none of them;
 * - half of a character (a lone UTF-16 surrogate), which is no text at all;
 * - a required text that is blank once trimmed.
 */

/** `line`: a name, a title, one value; `lines`: a note, a description, a message. */
export type TextKind = 'line' | 'lines';

export type TextProblem = 'control' | 'direction' | 'broken';

const CONTROL = /\p{Cc}/u;
/** A control other than tab, line feed and carriage return. */
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;
const DIRECTION = /\p{Bidi_Control}/u;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The text as it is stored: NFC (one code point for "é" however it was typed) and trimmed. */
export function normalizeText(text: string): string {
  return text.normalize('NFC').trim();
}

/** What is wrong with the text's characters, or null when it is fine. */
export function textProblem(text: string, kind: TextKind = 'line'): TextProblem | null {
  if (LONE_SURROGATE.test(text)) return 'broken';
  if ((kind === 'lines' ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(text)) return 'control';
  if (DIRECTION.test(text)) return 'direction';
  return null;
}

/** Messages that name the field (its label on a screen, its name in an API answer). */
export const textMessages = {
  control: (field: string) => `${field} must not contain control characters.`,
  direction: (field: string) => `${field} must not contain characters that change the direction of text.`,
  broken: (field: string) => `${field} contains a broken character. Please type it again.`,
  blank: (field: string) => `${field} must not be blank.`,
} as const satisfies Record<TextProblem | 'blank', (field: string) => string>;

/**
 * A form's check of a text field: the message for its characters, or for a required text that is blank once
 * trimmed (`requiredMessage` where the spec words it, e.g. "First Name is required"), or null when it is fine.
 */
export interface TextOptions {
  kind?: TextKind;
  required?: boolean;
  requiredMessage?: string;
}

export function textError(value: string, field: string, options: TextOptions = {}): string | null {
  const text = normalizeText(value);
  const problem = textProblem(text, options.kind);
  if (problem) return textMessages[problem](field);
  if (options.required && !text) return options.requiredMessage ?? textMessages.blank(field);
  return null;
}

/**
 * `textError` for one field of a form, its label fixed: a rule as Mantine's `validate` takes it, e.g.
 * `validate: { name: textRule('Name') }`.
 */
export const textRule =
  (field: string, options: TextOptions = {}) =>
  (value: string): string | null =>
    textError(value, field, options);
