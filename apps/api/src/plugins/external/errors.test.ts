import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../testing/test-database';

/** The error log of a real app, with two routes that fail the way a bug would. */
let app: App;
let database: DatabaseHandle;
const lines: { msg: string; suppressed?: number }[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().trim().split('\n').map((line) => JSON.parse(line) as { msg: string }));
      done();
    },
  });
  app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', TEST_CLOCK: 'now' }), db: database.db, fastify: { logger: { level: 'error', stream } } });
  app.get('/api/test-failure/type', async () => {
    throw new TypeError('a bug');
  });
  app.get('/api/test-failure/range', async () => {
    throw new RangeError('another bug');
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the error log', () => {
  it('holds ten failures of one kind a minute, however many come, and every other kind still', async () => {
    lines.length = 0;
    for (let i = 0; i < 40; i += 1) expect((await app.inject({ method: 'GET', url: '/api/test-failure/type' })).statusCode).toBe(500);
    expect(lines.filter((line) => line.msg === 'unexpected error')).toHaveLength(10);
    expect((await app.inject({ method: 'GET', url: '/api/test-failure/range' })).statusCode).toBe(500);
    expect(lines.filter((line) => line.msg === 'unexpected error')).toHaveLength(11);
  });

  it('logs nothing for bodies nested 20,000 deep: each is a 400 before any walk', async () => {
    lines.length = 0;
    const payload = '['.repeat(20_000) + ']'.repeat(20_000);
    for (let i = 0; i < 20; i += 1) {
      const response = await app.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' }, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'BodyTooDeep', message: 'The request body nests lists and objects too deeply: at most 64 levels.' } });
    }
    expect(lines).toEqual([]);
  });
});
