import { clearSession, saveSession, type SignInValues } from '@stride/app-shell';
import { dataOf } from '@stride/api-sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { api, apiQueries } from '../../lib/api';

/** This feature's reads, keyed from the contract (`[method, path, params]`; decision 0010). */
export const authQueries = {
  /** The server's admin session check that every protected screen waits for. */
  checkAuth: () => apiQueries.queryOptions('get', '/admin/check-auth'),
};

/** Signs in and keeps the session data the spec keeps; admins belong to no organisation. */
export async function postAdminLogin(values: SignInValues) {
  const admin = dataOf(await api.POST('/admin/login', { body: values }));
  saveSession({ ...admin, organization_id: null });
}

/** A new admin sets their own password with the token of their confirmation email's link. */
export async function postConfirmAdmin(token: string, password: string) {
  return dataOf(await api.POST('/admin/confirm', { body: { token, password } }));
}

/**
 * Ends the admin session. The stored session and cached data are dropped even when the call fails:
 * the admin asked to leave, and the next admin on this browser must not see their screens.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await api.POST('/admin/logout').catch(() => undefined);
    clearSession();
    queryClient.clear();
    await navigate(paths.login, { replace: true });
  };
}
