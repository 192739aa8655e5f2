import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { createAjv } from '../plugins/external/contract';
import { deref, resolveRef, spec, type JsonSchema } from './contract-operations';

/**
 * Values for the contract's schemas: a deterministic valid example (the authorisation matrix calls each
 * operation with one), random valid values and deliberately broken ones (the fuzz tests send both).
 */

const ajv = new Ajv2020({ strict: false, allErrors: false, coerceTypes: false });
addFormats.default(ajv);
ajv.addSchema(spec, 'openapi.yaml');
const validators = new WeakMap<JsonSchema, ValidateFunction>();
// The server's own body validator (its keywords, such as the text rule, included).
const serverAjv = createAjv(false);
serverAjv.addSchema(spec, 'openapi.yaml');
const serverValidators = new WeakMap<JsonSchema, ValidateFunction>();

/** References inside an operation's inline schema point into openapi.yaml. */
function anchored(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(anchored);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' && value.startsWith('#') ? `openapi.yaml${value}` : anchored(value)]),
  );
}

/** Whether `value` is valid for `schema`, judged as the server's validator judges a body. */
export function conforms(schema: JsonSchema, value: unknown): boolean {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(anchored(schema) as object);
    validators.set(schema, validate);
  }
  return validate(value);
}

/**
 * Validates a body as the server's validator does, changing it as the server does (text normalised and
 * trimmed); the errors are the validator's, for `validationMessage`.
 */
export function validateAsServer(schema: JsonSchema, body: unknown): { valid: boolean; errors: ErrorObject[] } {
  let validate = serverValidators.get(schema);
  if (!validate) {
    validate = serverAjv.compile(anchored(dereferenced(schema)) as object);
    serverValidators.set(schema, validate);
  }
  const valid = validate(body);
  return { valid, errors: validate.errors ?? [] };
}

/**
 * The schema with its references replaced by what they point to, as fastify-openapi-glue hands schemas to the
 * server's validator (so an error's schemaPath is the same); a reference back into itself is kept.
 */
function dereferenced(schema: unknown, following: ReadonlySet<string> = new Set()): unknown {
  if (Array.isArray(schema)) return schema.map((item) => dereferenced(item, following));
  if (schema === null || typeof schema !== 'object') return schema;
  const { $ref, ...rest } = schema as { $ref?: unknown };
  if (typeof $ref === 'string' && $ref.startsWith('#') && !following.has($ref)) {
    return dereferenced({ ...resolveRef<object>($ref), ...rest }, new Set([...following, $ref]));
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, dereferenced(value, following)]));
}

/** A schema with its oneOf/anyOf/allOf branch folded in: `{ required: [...] }` branches add to the base. */
function merge(base: JsonSchema, branch: JsonSchema): JsonSchema {
  const rest: JsonSchema = Object.fromEntries(Object.entries(base).filter(([key]) => !['oneOf', 'anyOf', 'allOf'].includes(key)));
  const other = deref(branch);
  return {
    ...rest,
    ...other,
    properties: { ...rest.properties, ...other.properties },
    required: [...(rest.required ?? []), ...(other.required ?? [])],
  };
}

/**
 * The alternatives of a oneOf/anyOf, each merged into the base. A field another branch requires and this
 * one does not is left out of this one, so "exactly one of activity_id and revision_id" holds.
 */
export function branches(schema: JsonSchema): JsonSchema[] | null {
  const options = schema.oneOf ?? schema.anyOf;
  if (options) {
    const requiredBy = options.map((branch) => deref(branch).required ?? []);
    return options.map((branch, index) => {
      const merged = merge(schema, branch);
      const own = requiredBy[index] ?? [];
      const others = new Set(requiredBy.flatMap((required, other) => (other === index ? [] : required)).filter((name) => !own.includes(name)));
      return { ...merged, properties: Object.fromEntries(Object.entries(merged.properties ?? {}).filter(([name]) => !others.has(name))) };
    });
  }
  if (schema.allOf) return [schema.allOf.reduce(merge, schema)];
  return null;
}

