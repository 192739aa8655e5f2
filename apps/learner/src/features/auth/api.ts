import { safeReturnUrl, saveSession } from '@stride/app-shell';
import { dataOf } from '@stride/api-sdk';
import { paths } from '../../config/paths';
import type { ProgramsRouteState } from '../../config/route-state';
import { api, apiQueries } from '../../lib/api';

/** The browser's IANA time zone: "today" for streaks and schedules is the learner's own day. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** This feature's reads, keyed from the contract (`[method, path, params]`; decision 0010). */
export const authQueries = {
  /** The server's session check that every protected screen waits for. */
  checkAuth: () => apiQueries.queryOptions('get', '/user/check-auth'),
  /** Whether social sign-in is on, and the provider's name for the button. */
  socialProvider: () => apiQueries.queryOptions('get', '/user/oidc/provider', {}, { staleTime: Infinity }),
};

/** Signs in and keeps the session data the spec keeps. */
export async function postLogin(values: { email: string; password: string }) {
  const session = dataOf(await api.POST('/user/login', { body: { ...values, time_zone: timeZone() } }));
  saveSession(session);
  return session;
}

/** Where to go after signing in, with the route state the screen there reads. */
export interface Landing {
  to: string;
  state?: ProgramsRouteState;
}

/**
 * Where a sign-in lands (docs/learner-accounts.md): `return_url` when given, otherwise /programs for a learner
 * with no enrolled program (with dataLength 0, which shows the walkthrough), else the dashboard.
 */
export async function landingAfterSignIn(search: string): Promise<Landing> {
  const returnUrl = safeReturnUrl(search);
  if (returnUrl) return { to: returnUrl };
  const enrolled = dataOf(await api.GET('/program/get-enrolled'));
  return enrolled.length > 0 ? { to: paths.dashboard } : { to: paths.programs, state: { dataLength: enrolled.length } };
}

export async function postRegister(values: { email: string; password: string; first_name: string; last_name: string }) {
  return dataOf(await api.POST('/user/register', { body: { ...values, time_zone: timeZone() } }));
}

export async function postForgotPassword(email: string) {
  return dataOf(await api.POST('/user/forgot-password', { body: { email } }));
}

export async function postResetPassword(values: { email: string; code: string; password: string }) {
  return dataOf(await api.POST('/user/reset-password', { body: values }));
}

/** Where the browser goes to start social sign-in; the server answers with a redirect to the provider. */
export function socialSignInStartUrl(search: string): string {
  const returnUrl = safeReturnUrl(search);
  return `/api/user/oidc/start${returnUrl ? `?${new URLSearchParams({ return_url: returnUrl }).toString()}` : ''}`;
}

/**
 * Finishes social sign-in on /user/post-login (docs/learner-accounts.md): exchanges the provider's code, registers
 * or fetches the user, keeps the session, and answers where to go next, as a password sign-in would.
 */
export async function completeSocialSignIn(code: string, state: string): Promise<Landing> {
  const exchanged = dataOf(await api.POST('/user/idToken', { body: { code, state } }));
  const session = dataOf(await api.POST('/user/add-user-by-provider', { body: { time_zone: timeZone() } }));
  saveSession(session);
  const returnSearch = exchanged.return_url ? `?${new URLSearchParams({ return_url: exchanged.return_url }).toString()}` : '';
  return landingAfterSignIn(returnSearch);
}
