import { isOrganisationAdminLevel, isRoleRequirement, meetsRoleRequirement, roleMessages } from '@stride/validation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../errors';
import { isAntiForgeryToken, type AdminSession, type LearnerSession, type SessionStore, type StartedSession } from './session-store';

export const LEARNER_COOKIE = 'stride_session';
export const ADMIN_COOKIE = 'stride_admin_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The learner session that authenticated this request (set by the learnerSession scheme). */
    learner: LearnerSession | null;
    /** The back-office admin session that authenticated this request (set by the adminSession scheme). */
    admin: AdminSession | null;
  }
}

/**
 * The contract's security schemes. fastify-openapi-glue runs them per operation as openapi.yaml says, and
 * before the body is read (plugins/external/contract.ts), so who may call what is decided in one place, the
 * contract, whatever the body: anonymous is 401, a role the operation is never open to 403.
 */
export function createSecurityHandlers(store: SessionStore) {
  return {
    /** `roles`: what the operation requires of the learner (`learnerSession: [organisationAdmin]`), any one of them. */
    async learnerSession(request: FastifyRequest, _reply: FastifyReply, roles: readonly string[] = []) {
      const secret = request.cookies[LEARNER_COOKIE];
      if (!secret) throw unauthorized('Please sign in to continue.');
      const session = await store.findLearner(secret);
      if (!session) throw unauthorized('Your session has expired. Please sign in again.', 'SessionExpired');
      if (roles.length > 0 && !roles.some((role) => isRoleRequirement(role) && meetsRoleRequirement(session.user.role_id, role))) throw roleRefusal(session.user.role_id, roles);
      request.learner = session;
    },
    async adminSession(request: FastifyRequest) {
      const secret = request.cookies[ADMIN_COOKIE];
      if (!secret) throw unauthorized('Please sign in to the back-office to continue.');
      const session = await store.findAdmin(secret);
      if (!session) throw unauthorized('Your back-office session has expired. Please sign in again.', 'SessionExpired');
      request.admin = session;
    },
    /** Runs after a session scheme: writes must carry the session's token as a bearer. */
    async csrfToken(request: FastifyRequest) {
      const secret = request.learner?.secret ?? request.admin?.secret;
      const header = request.headers.authorization ?? '';
      const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!secret || !token || !isAntiForgeryToken(secret, token)) {
        // A refused request keeps no identity, even where the contract lets it through anonymously.
        request.learner = null;
        request.admin = null;
        throw forbidden('This request is missing its security token. Reload the page and try again.', 'InvalidToken');
      }
    },
  };
}

/** The 403 for a learner whose role the operation is not open to, worded for what it asks. */
function roleRefusal(roleId: number, roles: readonly string[]) {
  if (roles.includes('administrator')) return forbidden(roleMessages.notAdministrator, 'NotAdministrator');
  // An organisation admin below the level a change needs hears so; anyone else that it is for organisation admins.
  if (isOrganisationAdminLevel(roleId)) return forbidden(roleMessages.levelTooLow, 'AdminLevelTooLow');
  return forbidden(roleMessages.notOrgAdmin, 'NotOrganizationAdmin');
}

/**
 * Seconds from the server clock's now to `expiresAt`, for a cookie's Max-Age. A relative lifetime rather than
 * an Expires date: the browser counts it from its own clock, so a client whose clock is off (or a test
 * server running on another day) neither drops the cookie early nor keeps it late.
 */
export function maxAgeSeconds(reply: FastifyReply, expiresAt: Date): number {
  return Math.max(0, Math.round((expiresAt.getTime() - reply.server.clock.now().getTime()) / 1000));
}

/**
 * Whether this request's cookies carry Secure: as COOKIE_SECURE says, or with `auto` when the request came
 * over HTTPS (the API's own TLS, or X-Forwarded-Proto from a proxy TRUST_PROXY believes). Plain HTTP on
 * localhost, as `npm start` serves, gets cookies a browser would refuse to keep if they were Secure.
 */
export function secureCookies(request: FastifyRequest): boolean {
  const setting = request.server.config.cookieSecure;
  return setting === 'auto' ? request.protocol === 'https' : setting;
}

export function setSessionCookie(reply: FastifyReply, name: string, session: StartedSession, secure: boolean): void {
  reply.setCookie(name, session.secret, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/api',
    maxAge: maxAgeSeconds(reply, session.expiresAt),
  });
}

export function clearSessionCookie(reply: FastifyReply, name: string, secure: boolean): void {
  reply.clearCookie(name, { httpOnly: true, sameSite: 'lax', secure, path: '/api' });
}

/**
 * Ends the request's session. Without a live session there is nothing to end and it succeeds, so a screen
 * whose session already expired can still sign out; a live session without its token is refused.
 */
export async function signOut(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { cookie: string; current: { id: number } | null; isLive: (secret: string) => Promise<unknown> },
): Promise<void> {
  if (options.current) {
    await request.server.sessions.end(options.current.id);
  } else {
    const secret = request.cookies[options.cookie];
    if (secret && (await options.isLive(secret))) {
      throw forbidden('This request is missing its security token. Reload the page and try again.', 'InvalidToken');
    }
  }
  clearSessionCookie(reply, options.cookie, secureCookies(request));
}

/** The learner session of a request the contract's learnerSession scheme admitted. */
export function learnerOf(request: FastifyRequest): LearnerSession {
  if (!request.learner) throw unauthorized();
  return request.learner;
}

/** The admin session of a request the contract's adminSession scheme admitted. */
export function adminOf(request: FastifyRequest): AdminSession {
  if (!request.admin) throw unauthorized('Please sign in to the back-office to continue.');
  return request.admin;
}
