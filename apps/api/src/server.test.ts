import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApi } from '../build';

const apiRoot = join(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'stride-server-test-'));
// Built inside apps/api so the bundle's package imports resolve as they do from apps/api/dist.
const builtDir = mkdtempSync(join(apiRoot, '.server-test-'));
beforeAll(() => buildApi(builtDir));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(builtDir, { recursive: true, force: true });
});

async function waitForReady(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} never became ready`);
}

it('runs built: starts on a fresh embedded database, logs JSON with request ids, and stops cleanly on SIGTERM', async () => {
  const port = 3900 + Math.floor(Math.random() * 90);
  const server = spawn(process.execPath, ['--enable-source-maps', join(builtDir, 'server.js')], {
    cwd: tmpdir(),
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));

  await waitForReady(`http://127.0.0.1:${port}/api/ready`, Date.now() + 60_000);
  const response = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { 'x-request-id': 'trace-1234567' } });
  expect(response.headers.get('x-request-id')).toBe('trace-1234567');

  server.kill('SIGTERM');
  expect(await exited).toBe(0);
  const lines = output.trim().split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(lines.some((line) => line.reqId === 'trace-1234567' && line.msg === 'request completed')).toBe(true);
  expect(lines.some((line) => line.msg === 'shutting down' && line.signal === 'SIGTERM')).toBe(true);
});
