import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { createClock, type Clock } from './lib/clock';
import { testClockRoutes } from './routes/system/test-clock-routes';
import { createSecurityHandlers } from './services/sessions/auth';
import { servicesPlugin } from './plugins/services';
import { contractPlugin } from './plugins/external/contract';
import { errorsPlugin } from './plugins/external/errors';
import { requestBodiesPlugin } from './plugins/external/request-bodies';
import { responseHeadersPlugin } from './plugins/external/response-headers';
import { handlers } from './routes/index';

export interface AppOptions {
  config: Config;
  db: Database;
  /** The server's clock; by default the system clock, or the adjustable test clock when config switches it on. */
  clock?: Clock;
  /** Overrides for tests (e.g. a logger stream). */
  fastify?: FastifyServerOptions;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Builds the API: external plugins, then the domain services, then the routes of the contract. */
export async function buildApp({ config, db, clock = createClock(config.testClock), fastify }: AppOptions) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy,
    // Keep a caller's request id when it looks like one, so logs line up across services.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Errors found while routing (an address that is not valid UTF-8, a path segment over 100 characters)
    // are bad input too: the contract's 400 with its error body, not Fastify's own shape and 414.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A value in the address is too long.' : 'The address is not valid.';
      void reply.code(400).send({ error: { code: 'BadRequest', message } });
    },
    ...fastify,
  });
  await app.register(responseHeadersPlugin);
  await app.register(cookie);
  await app.register(errorsPlugin);
  await app.register(requestBodiesPlugin);
  await app.register(servicesPlugin, { config, db, clock });
  await app.register(testClockRoutes);
  await app.register(contractPlugin, {
    handlers: handlers as Record<string, never>,
    securityHandlers: createSecurityHandlers(app.sessions),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
