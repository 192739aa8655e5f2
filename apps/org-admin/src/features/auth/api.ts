import { clearSession, saveSession, type SignInValues } from '@stride/app-shell';
import { dataOf } from '@stride/api-sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { api } from '../../lib/api';
import { isAdministratorRole } from '@stride/validation';

/**
 * Signs in with the learner sign-in (administrators are learner accounts of roles 2-6) and keeps the session,
 * role and organisation included. Anyone else's new session is ended on the server at once and nothing is
 * stored: this app is not theirs. Answers whether the account may use this app.
 */
export async function postAdministratorLogin(values: SignInValues): Promise<boolean> {
  const session = dataOf(await api.POST('/user/login', { body: values }));
  if (isAdministratorRole(session.role_id)) {
    saveSession(session);
    return true;
  }
  // Nothing is stored yet, so the client has no token to send: the new session's goes along by hand.
  await api.POST('/user/logout', { headers: { Authorization: `Bearer ${session.token}` } }).catch(() => undefined);
  return false;
}

/**
 * Ends the session (docs/org-admin-app.md). The stored session and cached data are dropped even when
 * the call fails: the admin asked to leave, and the next person on this browser must not see their screens.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await api.POST('/user/logout').catch(() => undefined);
    clearSession();
    queryClient.clear();
    await navigate(paths.login, { replace: true });
  };
}
