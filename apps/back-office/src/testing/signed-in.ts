import { saveSession } from '@stride/app-shell';
import { anAdminSession, http } from '@stride/api-sdk/testing';
import type { setupMockApi } from '@stride/app-shell/testing';

/** Signs an admin in for a route test: the stored session and the server's session check both say so. */
export function signInAdmin(server: ReturnType<typeof setupMockApi>) {
  const session = anAdminSession();
  saveSession({ ...session, organization_id: null });
  server.use(http.get('/admin/check-auth', ({ response }) => response(200).json(session)));
  return session;
}
