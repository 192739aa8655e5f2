import { storedUser } from '@stride/app-shell';
import { useQuery } from '@tanstack/react-query';
import { apiQueries } from './api';

/** This feature's reads, keyed from the contract (`[method, path, params]`; decision 0010). */
export const sessionQueries = {
  /** The server's session check that every protected screen waits for. */
  checkAuth: () => apiQueries.queryOptions('get', '/user/check-auth'),
};

/**
 * The signed-in admin's role as the server last said it: the session check every administrator screen waits
 * for (so no extra call), else the role stored at sign-in. A level the back office changed since sign-in shows
 * at once (docs/organisation-admins.md); the server decides either way.
 */
export function useAdminRole(): number {
  const session = useQuery(sessionQueries.checkAuth());
  return session.data?.role_id ?? storedUser()?.role_id ?? 1;
}
