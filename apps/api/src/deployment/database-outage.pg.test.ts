import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { BACK_OFFICE_PASSWORD, signedInBackOfficeAdmin } from '../testing/back-office';
import { TEST_PASSWORD, failure, registerAndLogin } from '../testing/helpers';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy';
import { createPostgresDatabase } from '../testing/test-database';
import { startTestServer, type TestClient, type TestServer } from '../testing/test-server';

/**
 * PostgreSQL going away under a running API (issue 25, finding 2): a restart of a few seconds used to answer
 * the session check with 401, and the apps signed everyone out. The API reaches its database through a TCP
 * proxy the test cuts and restores, so the shared server is never stopped. PostgreSQL only (the embedded
 * database lives in the process and cannot go away).
 */
const adminUrl = process.env.TEST_DATABASE_URL as string;
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let proxy: TcpProxy;
let server: TestServer;

beforeAll(async () => {
  database = await createPostgresDatabase(adminUrl);
  const direct = new URL(database.url);
  proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const proxied = new URL(database.url);
  proxied.port = String(proxy.port);
  const handle = await openDatabase({ url: proxied.toString(), dataDir: 'memory://' });
  await handle.migrate();
  server = await startTestServer((config) => config, handle);
});

afterAll(async () => {
  await server?.close();
  await proxy?.close();
  await database?.drop();
});

/** A raw call with the client's cookie and token: the contract declares 503 only on the session checks and sign-ins. */
async function send(client: TestClient, token: string, method: string, path: string, body?: unknown) {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { cookie, authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const unavailable = { error: { code: 'ServiceUnavailable', message: "Stride can't reach its database right now. Please try again in a moment." } };

describe('while the database cannot be reached', () => {
  it('every path answers 503 with Retry-After, never 401, sessions survive, and all works again once it is back', async () => {
    const learner = server.newClient();
    const { email, session } = await registerAndLogin(learner);
    const { client: admin, email: adminEmail } = await signedInBackOfficeAdmin(server);

    await proxy.cut();
    try {
      const checks = [await learner.send('GET', '/user/check-auth'), await admin.send('GET', '/admin/check-auth'), await fetch(`${server.baseUrl}/ready`)];
      const write = await send(learner, session.token, 'POST', '/user/update', { first_name: 'Ada', last_name: 'King' });
      const read = await send(learner, session.token, 'GET', '/goal/enrolled-goals');
      for (const answer of [...checks, write, read]) {
        expect(answer.status).toBe(503);
        expect(answer.headers.get('retry-after')).toBe('5');
        expect(await answer.json()).toEqual(unavailable);
        // Nothing clears the session cookie: the browser keeps its session through the outage.
        expect(answer.headers.getSetCookie()).toEqual([]);
      }
      // Signing in meanwhile is 503 too, not a 500 and not "Incorrect email or password".
      expect(await failure(server.newClient().POST('/user/login', { body: { email, password: TEST_PASSWORD } }))).toMatchObject({ status: 503, code: 'ServiceUnavailable' });
      expect(await failure(server.newClient().POST('/admin/login', { body: { email: adminEmail, password: BACK_OFFICE_PASSWORD } }))).toMatchObject({ status: 503 });
    } finally {
      await proxy.restore();
    }

    // The same sessions, untouched, and everything answers again.
    expect((await learner.GET('/user/check-auth')).data).toMatchObject({ email, token: session.token });
    expect((await admin.GET('/admin/check-auth')).data).toMatchObject({ email: adminEmail });
    expect((await send(learner, session.token, 'POST', '/user/update', { first_name: 'Ada', last_name: 'King' })).status).toBe(200);
    expect((await learner.GET('/user/check-auth')).data?.last_name).toBe('King');
    expect((await server.newClient().POST('/user/login', { body: { email, password: TEST_PASSWORD } })).response.status).toBe(200);
    expect((await fetch(`${server.baseUrl}/ready`)).status).toBe(200);
  });

  it('still refuses a session that does not exist with 401 once the database answers', async () => {
    const stranger = server.newClient();
    stranger.cookies.set('stride_session', 'not-a-session');
    expect(await failure(stranger.GET('/user/check-auth'))).toMatchObject({ status: 401, code: 'SessionExpired' });
  });
});
