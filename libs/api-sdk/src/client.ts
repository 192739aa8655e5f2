import createClient, { type Middleware } from 'openapi-fetch';
import { ApiError } from './api-error';
import type { paths } from './contract';

export interface ApiClientOptions {
  /** Where the API lives; the apps use `/api` on their own origin so cookies stay first-party. */
  baseUrl?: string;
  /** The anti-forgery token of the current session (local storage `token` in the apps). */
  getToken?: () => string | null | undefined;
  /** Called on every 401, e.g. to send the user to sign in when a session expires while a screen is open. */
  onUnauthorized?: (response: Response) => void;
  /** A fetch implementation (tests pass one that keeps cookies). */
  fetch?: typeof globalThis.fetch;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The one API client: cookies included, the bearer token on writes, an ApiError thrown for every non-2xx. */
export function createApiClient(options: ApiClientOptions = {}) {
  const client = createClient<paths>({
    baseUrl: absoluteBaseUrl(options.baseUrl ?? '/api'),
    credentials: 'include',
    // Looked up per call, not captured once, so a fetch patched later (MSW in tests) is used.
    fetch: options.fetch ?? ((request: Request) => globalThis.fetch(request)),
  });

  const middleware: Middleware = {
    onRequest({ request }) {
      const token = options.getToken?.();
      if (token && WRITE_METHODS.has(request.method) && !request.headers.has('Authorization')) {
        request.headers.set('Authorization', `Bearer ${token}`);
      }
      return request;
    },
    async onResponse({ response }) {
      if (response.ok) return response;
      if (response.status === 401) options.onUnauthorized?.(response);
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => undefined);
      throw new ApiError(response.status, body);
    },
  };
  client.use(middleware);
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** A path-only base is resolved against the page's origin, so the client also works where fetch needs absolute URLs (tests). */
function absoluteBaseUrl(baseUrl: string): string {
  const origin = (globalThis as { location?: { origin: string } }).location?.origin;
  return baseUrl.startsWith('/') && origin && origin !== 'null' ? new URL(baseUrl, origin).toString().replace(/\/$/, '') : baseUrl;
}

/**
 * The body of a successful call. The client throws on every non-2xx answer, so a missing body here means
 * the server broke the contract, which is worth a clear error rather than a silent undefined.
 */
export function dataOf<T>(result: { data?: T }): T {
  if (result.data === undefined) throw new Error('The API answered without the body the contract promises.');
  return result.data;
}
