import { ApiError } from '@stride/api-sdk';
import type { TestClient } from './test-server';

export const TEST_PASSWORD = 'Sunrise#2026';
let sequence = 0;

/** A fresh address per call, so tests never collide on the unique email. */
export const uniqueEmail = (label: string) => `${label}.${Date.now()}.${++sequence}@example.com`;

/** Awaits a call that must fail and returns the ApiError the SDK threw for it. */
export async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

/** Signs the client in (again, e.g. after the test clock moved past the session's expiry) and keeps its token. */
export async function login(client: TestClient, email: string, password = TEST_PASSWORD) {
  const { data } = await client.POST('/user/login', { body: { email, password } });
  client.setToken(data!.token);
  return data!;
}

/** Registers a learner through the API, signs the client in and keeps its token for writes. */
export async function registerAndLogin(client: TestClient, email = uniqueEmail('learner'), password = TEST_PASSWORD) {
  await client.POST('/user/register', { body: { email, password, first_name: 'Ada', last_name: 'Lovelace' } });
  return { email, session: await login(client, email, password) };
}
