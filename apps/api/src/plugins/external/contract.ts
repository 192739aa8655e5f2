import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import openapiGlue from 'fastify-openapi-glue';
import { AppError } from '../../errors';
import { readContract } from '../../lib/run-time-files';

type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
type SecurityHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface ContractOptions {
  /** Handlers by operationId; an operation without one answers 501 until its issue builds it. */
  handlers: Record<string, RouteHandler | undefined>;
  /** One handler per security scheme of the contract; they throw AppError to refuse. */
  securityHandlers: Record<string, SecurityHandler>;
}

/** The request validator: bodies without coercion, parameters coerced (`'array'`). */
export function createAjv(coerceTypes: boolean | 'array') {
  // verbose: errors carry their schema and data, so `x-message` in the contract can word them and a failed
  // oneOf can be described by its closest branch (validation-message.ts).
  const ajv = new Ajv2020({ allErrors: false, removeAdditional: false, useDefaults: true, coerceTypes, strict: false, verbose: true });
  addFormats.default(ajv);
  return ajv;
}

/**
 * Routes and validates every request from openapi.yaml. Bodies are checked strictly (no coercion, unknown
 * fields refused); path and query parameters arrive as text, so they are coerced to the contract's types.
 */
export const contractPlugin = fp<ContractOptions>(async (app: FastifyInstance, options) => {
  const bodyAjv = createAjv(false);
  const parameterAjv = createAjv('array');
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : parameterAjv).compile(schema));

  const specification = readContract();
  await app.register(openapiGlue, {
    specification,
    prefix: 'api',
    securityHandlers: options.securityHandlers,
    operationResolver: (operationId: string) => options.handlers[operationId] ?? notImplemented(operationId),
  });
});

function notImplemented(operationId: string): RouteHandler {
  return async () => {
    throw new AppError(501, 'NotImplemented', `${operationId} is not built yet. It is planned in a later issue.`);
  };
}
