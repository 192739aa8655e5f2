import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../../db/schema/index';
import { TEST_PASSWORD, failure, registerAndLogin, uniqueEmail } from '../../testing/helpers';
import { startTestServer, type TestServer } from '../../testing/test-server';

// The real sign-in and forgot-password limits, and small limits for the per-address rules so the test
// does not need a hundred sign-ups.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((config) => ({
    ...config,
    rateLimits: {
      ...config.rateLimits,
      registerPerAddress: { limit: 3, windowSeconds: 3600 },
      resetPerAddress: { limit: 4, windowSeconds: 900 },
      lookupPerAddress: { limit: 5, windowSeconds: 900 },
    },
  }));
});
afterAll(async () => {
  await server?.close();
});
// Every test starts with fresh counters, so none depends on what the others used up.
beforeEach(async () => {
  await server.database.db.delete(rateLimitCounters);
});

const post = (path: string, body: unknown) =>
  fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('rate limits', () => {
  it('stops sign-in attempts on one account from one address after 10 failures in 15 minutes, even with the right password', async () => {
    const email = uniqueEmail('guessed');
    const client = server.newClient();
    await client.POST('/user/register', { body: { email, password: TEST_PASSWORD, first_name: 'Ada', last_name: 'Lovelace' } });
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await failure(client.POST('/user/login', { body: { email, password: 'Wrong#2026' } }))).status).toBe(401);
    }
    const limited = await failure(client.POST('/user/login', { body: { email, password: TEST_PASSWORD } }));
    expect(limited.status).toBe(429);
    expect(limited.code).toBe('TooManyRequests');
    expect(limited.message).toBe('Too many sign-in attempts for this account from this network. Please try again in 15 minutes.');
  });

  it('limits forgot-password per account and says when to retry', async () => {
    const email = uniqueEmail('forgetful');
    for (let attempt = 1; attempt <= 5; attempt++) expect((await post('/user/forgot-password', { email })).status).toBe(200);
    const response = await post('/user/forgot-password', { email });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(await response.json()).toEqual({
      error: { code: 'TooManyRequests', message: 'Too many codes were requested for this email. Please try again in 15 minutes.' },
    });
  });

  it('limits registrations per address and stores nothing once limited', async () => {
    for (let attempt = 1; attempt <= 3; attempt++) await registerAndLogin(server.newClient());
    const email = uniqueEmail('fourth');
    const fourth = await post('/user/register', { email, password: TEST_PASSWORD, first_name: 'A', last_name: 'B' });
    expect(fourth.status).toBe(429);
    expect((await server.newClient().GET('/user/check-registered/{email}', { params: { path: { email } } })).data).toEqual({ registered: false });
  });

  it('limits reset attempts per address', async () => {
    const body = { email: uniqueEmail('reset'), password: TEST_PASSWORD, code: '000000' };
    for (let attempt = 1; attempt <= 4; attempt++) expect((await post('/user/reset-password', body)).status).toBe(400);
    expect((await post('/user/reset-password', body)).status).toBe(429);
  });

  it('limits account lookups per address', async () => {
    const client = server.newClient();
    for (let attempt = 1; attempt <= 5; attempt++) {
      await client.GET('/user/check-registered/{email}', { params: { path: { email: uniqueEmail('lookup') } } });
    }
    expect((await failure(client.GET('/user/check-registered/{email}', { params: { path: { email: uniqueEmail('lookup') } } }))).status).toBe(429);
  });
});
