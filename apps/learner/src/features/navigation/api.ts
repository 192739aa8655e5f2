import { clearSession, storedToken } from '@stride/app-shell';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { api, apiQueries } from '../../lib/api';

/** This feature's reads, keyed from the contract (`[method, path, params]`; decision 0010). */
export const navigationQueries = {
  /** The learner's completed activities whose name contains `term` (trimmed, not empty), at most 20. */
  completedActivitySearch: (term: string) =>
    apiQueries.queryOptions('get', '/search/completed-activites/{term}', { params: { path: { term } } }),
  /** The session as the server last confirmed it (the protected routes ask for it), with the photo's address. */
  session: () => apiQueries.queryOptions('get', '/user/check-auth'),
  /** The five newest in-app notifications, for the bell. */
  notifications: () => apiQueries.queryOptions('get', '/notification/get-inapp', { params: { query: { limit: 5 } } }),
};

/**
 * Logout (docs/learner-accounts.md): clears local and session storage and the cached user data, tells
 * the server to end the session, then goes to sign-in. The token is read before storage is cleared, since
 * the server requires it to end a live session.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    const token = storedToken();
    clearSession();
    queryClient.clear();
    // Sign-in comes next whatever the answer: with storage cleared no protected screen opens again.
    await api.POST('/user/logout', { headers: token ? { Authorization: `Bearer ${token}` } : {} }).catch(() => undefined);
    await navigate(paths.login, { replace: true });
  };
}