function mainType(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null') ?? 'null';
  if (schema.type) return schema.type;
  if (schema.properties || schema.additionalProperties !== undefined) return 'object';
  return undefined;
}

const fit = (text: string, schema: JsonSchema) => {
  const min = schema.minLength ?? 0;
  return text.padEnd(min, 'x').slice(0, schema.maxLength ?? Infinity);
};

function exampleString(schema: JsonSchema): string {
  switch (schema.format) {
    case 'email':
      return 'someone@example.com';
    case 'date':
      return '2026-11-18';
    case 'date-time':
      return '2026-11-18T09:00:00.000Z';
    case 'uri-reference':
      return '/images/example.png';
    case 'binary':
      return 'binary';
  }
  if (schema.pattern) {
    const [value] = fc.sample(fc.stringMatching(new RegExp(schema.pattern)).filter((text) => conforms(schema, text)), { seed: 7, numRuns: 1 });
    if (value !== undefined) return value;
  }
  return fit('Example', schema);
}

/** A deterministic, readable value that the schema accepts: required fields only, smallest sizes. */
export function exampleFor(input: JsonSchema): unknown {
  const schema = deref(input);
  const options = branches(schema);
  if (options?.[0]) return exampleFor(options[0]);
  if (schema.enum) return schema.enum[0];
  switch (mainType(schema)) {
    case 'null':
      return null;
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return schema.minimum !== undefined && schema.minimum > 1 ? schema.minimum : Math.min(1, schema.maximum ?? 1);
    case 'string':
      return exampleString(schema);
    case 'array': {
      const item = schema.items ? exampleFor(schema.items) : 'Example';
      return Array.from({ length: schema.minItems ?? 0 }, (_, index) => (typeof item === 'string' && schema.uniqueItems ? `${index}${item}` : item));
    }
    case 'object': {
      const entries = (schema.required ?? []).map((name) => [name, exampleFor(schema.properties?.[name] ?? {})]);
      // A map (no named properties): as many entries as it needs, keyed 1, 2, …
      if (entries.length === 0 && typeof schema.additionalProperties === 'object') {
        const value = exampleFor(schema.additionalProperties);
        for (let key = 1; key <= (schema.minProperties ?? 0); key += 1) entries.push([String(key), value]);
      }
      return Object.fromEntries(entries);
    }
    default:
      return 'Example';
  }
}

/** Text of any kind: letters, every plane of unicode, control characters, NUL. */
const anyText = (minLength: number, maxLength: number) =>
  fc.oneof(fc.string({ minLength, maxLength }), fc.string({ unit: 'grapheme', minLength, maxLength }), fc.string({ unit: 'binary', minLength, maxLength }));

function arbitraryString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 200, minLength + 200);
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter((email) => email.length <= (schema.maxLength ?? 254));
    case 'date':
      return fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((date) => date.toISOString());
    case 'uri-reference':
      return fc.webPath().filter((path) => path.length <= maxLength);
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length >= minLength && text.length <= maxLength);
  return anyText(minLength, maxLength);
}

