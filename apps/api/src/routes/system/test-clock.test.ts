import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { systemClock } from '../../lib/clock';
import { openTestDatabase } from '../../testing/test-database';
import { failure, registerAndLogin } from '../../testing/helpers';
import { startTestServer, type TestServer } from '../../testing/test-server';

describe('the server clock in production', () => {
  it('cannot be switched to the test clock', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK: '2026-11-18T09:00:00Z' })).toThrow(
      "TEST_CLOCK cannot be set in production: only tests may move the server's clock.",
    );
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK: 'now' })).toThrow(/cannot be set in production/);
    expect(loadConfig({ NODE_ENV: 'production' }).testClock).toBeNull();
  });

  it('is the system clock, and the switch does not exist', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }), db: database.db });
    try {
      expect(app.clock).toBe(systemClock);
      expect(Object.isFrozen(app.clock)).toBe(true);
      const moved = await app.inject({ method: 'PUT', url: '/api/test/clock', payload: { now: '2030-01-01T00:00:00Z' } });
      expect(moved.statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/test/clock' })).statusCode).toBe(404);
      // Between two readings of the system's clock, however long the machine took between them.
      const before = Date.now();
      const now = app.clock.now().getTime();
      expect(now).toBeGreaterThanOrEqual(before);
      expect(now).toBeLessThanOrEqual(Date.now());
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('TEST_CLOCK outside production', () => {
  it('accepts now or an ISO instant and refuses anything else', () => {
    expect(loadConfig({ TEST_CLOCK: 'now' }).testClock).toEqual({ start: null });
    expect(loadConfig({ TEST_CLOCK: '2026-11-18T09:30:00Z' }).testClock).toEqual({ start: new Date('2026-11-18T09:30:00Z') });
    expect(loadConfig({}).testClock).toBeNull();
    expect(() => loadConfig({ TEST_CLOCK: 'tomorrow' })).toThrow('TEST_CLOCK must be "now" or an ISO date-time such as 2026-11-18T09:30:00Z, got "tomorrow"');
  });
});

describe('the test clock', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is set through PUT /api/test/clock and keeps running from there', async () => {
    const setAt = Date.now();
    const put = await fetch(`${server.baseUrl}/test/clock`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now: '2026-11-18T09:30:00Z' }),
    });
    expect(put.status).toBe(200);
    const read = (await (await fetch(`${server.baseUrl}/test/clock`)).json()) as { now: string };
    // It ran on by no more than the time that passed here since before it was set: a bound however slow the machine.
    const drift = new Date(read.now).getTime() - Date.parse('2026-11-18T09:30:00Z');
    expect(drift).toBeGreaterThanOrEqual(0);
    expect(drift).toBeLessThanOrEqual(Date.now() - setAt);
  });

  it('refuses a value that is not an instant', async () => {
    const put = await fetch(`${server.baseUrl}/test/clock`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now: 'next week' }),
    });
    expect(put.status).toBe(400);
    expect(await put.json()).toEqual({ error: { code: 'ValidationError', message: 'now must be an ISO date-time such as 2026-11-18T09:30:00Z.' } });
  });

  it('is the time sessions expire by', async () => {
    server.clock.set(new Date('2026-11-18T09:30:00Z'));
    const client = server.newClient();
    await registerAndLogin(client);
    expect((await client.GET('/user/check-auth')).response.status).toBe(200);
    server.clock.advance(server.config.sessionTtlSeconds * 1000 + 1000);
    const expired = await failure(client.GET('/user/check-auth'));
    expect(expired.status).toBe(401);
    expect(expired.code).toBe('SessionExpired');
  });
});
