import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { contractPath } from '../lib/run-time-files';

/** A JSON Schema of the contract (OpenAPI 3.1 schemas are JSON Schema 2020-12). */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minProperties?: number;
  maxProperties?: number;
  propertyNames?: JsonSchema;
  default?: unknown;
  /** Free text a person types: the text rule applies (plugins/external/text-rule.ts). */
  'x-text'?: 'line' | 'lines';
  /** What a blank required text is told, in the spec's words. */
  'x-blank-message'?: string;
};

export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

/** One operation of openapi.yaml, with its references resolved. */
export interface ContractOperation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path template, e.g. /goal/pause/{goalId}. */
  path: string;
  /** Each alternative is a set of schemes that must all pass; an empty alternative lets anyone in. */
  security: string[][];
  /** The roles a learner session must hold one of (`learnerSession: [organisationAdmin]`); empty: any learner. */
  learnerRoles: string[];
  parameters: ContractParameter[];
  body: { contentType: string; schema: JsonSchema } | null;
  /** Declared response statuses. */
  statuses: number[];
}

type RawOperation = {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: (ContractParameter | { $ref: string })[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
};
type Spec = { security?: Record<string, string[]>[]; paths: Record<string, Record<string, RawOperation>>; components: Record<string, Record<string, unknown>> };

export const spec = parse(readFileSync(contractPath, 'utf8')) as Spec;

/** The target of a local reference such as `#/components/schemas/Id`. */
export function resolveRef<T>(ref: string): T {
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], spec);
  if (target === undefined) throw new Error(`openapi.yaml has no ${ref}`);
  return target as T;
}

/** A schema with its top-level reference followed (nested ones are followed where they are used). */
export function deref(schema: JsonSchema): JsonSchema {
  let current = schema;
  while (current.$ref) current = { ...resolveRef<JsonSchema>(current.$ref), ...withoutRef(current) };
  return current;
}

function withoutRef(schema: JsonSchema): JsonSchema {
  return Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$ref'));
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of the contract, in the order openapi.yaml lists them. */
export const contractOperations: ContractOperation[] = Object.entries(spec.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method): ContractOperation => {
    const raw = item[method]!;
    const [contentType, media] = Object.entries(raw.requestBody?.content ?? {})[0] ?? [];
    return {
      operationId: raw.operationId,
      method: method.toUpperCase() as ContractOperation['method'],
      path,
      security: (raw.security ?? spec.security ?? []).map((alternative) => Object.keys(alternative)),
      learnerRoles: (raw.security ?? []).flatMap((alternative) => alternative.learnerSession ?? []),
      parameters: (raw.parameters ?? []).map((parameter) => ('$ref' in parameter ? resolveRef<ContractParameter>(parameter.$ref) : parameter)),
      body: contentType && media ? { contentType, schema: media.schema } : null,
      statuses: Object.keys(raw.responses).map(Number),
    };
  }),
);

/** Whether anyone may call it (an empty security alternative, or none at all). */
export const isPublic = (operation: ContractOperation) => operation.security.length === 0 || operation.security.some((alternative) => alternative.length === 0);

/** Whether every way in needs the anti-forgery token: a cookie-authenticated write. */
export const needsAntiForgeryToken = (operation: ContractOperation) =>
  operation.security.length > 0 && operation.security.every((alternative) => alternative.includes('csrfToken'));

export const allowsScheme = (operation: ContractOperation, scheme: 'learnerSession' | 'adminSession') =>
  operation.security.some((alternative) => alternative.includes(scheme));
