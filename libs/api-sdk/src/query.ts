import createQueryClient from 'openapi-react-query';
import type { ApiClient } from './client';
import type { paths } from './contract';

/**
 * React Query bindings over the API client. Query keys are `[method, path, init]`, derived from the
 * contract, so every screen and every invalidation uses the same key for the same call.
 */
export function createApiQueries(client: ApiClient) {
  return createQueryClient(client);
}

export type ApiQueries = ReturnType<typeof createApiQueries>;

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
/** The contract's paths that answer `method`, e.g. the list paths a mutation reloads. */
export type CallPath<M extends Method = 'get'> = { [P in keyof paths]: paths[P] extends Record<M, object> ? P : never }[keyof paths];

/**
 * The key that every query of one call starts with, whatever its parameters (`[method, path]`, as
 * `queryOptions` builds it): invalidating it refreshes every cached parameter set of that call
 * (decision 0010). Typed by the contract, so a path that no longer exists fails `tsc`.
 */
export const callKey = <M extends Method, P extends CallPath<M>>(method: M, path: P) => [method, path] as const;
