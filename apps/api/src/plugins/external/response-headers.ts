import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What every answer of the API carries. A JSON API renders nothing, so its content policy allows nothing and
 * no page may frame it; answers hold personal data, so no browser or shared cache keeps them (a handler that
 * serves something cacheable sets its own Cache-Control). These are the values helmet gave, minus what only
 * pages need, written once rather than worked out per request: on a request path of a fraction of a
 * millisecond, helmet's twelve middlewares were a measurable share (docs/performance.md).
 */
export const SECURITY_HEADERS = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'cache-control': 'no-store',
});

const headerNames = Object.keys(SECURITY_HEADERS) as (keyof typeof SECURITY_HEADERS)[];

export const responseHeadersPlugin = fp(async (app: FastifyInstance) => {
  // A callback hook, not an async one: no promise per request for work that never waits.
  app.addHook('onRequest', (request, reply, done) => {
    for (const name of headerNames) reply.header(name, SECURITY_HEADERS[name]);
    reply.header('x-request-id', request.id);
    done();
  });
});
