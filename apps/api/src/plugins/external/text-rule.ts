import { normalizeText, textProblem, type TextKind, type TextProblem } from '@stride/validation';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { AnySchemaObject, ErrorObject, SchemaValidateFunction } from 'ajv';

/** The contract's mark for a field a person types (`x-text: line` or `x-text: lines`). */
export const TEXT_KEYWORD = 'x-text';

/** `blankMessage`: the spec's words for the field left blank, where the contract gives them (`x-blank-message`). */
export type TextRuleError = ErrorObject<typeof TEXT_KEYWORD, { problem: TextProblem | 'blank'; blankMessage?: string }>;

/**
 * `@stride/validation`'s text rule as a keyword of the request validator: the field's text is stored
 * NFC-normalised and trimmed (the validator writes it back into the body), a control, direction or broken
 * character in what is stored is refused, and so is a text the contract requires (`minLength` 1 or more) that is blank once
 * trimmed, in the spec's words where the contract gives them (`x-blank-message`). It runs before the
 * string's other keywords, so the lengths are those of the text as stored.
 */
export function addTextRule(ajv: Ajv2020): void {
  const validateText: SchemaValidateFunction = (kind: TextKind, data: string, parentSchema?: AnySchemaObject, context?) => {
    const text = normalizeText(data);
    const minLength = typeof parentSchema?.minLength === 'number' ? parentSchema.minLength : 0;
    const problem = textProblem(text, kind) ?? (text === '' && minLength > 0 ? 'blank' : null);
    if (problem) {
      // Ajv adds where the error is (instancePath); a keyword's own errors do not get its parent schema.
      const blankMessage = parentSchema?.['x-blank-message'];
      validateText.errors = [{ keyword: TEXT_KEYWORD, params: problem === 'blank' && typeof blankMessage === 'string' ? { problem, blankMessage } : { problem } }];
      return false;
    }
    if (context?.parentData !== undefined) (context.parentData as Record<string | number, unknown>)[context.parentDataProperty] = text;
    return true;
  };

  ajv.addKeyword({
    keyword: TEXT_KEYWORD,
    type: 'string',
    schemaType: 'string',
    metaSchema: { enum: ['line', 'lines'] },
    modifying: true,
    errors: true,
    before: 'maxLength',
    validate: validateText,
  });
}
