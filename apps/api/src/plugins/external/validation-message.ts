import type { ErrorObject } from 'ajv';

type Part = 'body' | 'params' | 'querystring' | 'headers' | string;

const PART_NAMES: Record<string, string> = {
  body: 'The request body',
  params: 'The path',
  querystring: 'The query string',
  headers: 'The request headers',
};

/**
 * Turns the first schema violation into one sentence a person can act on. A schema may carry its own
 * `x-message` (e.g. the spec's password rule), which wins over the generic wording.
 */
export function validationMessage(errors: ErrorObject[], part: Part): string {
  const error = errors[0];
  if (!error) return 'The request is not valid.';
  const custom = (error.parentSchema as { 'x-message'?: unknown } | undefined)?.['x-message'];
  if (typeof custom === 'string' && error.keyword !== 'required' && error.keyword !== 'type') return custom;

  const field = fieldName(error.instancePath);
  const subject = field ?? PART_NAMES[part] ?? 'The request';
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${joinField(field, String(params.missingProperty))} is required.`;
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
  return instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((name, segment) => (/^\d+$/.test(segment) ? `${name}[${segment}]` : name ? `${name}.${segment}` : segment), '');
}

function joinField(parent: string | null, child: string): string {
  return parent ? `${parent}.${child}` : child;
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
