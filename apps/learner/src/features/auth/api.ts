import { saveSession } from '@stride/app-shell';
import { dataOf } from '@stride/api-sdk';
import { api, apiQueries } from '../../lib/api';

/** The server's session check that every protected screen waits for. */
export const checkAuthQueryOptions = () => apiQueries.queryOptions('get', '/user/check-auth');

/** Signs in, keeps the session data the spec keeps, and sends the browser's time zone for "today". */
export async function postLogin(values: { email: string; password: string }) {
  const session = dataOf(
    await api.POST('/user/login', { body: { ...values, time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone } }),
  );
  saveSession(session);
  return session;
}

/** Whether the user has any enrolled program: decides where sign-in lands. */
export async function hasEnrolledPrograms(): Promise<boolean> {
  return dataOf(await api.GET('/program/get-enrolled')).length > 0;
}
