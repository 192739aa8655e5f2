import { saveSession } from '@stride/app-shell';
import { api, apiQueries } from '../../lib/api';

/** The server's session check that every protected screen waits for. */
export const checkAuthQueryOptions = () => apiQueries.queryOptions('get', '/user/check-auth');

/** Signs in, keeps the session data the spec keeps, and sends the browser's time zone for "today". */
export async function postLogin(values: { email: string; password: string }) {
  const { data } = await api.POST('/user/login', {
    body: { ...values, time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone },
  });
  saveSession(data!);
  return data!;
}

/** Whether the user has any enrolled program: decides where sign-in lands. */
export async function hasEnrolledPrograms(): Promise<boolean> {
  const { data } = await api.GET('/program/get-enrolled');
  return (data ?? []).length > 0;
}
