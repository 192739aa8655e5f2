import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimitCounters, signInAddresses } from '../../db/schema/index';
import { BACK_OFFICE_PASSWORD, signedInBackOfficeAdmin } from '../../testing/back-office';
import { TEST_PASSWORD, registerAndLogin } from '../../testing/helpers';
import { startTestServer, type TestServer } from '../../testing/test-server';

/**
 * Sign-in throttling (issue 25, finding 4) with clients at several addresses: the server believes
 * X-Forwarded-For (TRUST_PROXY=true), so each call says where it comes from. Small limits keep the test short;
 * pacing is set so that one attempt an hour goes through and nobody waits, which makes it visible as a 429.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((config) => ({
    ...config,
    trustProxy: true,
    signInThrottle: {
      ...config.signInThrottle,
      perAccountAndAddress: { limit: 3, windowSeconds: 900 },
      perAddress: { limit: 8, windowSeconds: 900 },
      perAccount: { limit: 6, windowSeconds: 3600 },
      pace: { intervalSeconds: 3600, maxWaitSeconds: 0 },
    },
  }));
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await server.database.db.delete(rateLimitCounters);
});

const OWNER_ADDRESS = '198.51.100.10';

/** A sign-in from `address`: its status and, when refused, the message. */
async function signIn(path: '/user/login' | '/admin/login', email: string, password: string, address: string) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { error?: { message: string } };
  return { status: response.status, message: body.error?.message, retryAfter: response.headers.get('retry-after') };
}
const learnerSignIn = (email: string, password: string, address: string) => signIn('/user/login', email, password, address);

/** A learner who has signed in from OWNER_ADDRESS, which is therefore familiar. */
async function owner(): Promise<string> {
  const { email } = await registerAndLogin(server.newClient());
  expect((await learnerSignIn(email, TEST_PASSWORD, OWNER_ADDRESS)).status).toBe(200);
  return email;
}

describe('sign-in throttling', () => {
  it('never counts a successful sign-in: a training room signs in to one account again and again', async () => {
    const email = await owner();
    for (let attempt = 1; attempt <= 5; attempt++) expect((await learnerSignIn(email, TEST_PASSWORD, OWNER_ADDRESS)).status).toBe(200);
  });

  it("stops guesses from one address at that account's limit, and nobody else: the owner and other addresses still sign in", async () => {
    const email = await owner();
    for (let attempt = 1; attempt <= 3; attempt++) expect((await learnerSignIn(email, 'Wrong#2026', '203.0.113.5')).status).toBe(401);
    const refused = await learnerSignIn(email, TEST_PASSWORD, '203.0.113.5');
    expect(refused).toEqual({ status: 429, retryAfter: expect.stringMatching(/^\d+$/), message: 'Too many sign-in attempts for this account from this network. Please try again in 15 minutes.' });
    expect((await learnerSignIn(email, TEST_PASSWORD, OWNER_ADDRESS)).status).toBe(200);
    expect((await learnerSignIn(email, TEST_PASSWORD, '192.0.2.77')).status).toBe(200);
  });

  it("forgets an address's failures on that account once the right password comes from it", async () => {
    const email = await owner();
    for (let attempt = 1; attempt <= 2; attempt++) expect((await learnerSignIn(email, 'Wrong#2026', OWNER_ADDRESS)).status).toBe(401);
    expect((await learnerSignIn(email, TEST_PASSWORD, OWNER_ADDRESS)).status).toBe(200);
    for (let attempt = 1; attempt <= 3; attempt++) expect((await learnerSignIn(email, 'Wrong#2026', OWNER_ADDRESS)).status).toBe(401);
    expect((await learnerSignIn(email, TEST_PASSWORD, OWNER_ADDRESS)).status).toBe(429);
  });

  it('counts parallel guesses before checking them, so a burst gets no more than the limit', async () => {
    const email = await owner();
    const statuses = await Promise.all(Array.from({ length: 8 }, () => learnerSignIn(email, 'Wrong#2026', '203.0.113.6').then((answer) => answer.status)));
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('counts an IPv6 network (/64) as one address: fresh addresses from it are the same guesser', async () => {
    const email = await owner();
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff::3']) expect((await learnerSignIn(email, 'Wrong#2026', address)).status).toBe(401);
    expect((await learnerSignIn(email, TEST_PASSWORD, '2001:db8:1:2:aaaa:bbbb:cccc:dddd')).status).toBe(429);
    expect((await learnerSignIn(email, TEST_PASSWORD, '2001:db8:1:3::1')).status).toBe(200);
  });

  it('limits guesses across many accounts from one address', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 9; attempt++) statuses.push((await learnerSignIn(`nobody.${attempt}@example.com`, 'Wrong#2026', '203.0.113.7')).status);
    expect(statuses).toEqual([...Array<number>(8).fill(401), 429]);
  });

  it("slows guesses from everywhere past the account's ceiling, while its owner's familiar address goes straight through", async () => {
    const email = await owner();
    // Six failures from three addresses, none past its own limit: the account's ceiling.
    for (const address of ['203.0.113.11', '203.0.113.12', '203.0.113.13']) {
      for (let attempt = 1; attempt <= 2; attempt++) expect((await learnerSignIn(email, 'Wrong#2026', address)).status).toBe(401);
    }
    // One attempt at a time from unfamiliar addresses (here one an hour): the next one in the hour is turned away.
    expect((await learnerSignIn(email, 'Wrong#2026', '203.0.113.14')).status).toBe(401);
    expect(await learnerSignIn(email, TEST_PASSWORD, '203.0.113.15')).toMatchObject({ status: 429, message: 'Too many sign-in attempts for this account. Please try again in 60 minutes.' });
    // The owner at home is never held back, however many addresses guess.
    for (let attempt = 1; attempt <= 3; attempt++) expect((await learnerSignIn(email, TEST_PASSWORD, OWNER_ADDRESS)).status).toBe(200);
    const remembered = await server.database.db.select({ address: signInAddresses.address }).from(signInAddresses);
    expect(remembered.map((row) => row.address)).toContain(OWNER_ADDRESS);
  });

  it('holds for back-office admins alike', async () => {
    const { email } = await signedInBackOfficeAdmin(server);
    expect((await signIn('/admin/login', email, BACK_OFFICE_PASSWORD, OWNER_ADDRESS)).status).toBe(200);
    for (let attempt = 1; attempt <= 3; attempt++) expect((await signIn('/admin/login', email, 'Wrong#2026', '203.0.113.20')).status).toBe(401);
    expect((await signIn('/admin/login', email, BACK_OFFICE_PASSWORD, '203.0.113.20')).status).toBe(429);
    expect((await signIn('/admin/login', email, BACK_OFFICE_PASSWORD, OWNER_ADDRESS)).status).toBe(200);
  });
});
