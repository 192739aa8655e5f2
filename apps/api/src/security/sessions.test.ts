import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/index';
import { TEST_PASSWORD, failure, login, registerAndLogin } from '../testing/helpers';
import { startTestServer, type TestClient, type TestServer } from '../testing/test-server';

// OWASP ASVS 5.0 V7 (session management) and V3 (web frontend security: headers) for the API.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const sessionCookie = (client: TestClient) => client.cookies.get('stride_session') ?? '';
const checkAuth = (client: TestClient) => client.GET('/user/check-auth');

describe('session secrets', () => {
  it('are 256 random bits each, never repeated, and stored only as a hash', async () => {
    const client = server.newClient();
    const { email, session } = await registerAndLogin(client);
    const secrets = new Set<string>([sessionCookie(client)]);
    for (let i = 0; i < 9; i += 1) {
      await login(client, email);
      secrets.add(sessionCookie(client));
    }
    expect(secrets.size).toBe(10);
    for (const secret of secrets) expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 bytes, base64url
    const stored = await server.database.db.select({ hash: sessions.secret_hash }).from(sessions).where(eq(sessions.user_id, session.id));
    expect(stored).toHaveLength(10);
    for (const { hash } of stored) expect(secrets.has(hash)).toBe(false);
  });

  it('are new at every sign-in: a secret planted before sign-in is never adopted', async () => {
    const client = server.newClient();
    const { email } = await registerAndLogin(client);
    const planted = 'attacker-chosen-value-attacker-chosen-value0';
    client.cookies.set('stride_session', planted);
    await login(client, email);
    expect(sessionCookie(client)).not.toBe(planted);
    const victim = server.newClient();
    victim.cookies.set('stride_session', planted);
    expect((await failure(checkAuth(victim))).status).toBe(401);
  });
});

describe('session end', () => {
  it('logout ends the session on the server: the old cookie no longer works', async () => {
    const client = server.newClient();
    await registerAndLogin(client);
    const secret = sessionCookie(client);
    await client.POST('/user/logout');
    const replay = server.newClient();
    replay.cookies.set('stride_session', secret);
    expect((await failure(checkAuth(replay))).status).toBe(401);
  });

  it('a password reset ends every session of that learner', async () => {
    const first = server.newClient();
    const { email } = await registerAndLogin(first);
    const second = server.newClient();
    await login(second, email);
    await first.POST('/user/forgot-password', { body: { email } });
    const [message] = await server.app.mailer.messagesTo(email);
    const code = /verification code is (\d{6})/.exec(message!.text)![1]!;
    await server.newClient().POST('/user/reset-password', { body: { email, code, password: 'Another#2027' } });
    expect((await failure(checkAuth(first))).status).toBe(401);
    expect((await failure(checkAuth(second))).status).toBe(401);
  });

  it('times out after the idle timeout, while use keeps it alive until its absolute lifetime', async () => {
    const { sessionIdleSeconds: idle, sessionTtlSeconds: lifetime } = server.config;
    expect(idle).toBeLessThan(lifetime);
    const start = new Date('2026-11-18T09:00:00Z');

    // The clock runs on from `start` while signing in (seconds on a loaded machine): times count from after it.
    server.clock.set(start);
    const idleClient = server.newClient();
    await registerAndLogin(idleClient);
    server.clock.set(new Date(server.clock.now().getTime() + idle * 1000 + 1000));
    const timedOut = await failure(checkAuth(idleClient));
    expect(timedOut.status).toBe(401);
    expect(timedOut.code).toBe('SessionExpired');

    server.clock.set(start);
    const busy = server.newClient();
    await registerAndLogin(busy);
    const signedIn = server.clock.now().getTime();
    // Used every day: the idle timeout never runs out, the absolute lifetime does.
    for (let day = 1; day * 86_400 < lifetime; day += 1) {
      server.clock.set(new Date(signedIn + day * 86_400_000));
      expect((await checkAuth(busy)).response.status, `day ${day}`).toBe(200);
    }
    server.clock.set(new Date(signedIn + lifetime * 1000 + 1000));
    expect((await failure(checkAuth(busy))).status).toBe(401);
    expect(await server.app.sessions.deleteExpired()).toBeGreaterThanOrEqual(2);
    server.clock.set(new Date());
  });
});

describe('security headers of the API', () => {
  it('forbid framing, sniffing, referrers and caching, and allow no content', async () => {
    const client = server.newClient();
    await registerAndLogin(client);
    const answers = [await fetch(`${server.baseUrl}/health`), (await checkAuth(client)).response, await fetch(`${server.baseUrl}/no/such/path`)];
    for (const response of answers) {
      const header = (name: string) => response.headers.get(name);
      expect(header('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(header('x-content-type-options')).toBe('nosniff');
      expect(header('x-frame-options')).toBe('DENY');
      expect(header('referrer-policy')).toBe('no-referrer');
      expect(header('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(header('cross-origin-resource-policy')).toBe('same-origin');
      expect(header('cache-control')).toBe('no-store');
      expect(header('x-powered-by')).toBeNull();
      expect(header('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('Secure cookies (COOKIE_SECURE=auto, the default outside production)', () => {
  it('are Secure exactly when the request came over HTTPS, as the trusted proxy in front says', async () => {
    const behindProxy = await startTestServer((config) => ({ ...config, trustProxy: '127.0.0.1,::1' }));
    try {
      const { email } = await registerAndLogin(behindProxy.newClient());
      const signIn = (proto: string) =>
        fetch(`${behindProxy.baseUrl}/user/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-proto': proto },
          body: JSON.stringify({ email, password: TEST_PASSWORD }),
        });
      expect((await signIn('https')).headers.getSetCookie()).toEqual([expect.stringMatching(/^stride_session=.*; HttpOnly; Secure; SameSite=Lax$/)]);
      expect((await signIn('http')).headers.getSetCookie()).toEqual([expect.not.stringMatching(/Secure/)]);
    } finally {
      await behindProxy.close();
    }
  });
});
