import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contractOperations } from './contract-operations';
import { arbitraryFor, conforms, exampleFor } from './contract-values';

const bodies = contractOperations.filter((operation) => operation.body).map((operation) => [operation.operationId, operation.body!.schema] as const);
const parameters = contractOperations.flatMap((operation) => operation.parameters.map((parameter) => [`${operation.operationId} ${parameter.name}`, parameter.schema] as const));

describe('values for the contract’s schemas', () => {
  it('reads every operation of openapi.yaml', () => {
    expect(contractOperations.length).toBeGreaterThanOrEqual(150);
    expect(new Set(contractOperations.map((operation) => operation.operationId)).size).toBe(contractOperations.length);
  });

  it.each([...bodies, ...parameters])('make a valid example for %s', (_name, schema) => {
    expect(conforms(schema, exampleFor(schema))).toBe(true);
  });

  it.each(bodies)('make random valid bodies for %s', (_name, schema) => {
    fc.assert(fc.property(arbitraryFor(schema), (value) => conforms(schema, value) || value === undefined), { numRuns: 20, seed: 1 });
  });
});