/** Random values the schema accepts (they may still break a rule only the server knows, e.g. a blank name). */
export function arbitraryFor(input: JsonSchema): fc.Arbitrary<unknown> {
  const schema = deref(input);
  const options = branches(schema);
  if (options) return fc.oneof(...options.map(arbitraryFor));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.type) && schema.type.includes('null')) {
    return fc.oneof(fc.constant(null), arbitraryFor({ ...schema, type: mainType(schema) }));
  }
  switch (mainType(schema)) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -(2 ** 31), max: schema.maximum ?? 2 ** 31 - 1 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true });
    case 'string':
      return arbitraryString(schema);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const array = fc.array(schema.items ? arbitraryFor(schema.items) : fc.string(), { minLength, maxLength: Math.min(schema.maxItems ?? minLength + 3, minLength + 3) });
      return schema.uniqueItems ? array.filter((items) => new Set(items.map((item) => JSON.stringify(item))).size === items.length) : array;
    }
    case 'object': {
      const properties = schema.properties ?? {};
      if (Object.keys(properties).length === 0 && typeof schema.additionalProperties === 'object') {
        const value = arbitraryFor(schema.additionalProperties);
        return fc
          .uniqueArray(fc.integer({ min: 1, max: 99 }), { minLength: schema.minProperties ?? 0, maxLength: schema.maxProperties ?? 5 })
          .chain((keys) => fc.tuple(...keys.map(() => value)).map((values) => Object.fromEntries(keys.map((key, index) => [String(key), values[index]]))));
      }
      const record = fc.record(
        Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, arbitraryFor(property)])),
        { requiredKeys: schema.required ?? [] },
      );
      const most = schema.maxProperties;
      return most === undefined ? record : record.filter((value) => Object.keys(value).length <= most);
    }
    default:
      return fc.jsonValue();
  }
}

/** Text the text rule refuses (docs/security.md, "Garbage text"): direction, control and broken characters, spaces only. */
export const badText: string[] = [
  'Plan\u202eexe.fdp',
  'Plan\u2067A\u2069',
  'Plan\u200fA',
  'Plan\u001b[31mred\u001b[0m',
  'Plan\u0007A',
  'Plan\u0085A',
  'Plan\u009b31m',
  'Plan\u007fA',
  'Plan\ud800A',
  'Plan\udfffA',
  ' \u00a0\u3000\u2003 ',
];

/** JSON text nesting `depth` lists inside each other (built as text: JSON.stringify itself recurses). */
export const nestedJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Lists and text far bigger than any field takes, each still under the 1 MB body limit. */
export const hugeValues: unknown[] = [Array.from({ length: 100_000 }, () => 'x'), Array.from({ length: 150_000 }, () => 0), 'x'.repeat(900_000)];

/** Values of the wrong kind, at the edges, or far too big: each should be refused with a 400. */
export const oddValues: unknown[] = [
  ...badText,
  JSON.parse(nestedJson(40)) as unknown,
  null,
  true,
  0,
  -1,
  -0.5,
  2 ** 31,
  2 ** 53 + 1,
  1e308,
  '',
  ' ',
  'abc',
  '0',
  '-1',
  '2147483648',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '💥'.repeat(2_000),
  'x'.repeat(100_000),
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  [],
  [1, 'two', null],
  {},
  { nested: { deeper: { deepest: [{}] } } },
];

/** Path parameter text that is not an id, or an id out of range. */
export const oddPathValues: string[] = ['-1', '0', 'abc', '1.5', '1e3', '2147483648', '99999999999999999999', '%00', '%F0%9F%92%A5', 'x'.repeat(3_000), "1'%20OR%20'1'='1"];

/** Request bodies that are not what they claim to be: [content type, raw body]. */
export const malformedBodies: [string, string][] = [
  ['application/json', '{'],
  ['application/json', '{"a":'],
  ['application/json', '[1,2'],
  ['application/json', 'null'],
  ['application/json', '"text"'],
  ['application/json', '12'],
  ['application/json', '{"a":1}{"b":2}'],
  ['application/json', '\u0000'],
  ['text/plain', 'hello'],
  ['application/x-www-form-urlencoded', 'a=1&b=2'],
  ['application/xml', '<a>1</a>'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'],
  // Nesting 20,000 deep (once a 500 before sign-in) and one level over the limit, inside an object.
  ['application/json', nestedJson(20_000)],
  ['application/json', `${'{"a":'.repeat(65)}1${'}'.repeat(65)}`],
  ['application/json', JSON.stringify(Array.from({ length: 150_000 }, () => 0))],
];
