import { ADMIN_COOKIE, adminOf, secureCookies, setSessionCookie, signOut } from '../../services/sessions/auth';
import { antiForgeryToken } from '../../services/sessions/session-store';
import type { Handlers, SuccessBody } from '../types';

export const adminHandlers: Handlers = {
  async adminLogin(request, reply) {
    const { admin, session } = await request.server.accounts.adminLogin(request.body, request.ip, request.headers['user-agent']);
    setSessionCookie(reply, ADMIN_COOKIE, session, secureCookies(request));
    return adminSession(admin, session);
  },

  async adminCheckAuth(request) {
    const { admin, secret, expiresAt } = adminOf(request);
    return adminSession(admin, { token: antiForgeryToken(secret), expiresAt });
  },

  async adminLogout(request, reply) {
    await signOut(request, reply, {
      cookie: ADMIN_COOKIE,
      current: request.admin,
      isLive: (secret) => request.server.sessions.findAdmin(secret),
    });
    return { message: 'Signed out' };
  },
};

function adminSession(
  admin: { id: number; email: string; first_name: string; last_name: string },
  session: { token: string; expiresAt: Date },
): SuccessBody<'adminLogin'> {
  return {
    id: admin.id,
    email: admin.email,
    first_name: admin.first_name,
    last_name: admin.last_name,
    expiryDate: session.expiresAt.toISOString(),
    token: session.token,
  };
}
