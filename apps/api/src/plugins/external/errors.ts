import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnreachable } from '../../db/errors';
import { AppError, databaseUnavailable } from '../../errors';
import { createLogSampler } from '../../lib/log-sampler';
import { validationMessage } from './validation-message';

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here; send JSON.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'This content type is not accepted here; send JSON.',
  FST_REQ_FILE_TOO_LARGE: 'File too large',
  FST_FILES_LIMIT: 'Send one file at a time.',
  FST_PARTS_LIMIT: 'The form has too many parts.',
  FST_FIELDS_LIMIT: 'The form has too many fields.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
};

/**
 * The one error handler: every failure leaves as `{ error: { code, message } }`. Client errors keep a
 * message a person can act on; server errors are logged with the request id and their details hidden.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // Ten of a kind a minute in full; a client repeating one failure must not flood the log (docs/security.md).
  const sampler = createLogSampler({ perWindow: 10, windowMs: 60_000, maxKinds: 1_000 });
  const logFailure = (request: FastifyRequest, rawError: FastifyError, status: number, message: string, level: 'error' | 'warn' = 'error') => {
    const kind = `${status} ${rawError.code ?? rawError.name} ${request.method} ${request.routeOptions.url ?? 'unrouted'}`;
    const { log, suppressed } = sampler.take(kind);
    if (log) request.log[level](suppressed > 0 ? { err: rawError, suppressed } : { err: rawError }, suppressed > 0 ? `${message} (${suppressed} more like it not logged)` : message);
  };

  app.setErrorHandler((rawError, request, reply) => {
    const error = toAppError(rawError as FastifyError & { errors?: unknown[] });
    if (error) {
      // A dependency that does not answer is expected now and then (a restart): a warning, not an error.
      if (error.statusCode === 503) logFailure(request, rawError as FastifyError, 503, 'service unavailable', 'warn');
      else if (error.statusCode >= 500 && error.statusCode !== 501) logFailure(request, rawError as FastifyError, error.statusCode, 'request failed');
      return reply.code(error.statusCode).headers(error.headers).send({ error: { code: error.code, message: error.message } });
    }
    logFailure(request, rawError as FastifyError, 500, 'unexpected error');
    return reply.code(500).send({
      error: { code: 'InternalError', message: `Something went wrong on our side. Please try again later (reference ${request.id}).` },
    });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: { code: 'NotFound', message: `There is no API operation at ${request.method} ${request.url.split('?')[0]}.` } }),
  );
});

function toAppError(error: FastifyError & { errors?: unknown[] }): AppError | null {
  if (error instanceof AppError) return error;
  // A database that does not answer says nothing about the request: 503, whatever was asking (a session check
  // included: a 401 here would sign everyone out while PostgreSQL restarts).
  if (isDatabaseUnreachable(error)) return databaseUnavailable();
  if (error.validation) {
    return new AppError(400, 'ValidationError', validationMessage(error.validation as never, error.validationContext ?? 'body'));
  }
  // fastify-openapi-glue wraps what the security handlers threw; report the most specific refusal.
  if (Array.isArray(error.errors)) {
    if (error.errors.some(isDatabaseUnreachable)) return databaseUnavailable();
    // A session check that failed for another reason is a fault of ours, not a refusal: a 500, logged.
    if (!error.errors.every((item) => item instanceof AppError)) return null;
    const refusals = error.errors as AppError[];
    const strongest = refusals.sort((a, b) => b.statusCode - a.statusCode)[0];
    return strongest ?? new AppError(401, 'Unauthorized', 'Please sign in to continue.');
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message = FRAMEWORK_MESSAGES[error.code] ?? (error instanceof SyntaxError || error.code?.includes('JSON') ? 'The request body is not valid JSON.' : 'The request is not valid.');
    if (status === 413) return new AppError(413, 'PayloadTooLarge', message);
    // A body in a form the operation does not take (415, 406) is bad input like any other: 400, as the contract says.
    return new AppError(status === 415 || status === 406 ? 400 : status, status === 415 || status === 406 ? 'UnsupportedMediaType' : 'BadRequest', message);
  }
  return null;
}
