import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOperations } from '../../testing/contract-operations';
import { failure, registerAndLogin, uniqueEmail } from '../../testing/helpers';
import { handlers } from '../index';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('the contract', () => {
  it('is built: every operation has a handler (the 501 NotImplemented answer is for operations added later)', () => {
    expect(contractOperations.map((operation) => operation.operationId).filter((operationId) => !(operationId in handlers))).toEqual([]);
  });

  it('is checked after who calls and before the handler: bad input is 400 from a caller the operation is open to, else 401 or 403', async () => {
    const body = { name: 'x'.repeat(5000), address: null, country: 'india', phone: null, gst_number: null } as const;
    const client = server.newClient();
    expect((await failure(client.POST('/organization/update-organization-details', { body }))).status).toBe(401);
    await registerAndLogin(client);
    // A learner (role 1) is never an organisation admin: refused for who they are, not for the body.
    expect((await failure(client.POST('/organization/update-organization-details', { body }))).status).toBe(403);
    expect((await failure(client.POST('/user-data/add-note', { body: { note_title: 'x'.repeat(5000), note_text: 'Text' } }))).status).toBe(400);
  });
});

describe('the system endpoints', () => {
  it('answer health and readiness, and 404 with the error schema for unknown API paths', async () => {
    const client = server.newClient();
    expect((await client.GET('/health')).data).toEqual({ status: 'ok' });
    expect((await client.GET('/ready')).data).toEqual({ status: 'ok' });
    const response = await fetch(`${server.baseUrl}/no/such/path`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'NotFound', message: 'There is no API operation at GET /api/no/such/path.' } });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the development outbox (DEV_OUTBOX)', () => {
  const switchedOff = { error: { code: 'NotFound', message: 'The development outbox is switched off.' } };
  const outbox = (email: string) => `/api/dev/outbox?to=${encodeURIComponent(email)}`;

  it('lets this machine read the emails sent to an address', async () => {
    const { email } = await registerAndLogin(server.newClient());
    await server.newClient().POST('/user/forgot-password', { body: { email } });
    const { data } = await server.newClient().GET('/dev/outbox', { params: { query: { to: email } } });
    expect(data?.messages.map((message) => message.subject)).toEqual(['Your Stride password reset code']);
  });

  it('answers another machine as if it were off, whatever the request claims', async () => {
    const email = uniqueEmail('stranger');
    const asked = [
      await server.app.inject({ method: 'GET', url: outbox(email), remoteAddress: '203.0.113.9' }),
      await server.app.inject({ method: 'GET', url: outbox(email), remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } }),
      // A proxy on this machine passing on a stranger's request: its socket is local, the addresses it names are not.
      await server.app.inject({ method: 'GET', url: outbox(email), headers: { 'x-forwarded-for': '203.0.113.9' } }),
      await server.app.inject({ method: 'GET', url: outbox(email), headers: { forwarded: 'for=203.0.113.9;proto=https' } }),
      // A page elsewhere that points its own DNS name at 127.0.0.1 (DNS rebinding).
      await server.app.inject({ method: 'GET', url: outbox(email), headers: { host: 'attacker.example:3000' } }),
    ];
    for (const answer of asked) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(switchedOff);
    }
    expect((await server.app.inject({ method: 'GET', url: outbox(email) })).statusCode).toBe(200);
  });

  it('is not served at all when switched off', async () => {
    const off = await startTestServer((config) => ({ ...config, devOutbox: false }));
    try {
      const answer = await fetch(`${off.baseUrl}/dev/outbox?to=someone%40example.com`);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual(switchedOff);
    } finally {
      await off.close();
    }
  });
});

describe('addresses that are not valid', () => {
  it('answer 400 with the error schema: a path segment too long, or not valid UTF-8', async () => {
    const client = server.newClient();
    await registerAndLogin(client);
    const long = await client.send('GET', `/schedule/entire-user-goal-schedule/${'9'.repeat(500)}`);
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ error: { code: 'BadRequest', message: 'A value in the address is too long.' } });
    const broken = await fetch(`${server.baseUrl}/user/check-registered/%E0%A4%A`);
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: { code: string } }).error.code).toBeDefined();
  });
});
