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

/** The server's answer when the provider shared no name for a new account: the screen asks for it, the flow still open. */
export const NAME_REQUIRED = 'NameRequired';

/** The first step of /user/post-login: exchanges the provider's code; the return_url the sign-in started with, if any. */
export async function exchangeSocialSignInCode(code: string, state: string): Promise<string | undefined> {
  return dataOf(await api.POST('/user/idToken', { body: { code, state } })).return_url;
}

/**
 * Finishes social sign-in on /user/post-login (docs/learner-accounts.md): registers or fetches the user (a
 * new one with the name the learner typed, when the provider shared none), keeps the session, and answers
 * where to go next, as a password sign-in would.
 */
export async function finishSocialSignIn(returnUrl: string | undefined, name?: { first_name: string; last_name: string }): Promise<Landing> {
  const session = dataOf(await api.POST('/user/add-user-by-provider', { body: { time_zone: timeZone(), ...name } }));
  saveSession(session);
  return landingAfterSignIn(returnUrl ? `?${new URLSearchParams({ return_url: returnUrl }).toString()}` : '');
}
