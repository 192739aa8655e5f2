import { clearSession, hasFreshSession, loginPathFor, storedToken } from '@stride/app-shell';
import { createApiClient, createApiQueries } from '@stride/api-sdk';
import { paths } from '../config/paths';

/**
 * The back office's API client. When a session ends while a screen is open, the next call's 401 sends the
 * admin to sign in (coming back afterwards) instead of leaving a broken screen.
 */
export const api = createApiClient({
  getToken: () => storedToken(),
  onUnauthorized: () => {
    if (!hasFreshSession() || window.location.pathname === paths.login) return;
    clearSession();
    window.location.replace(loginPathFor(paths.login, window.location));
  },
});

export const apiQueries = createApiQueries(api);
