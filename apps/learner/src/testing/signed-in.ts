import { saveSession } from '@stride/app-shell';
import { aUserSession, http } from '@stride/api-sdk/testing';
import type { setupMockApi } from '@stride/app-shell/testing';

/** Signs a learner in for a route test: the stored session and the server's session check both say so. */
export function signIn(server: ReturnType<typeof setupMockApi>, overrides: Parameters<typeof aUserSession>[0] = {}) {
  const session = aUserSession({ first_name: 'Asha', last_name: 'Raman', ...overrides });
  saveSession(session);
  server.use(http.get('/user/check-auth', ({ response }) => response(200).json(session)));
  return session;
}
