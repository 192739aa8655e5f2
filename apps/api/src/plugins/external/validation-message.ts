import { textMessages } from '@stride/validation';
import type { ErrorObject } from 'ajv';
import { TEXT_KEYWORD, type TextRuleError } from './text-rule';

type Part = 'body' | 'params' | 'querystring' | 'headers' | string;

const PART_NAMES: Record<string, string> = {
  body: 'The request body',
  params: 'The path',
  querystring: 'The query string',
  headers: 'The request headers',
};

/** A branch of a oneOf as the validator holds it (references resolved). */
type BranchSchema = { properties?: Record<string, unknown>; required?: string[] } | boolean;

/**
 * Turns the first schema violation into one sentence a person can act on. A schema may carry its own
 * `x-message` (e.g. the spec's password rule), which wins over the generic wording.
 */
export function validationMessage(errors: ErrorObject[], part: Part): string {
  // Ajv (allErrors off) stops at the first failing keyword: a failed oneOf comes last, after the first error
  // of each of its branches.
  const last = errors.at(-1);
  if (last?.keyword === 'oneOf' && (last.params as { passingSchemas?: unknown }).passingSchemas === null && Array.isArray(last.schema)) {
    return oneOfMessage(errors, last, part);
  }
  const error = errors[0];
  return error ? describe(error, part) : 'The request is not valid.';
}

/**
 * Data that matches no branch of a oneOf is described by the branch closest to it: the one its fixed values
 * name (a `type` of `fill_blanks` names the fill-in-the-blank answer, whatever else is wrong), else the one
 * whose own fields (listed or required) it shares most, the first in the contract's order on a tie (what Ajv
 * reports first). A goal/add body with the assessment question's fields is told what the question lacks, not
 * the goal. The message names every required field of that branch the data lacks, else that branch's first
 * error.
 */
function oneOfMessage(errors: ErrorObject[], oneOf: ErrorObject, part: Part): string {
  const branches = oneOf.schema as BranchSchema[];
  const data: unknown = oneOf.data;
  const object = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
  const shared = (branch: BranchSchema | undefined) => {
    if (typeof branch !== 'object' || !object) return 0;
    const own = new Set([...Object.keys(branch.properties ?? {}), ...(branch.required ?? [])]);
    const named = Object.entries(branch.properties ?? {}).some(([key, property]) => Object.hasOwn(object, key) && isFixed(property, object[key]));
    // Being named outweighs any number of shared fields.
    return (named ? Number.MAX_SAFE_INTEGER / 2 : 0) + Object.keys(object).filter((key) => own.has(key)).length;
  };
  const closest = branches.reduce((best, branch, index) => (shared(branch) > shared(branches[best]) ? index : best), 0);
  const branch = branches[closest];
  const missing = typeof branch === 'object' && object ? (branch.required ?? []).filter((name) => !Object.hasOwn(object, name)) : [];
  if (missing.length > 0) return requiredMessage(fieldName(oneOf.instancePath), missing);
  const own = errors.filter((error) => error.schemaPath.startsWith(`${oneOf.schemaPath}/${closest}/`));
  return own.length > 0 ? validationMessage(own, part) : describe(errors[0] ?? oneOf, part);
}

/** Whether a property's schema allows one value only (`const`, or an `enum` of one) and `value` is it. */
function isFixed(property: unknown, value: unknown): boolean {
  if (typeof property !== 'object' || property === null) return false;
  const { const: fixed, enum: values } = property as { const?: unknown; enum?: unknown[] };
  if (fixed !== undefined) return fixed === value;
  return Array.isArray(values) && values.length === 1 && values[0] === value;
}

function describe(error: ErrorObject, part: Part): string {
  const custom = (error.parentSchema as { 'x-message'?: unknown } | undefined)?.['x-message'];
  if (typeof custom === 'string' && error.keyword !== 'required' && error.keyword !== 'type' && error.keyword !== TEXT_KEYWORD) return custom;

  const field = fieldName(error.instancePath);
  const subject = field ?? PART_NAMES[part] ?? 'The request';
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case TEXT_KEYWORD: {
      const { problem, blankMessage } = (error as TextRuleError).params;
      return blankMessage ?? textMessages[problem](subject);
    }
    case 'required':
      return requiredMessage(field, [String(params.missingProperty)]);
    case 'additionalProperties':
      return `Unknown field "${joinField(field, String(params.additionalProperty))}".`;
    case 'type':
      return field
        ? `${field} must be ${article(String(params.type))}.`
        : `${subject} must be ${article(String(params.type))}.`;
    case 'maxLength':
      return `${subject} must be at most ${String(params.limit)} characters.`;
    case 'minLength':
      return Number(params.limit) === 1 ? `${subject} must not be empty.` : `${subject} must be at least ${String(params.limit)} characters.`;
    case 'format':
      return `${subject} must be a valid ${formatName(String(params.format))}.`;
    case 'pattern':
      return `${subject} is not in the expected format.`;
    case 'enum':
      return `${subject} must be one of: ${(params.allowedValues as unknown[]).join(', ')}.`;
    case 'maximum':
      return `${subject} must be at most ${String(params.limit)}.`;
    case 'minimum':
      return `${subject} must be at least ${String(params.limit)}.`;
    case 'maxItems':
      return `${subject} must have at most ${String(params.limit)} items.`;
    case 'minItems':
      return `${subject} must have at least ${String(params.limit)} item${Number(params.limit) === 1 ? '' : 's'}.`;
    default:
      return `${subject} ${error.message ?? 'is not valid'}.`;
  }
}

/** `/user_response_list/0/option_id` becomes `user_response_list[0].option_id`; the root has no name. */
function fieldName(instancePath: string): string | null {
  if (!instancePath) return null;
  return fieldLabel(
    instancePath
      .split('/')
      .slice(1)
      .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~')),
  );
}

/** `['user_list', 0, 'email']` (or `'0'`) becomes `user_list[0].email`, as every message names a field. */
export function fieldLabel(path: readonly (string | number)[]): string {
  return path.reduce<string>((name, segment) => (/^\d+$/.test(String(segment)) ? `${name}[${segment}]` : name ? `${name}.${segment}` : String(segment)), '');
}

function joinField(parent: string | null, child: string): string {
  return parent ? `${parent}.${child}` : child;
}

/** `a is required.`, `a and b are required.`, `a, b and c are required.` */
function requiredMessage(parent: string | null, names: string[]): string {
  const fields = names.map((name) => joinField(parent, name));
  const last = fields.pop();
  return fields.length === 0 ? `${last} is required.` : `${fields.join(', ')} and ${last} are required.`;
}

function article(type: string): string {
  const names: Record<string, string> = {
    object: 'an object',
    array: 'a list',
    integer: 'a whole number',
    number: 'a number',
    string: 'text',
    boolean: 'true or false',
  };
  return type
    .split(',')
    .map((name) => names[name] ?? name)
    .join(' or ');
}

function formatName(format: string): string {
  const names: Record<string, string> = { email: 'email address', 'date-time': 'date and time', date: 'date (YYYY-MM-DD)' };
  return names[format] ?? format;
}
