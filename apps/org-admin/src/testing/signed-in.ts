import { saveSession } from '@stride/app-shell';
import type { Schema } from '@stride/api-sdk';
import { aUserSession, http } from '@stride/api-sdk/testing';
import type { setupMockApi } from '@stride/app-shell/testing';

/** The demo organisation's id in the org-admin tests. */
export const ORGANIZATION_ID = 1;

/**
 * Signs someone in for a route test: the stored session (with role_id and org_id, as the sign-in keeps them)
 * and the server's session check both say so. An organisation admin (role 3) unless `overrides` say otherwise.
 */
export function signInAs(server: ReturnType<typeof setupMockApi>, overrides: Partial<Schema<'UserSession'>> = {}) {
  const session = aUserSession({ id: 21, email: 'org.admin@northwind.example', first_name: 'Olga', last_name: 'Admin', role_id: 3, organization_id: ORGANIZATION_ID, ...overrides });
  saveSession(session);
  server.use(http.get('/user/check-auth', ({ response }) => response(200).json(session)));
  return session;
}

/** A group admin (role 2): Reports, Group and Search only. */
export const signInGroupAdmin = (server: ReturnType<typeof setupMockApi>) =>
  signInAs(server, { id: 22, email: 'group.admin@northwind.example', first_name: 'Gus', last_name: 'Lead', role_id: 2 });
