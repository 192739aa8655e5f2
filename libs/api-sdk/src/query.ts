import createQueryClient from 'openapi-react-query';
import type { ApiClient } from './client';

/**
 * React Query bindings over the API client. Query keys are `[method, path, init]`, derived from the
 * contract, so every screen and every invalidation uses the same key for the same call.
 */
export function createApiQueries(client: ApiClient) {
  return createQueryClient(client);
}

export type ApiQueries = ReturnType<typeof createApiQueries>;
