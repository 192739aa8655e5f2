import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_START_LIMIT_MS, buildApiForTest, startApiProcess, type ApiProcess } from '../testing/api-process';
import { failure, uniqueEmail, TEST_PASSWORD } from '../testing/helpers';
import { createPostgresDatabase } from '../testing/test-database';
import { createTestClient, type TestClient } from '../testing/test-server';

/**
 * Two API processes on one PostgreSQL, as behind a load balancer (docs/deploy.md): whatever one process
 * learns (a session, a rate-limit count, a change that retires a cached answer) the other knows, because
 * neither keeps it in memory: cached answers are keyed by versions the database keeps. PostgreSQL
 * only: the embedded database belongs to one process (this file runs in the PostgreSQL pass of the suite).
 */
const adminUrl = process.env.TEST_DATABASE_URL as string;
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let built: Awaited<ReturnType<typeof buildApiForTest>>;
let first: ApiProcess;
let second: ApiProcess;

beforeAll(async () => {
  [database, built] = await Promise.all([createPostgresDatabase(adminUrl), buildApiForTest()]);
  // Started together on an empty database: both migrate at start, one at a time under the migration lock.
  const start = () => startApiProcess(built.folder, { DATABASE_URL: database.url, TEST_CLOCK: 'now' });
  [first, second] = await Promise.all([start(), start()]);
}, API_START_LIMIT_MS + 60_000);

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await database?.drop();
  built?.remove();
});

/** The same browser talking to the other process: its cookies and its anti-forgery token carried over. */
function sameBrowserOn(process: ApiProcess, browser: TestClient, token: string): TestClient {
  const moved = createTestClient(process.baseUrl);
  for (const [name, value] of browser.cookies) moved.cookies.set(name, value);
  moved.setToken(token);
  return moved;
}

describe('two API processes on one database', () => {
  it('both started and migrated the empty database once', () => {
    expect(first.process.exitCode).toBeNull();
    expect(second.process.exitCode).toBeNull();
    expect(first.output() + second.output()).not.toMatch(/already exists|error/i);
  });

  it('a session started through one is used, with its token, through the other, and ended there for both', async () => {
    const email = uniqueEmail('two-processes');
    const onFirst = createTestClient(first.baseUrl);
    expect((await onFirst.POST('/user/register', { body: { email, password: TEST_PASSWORD, first_name: 'Grace', last_name: 'Hopper' } })).response.status).toBe(201);
    const { data: signedIn } = await onFirst.POST('/user/login', { body: { email, password: TEST_PASSWORD } });
    if (!signedIn) throw new Error('Signing in through the first process failed.');

    const onSecond = sameBrowserOn(second, onFirst, signedIn.token);
    const { data: checked, response } = await onSecond.GET('/user/check-auth');
    expect(response.status).toBe(200);
    expect(checked).toMatchObject({ id: signedIn.id, email, token: signedIn.token });

    // A write through the second process needs the token the first one gave.
    const withoutToken = sameBrowserOn(second, onFirst, 'not-the-token');
    expect((await failure(withoutToken.POST('/user/logout'))).status).toBe(403);
    expect((await onFirst.GET('/user/check-auth')).response.status).toBe(200);

    expect((await onSecond.POST('/user/logout')).response.status).toBe(200);
    expect((await failure(onFirst.GET('/user/check-auth'))).status).toBe(401);
  });

  it('a cached answer or learner row one process keeps is replaced after a write through the other (docs/answer-cache.md)', async () => {
    const email = uniqueEmail('cached');
    const onFirst = createTestClient(first.baseUrl);
    await onFirst.POST('/user/register', { body: { email, password: TEST_PASSWORD, first_name: 'Ada', last_name: 'Lovelace' } });
    const { data: signedIn } = await onFirst.POST('/user/login', { body: { email, password: TEST_PASSWORD } });
    if (!signedIn) throw new Error('Signing in through the first process failed.');
    const joined = async () => (await onFirst.GET('/group/get-joined')).data!.map((membership) => membership.groups[0]?.name);
    expect(await joined()).toEqual([]);
    expect(await joined()).toEqual([]);

    const onSecond = sameBrowserOn(second, onFirst, signedIn.token);
    expect((await onSecond.POST('/group/create', { body: { name: 'Analytical engines', description: 'Notes', user_email_list: [] } })).response.status).toBe(200);
    expect(await joined()).toEqual(['Analytical engines']);

    // So is the learner's row the first keeps for its session lookups, kept under the row's version.
    expect((await onFirst.GET('/user/check-auth')).data?.first_name).toBe('Ada');
    expect((await onSecond.POST('/user/update', { body: { first_name: 'Augusta', last_name: 'King' } })).response.status).toBe(200);
    expect((await onFirst.GET('/user/check-auth')).data).toMatchObject({ first_name: 'Augusta', last_name: 'King' });
  });

  it('counts one rate limit across both: sign-in attempts alternate between them and the eleventh is refused', async () => {
    const email = uniqueEmail('rate-limited');
    const [onFirst, onSecond] = [createTestClient(first.baseUrl), createTestClient(second.baseUrl)];
    await onFirst.POST('/user/register', { body: { email, password: TEST_PASSWORD, first_name: 'Alan', last_name: 'Turing' } });
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      const client = attempt % 2 === 1 ? onFirst : onSecond;
      statuses.push((await failure(client.POST('/user/login', { body: { email, password: 'wrong password 1' } }))).status);
    }
    // Ten per account in 15 minutes (config.ts); each process alone saw at most six.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    expect((await failure(onSecond.POST('/user/login', { body: { email, password: TEST_PASSWORD } }))).status).toBe(429);
  });
});
