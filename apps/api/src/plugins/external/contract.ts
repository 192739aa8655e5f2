import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import openapiGlue from 'fastify-openapi-glue';
import { AppError } from '../../errors';
import { readContract } from '../../lib/run-time-files';
import { addTextRule } from './text-rule';

type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
/** `scopes`: the names the operation's security requirement lists for the scheme (the roles it requires). */
type SecurityHandler = (request: FastifyRequest, reply: FastifyReply, scopes?: readonly string[]) => Promise<void>;

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
  addTextRule(ajv);
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
  await app.register(async (routes) => {
    routes.addHook('onRoute', securityFirst);
    await routes.register(openapiGlue, {
      specification,
      prefix: 'api',
      securityHandlers: options.securityHandlers,
      operationResolver: (operationId: string) => options.handlers[operationId] ?? notImplemented(operationId),
    });
  });
});

/**
 * fastify-openapi-glue runs an operation's security as its preHandler: after the body is parsed and validated,
 * so a stranger's malformed body heard what the contract expects, and a stranger's body was read at all. The
 * same check runs as the route's first hook instead, before the body is read: who calls, and whether their
 * kind and role may call the operation at all, is decided whatever the body (docs/security.md, finding 8).
 */
function securityFirst(route: RouteOptions): void {
  if (!route.preHandler) return;
  const own = route.onRequest ?? [];
  route.onRequest = [...(Array.isArray(own) ? own : [own]), ...(Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler])];
  delete route.preHandler;
}

function notImplemented(operationId: string): RouteHandler {
  return async () => {
    throw new AppError(501, 'NotImplemented', `${operationId} is not built yet. It is planned in a later issue.`);
  };
}
