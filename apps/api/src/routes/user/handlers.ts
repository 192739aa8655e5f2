import { AppError } from '../../errors';
import { userDetails } from '../../services/profile/profile';
import { LEARNER_COOKIE, learnerOf, secureCookies, setSessionCookie, signOut } from '../../services/sessions/auth';
import { antiForgeryToken, type User } from '../../services/sessions/session-store';
import { NAME_REQUIRED, OIDC_COOKIE, clearFlowCookie, setFlowCookie } from '../../services/social-sign-in/social-sign-in';
import type { Handlers, SuccessBody } from '../types';

/** The session data the spec's screens keep (docs/security.md). */
export function userSession(user: User, session: { token: string; expiresAt: Date }): SuccessBody<'login'> {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    role_id: user.role_id,
    organization_id: user.organization_id,
    photo_url: user.photo_url,
    newPhotoURL: user.photo_url,
    expiryDate: session.expiresAt.toISOString(),
    token: session.token,
  };
}

export const userHandlers: Handlers = {
  async register(request, reply) {
    const created = await request.server.accounts.register(request.body, request.ip);
    reply.code(201);
    return created;
  },

  async login(request, reply) {
    const { user, session } = await request.server.accounts.login(request.body, request.ip, request.headers['user-agent']);
    setSessionCookie(reply, LEARNER_COOKIE, session, secureCookies(request));
    return userSession(user, session);
  },

  async checkAuth(request) {
    const { user, secret, expiresAt } = learnerOf(request);
    return userSession(user, { token: antiForgeryToken(secret), expiresAt });
  },

  async getUserDetails(request) {
    return userDetails(learnerOf(request).user);
  },

  async checkRegistered(request) {
    return { registered: await request.server.accounts.isRegistered(request.params.email, request.ip) };
  },

  async forgotPassword(request) {
    await request.server.accounts.forgotPassword(request.body.email);
    return { message: 'A verification code has been sent to your email' };
  },

  async resetPassword(request) {
    await request.server.accounts.resetPassword(request.body, request.ip);
    return { message: 'Password Changed Successfully' };
  },

  async getSocialSignInProvider(request) {
    return request.server.socialSignIn.provider();
  },

  /** A browser navigation: the flow's cookie, then off to the identity provider. */
  async startSocialSignIn(request, reply) {
    const flow = await request.server.socialSignIn.start(request.query.return_url, request.ip);
    setFlowCookie(reply, flow, secureCookies(request));
    return reply.redirect(flow.location, 302);
  },

  async exchangeIdToken(request) {
    const { id_token, return_url } = await request.server.socialSignIn.exchange(request.cookies[OIDC_COOKIE], request.body, request.ip);
    return { tokens: { id_token }, ...(return_url ? { return_url } : {}) };
  },

  /** Signs in like `login` does: the session cookie and the session data. */
  async addUserByProvider(request, reply) {
    const secure = secureCookies(request);
    try {
      const { user, session } = await request.server.socialSignIn.complete(request.cookies[OIDC_COOKIE], request.body, request.headers['user-agent']);
      clearFlowCookie(reply, secure);
      setSessionCookie(reply, LEARNER_COOKIE, session, secure);
      return userSession(user, session);
    } catch (error) {
      // Asked for a name, the flow waits for the learner's answer; any other outcome ends it.
      if (!(error instanceof AppError && error.code === NAME_REQUIRED)) clearFlowCookie(reply, secure);
      throw error;
    }
  },

  /** Ends the session; see signOut for the rules. */
  async logout(request, reply) {
    await signOut(request, reply, {
      cookie: LEARNER_COOKIE,
      current: request.learner,
      isLive: (secret) => request.server.sessions.findLearner(secret),
    });
    return { message: 'Signed out' };
  },
};
