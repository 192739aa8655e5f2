import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { contractPath } from '../lib/run-time-files';

interface Operation {
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: object }> }>;
}
type Spec = { paths: Record<string, Record<string, Operation>>; components: { responses: Record<string, Operation['responses'][string]> } };

const spec = parse(readFileSync(contractPath, 'utf8')) as Spec;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(spec, 'openapi.yaml');

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
// Literal paths first, so /user/check-auth is not taken for a template like /user/{id}.
const templates = Object.keys(spec.paths)
  .map((template) => ({
    template,
    params: (template.match(/\{/g) ?? []).length,
    pattern: new RegExp(`^${template.split(/\{[^}]+\}/).map(escapeRegExp).join('[^/]+')}$`),
  }))
  .sort((a, b) => a.params - b.params);
const compiled = new Map<string, ValidateFunction>();

const pointer = (...segments: string[]) => segments.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/**
 * Checks an API answer against openapi.yaml: the status must be one the operation declares and a JSON body
 * must match its schema. Returns a description of the mismatch, or null when it conforms.
 */
export function contractMismatch(method: string, apiPath: string, status: number, body: unknown): string | null {
  const lower = method.toLowerCase();
  const match = templates.find(({ template, pattern }) => pattern.test(apiPath) && spec.paths[template]?.[lower]);
  const operation = match && spec.paths[match.template]?.[lower];
  if (!match || !operation) return `${method} ${apiPath} is not in the contract`;
  const declared = operation.responses[String(status)];
  if (!declared) return `${method} ${match.template} answered ${status}, which the contract does not declare`;
  const responsePointer = declared.$ref
    ? declared.$ref.slice(1)
    : `/${pointer('paths', match.template, lower, 'responses', String(status))}`;
  const resolved = declared.$ref ? spec.components.responses[declared.$ref.split('/').pop() ?? ''] : declared;
  if (!resolved?.content?.['application/json']?.schema) return null;
  const ref = `openapi.yaml#${responsePointer}/content/${pointer('application/json')}/schema`;
  let validate = compiled.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    compiled.set(ref, validate);
  }
  if (validate(body)) return null;
  return `${method} ${match.template} ${status} does not match the contract: ${ajv.errorsText(validate.errors)}`;
}
