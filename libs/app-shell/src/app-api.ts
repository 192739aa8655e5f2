import { createApiClient, createApiQueries } from '@stride/api-sdk';
import { loginPathFor } from './return-url';
import { clearSession, hasFreshSession, storedToken } from './stored-session';

/**
 * An app's API client and its query bindings. The stored token goes out as the bearer on writes, and when
 * a session ends while a screen is open, the next call's 401 sends the user to `loginPath` (coming back
 * afterwards) instead of leaving a broken screen.
 */
export function createAppApi({ loginPath }: { loginPath: string }) {
  const api = createApiClient({
    getToken: () => storedToken(),
    onUnauthorized: () => {
      if (!hasFreshSession() || window.location.pathname === loginPath) return;
      clearSession();
      window.location.replace(loginPathFor(loginPath, window.location));
    },
  });
  return { api, apiQueries: createApiQueries(api) };
}
