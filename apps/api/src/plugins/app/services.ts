import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createAccounts, type Accounts } from './accounts/accounts';
import { createMailer, type Mailer } from './mail/mailer';
import { createRateLimiter } from './rate-limit/rate-limiter';
import { createSessionStore, type SessionStore } from './sessions/session-store';
import { createSocialSignIn, type SocialSignIn } from './social-sign-in/social-sign-in';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    sessions: SessionStore;
    mailer: Mailer;
    accounts: Accounts;
    socialSignIn: SocialSignIn;
  }
}

/** Creates the domain services once and decorates them onto the instance for the route handlers. */
export const servicesPlugin = fp<{ config: Config; db: Database }>(async (app: FastifyInstance, { config, db }) => {
  const sessions = createSessionStore(db, config.sessionTtlSeconds);
  const mailer = createMailer(db, config, app.log);
  const limiter = createRateLimiter(db);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('sessions', sessions);
  app.decorate('mailer', mailer);
  app.decorate('accounts', createAccounts({ db, config, sessions, mailer, limiter }));
  app.decorate('socialSignIn', createSocialSignIn({ db, config, sessions, limiter, log: app.log }));
  app.decorateRequest('learner', null);
  app.decorateRequest('admin', null);
});
