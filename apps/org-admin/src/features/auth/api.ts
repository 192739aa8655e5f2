import { apiQueries } from '../../lib/api';

/** The server's session check that every protected screen waits for. */
export const checkAuthQueryOptions = () => apiQueries.queryOptions('get', '/user/check-auth');
