import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_START_LIMIT_MS, buildApiForTest, startApiProcess } from './testing/api-process';

const dataDir = mkdtempSync(join(tmpdir(), 'stride-server-test-'));
let built: Awaited<ReturnType<typeof buildApiForTest>>;
beforeAll(async () => {
  built = await buildApiForTest();
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  built.remove();
});

it('runs built: starts on a fresh embedded database, logs JSON with request ids, and stops cleanly on SIGTERM', async () => {
  const server = await startApiProcess(built.folder, { DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '' });
  const response = await fetch(`${server.baseUrl}/health`, { headers: { 'x-request-id': 'trace-1234567' } });
  expect(response.headers.get('x-request-id')).toBe('trace-1234567');

  expect(await server.stop()).toBe(0);
  const lines = server.output().trim().split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(lines.some((line) => line.reqId === 'trace-1234567' && line.msg === 'request completed')).toBe(true);
  expect(lines.some((line) => line.msg === 'shutting down' && line.signal === 'SIGTERM')).toBe(true);
}, API_START_LIMIT_MS + 60_000);
