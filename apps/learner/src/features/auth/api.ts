import { safeReturnUrl, saveSession } from '@stride/app-shell';
import { dataOf } from '@stride/api-sdk';
import { paths } from '../../config/paths';
import { api, apiQueries } from '../../lib/api';

/** The browser's IANA time zone: "today" for streaks and schedules is the learner's own day. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The server's session check that every protected screen waits for. */
export const checkAuthQueryOptions = () => apiQueries.queryOptions('get', '/user/check-auth');

/** Signs in and keeps the session data the spec keeps. */
export async function postLogin(values: { email: string; password: string }) {
  const session = dataOf(await api.POST('/user/login', { body: { ...values, time_zone: timeZone() } }));
  saveSession(session);
  return session;
}

/**
 * Where a sign-in lands (learner-core §4): `return_url` when given, otherwise /programs for a learner
 * with no enrolled program, else the dashboard.
 */
export async function pathAfterSignIn(search: string): Promise<string> {
  const returnUrl = safeReturnUrl(search);
  if (returnUrl) return returnUrl;
  const enrolled = dataOf(await api.GET('/program/get-enrolled'));
  return enrolled.length > 0 ? paths.dashboard : paths.programs;
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
