import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApi } from '../../build';

const apiRoot = join(import.meta.dirname, '..', '..');

/**
 * The API built as production builds it, in a folder of the test's own inside apps/api (so the bundle's
 * package imports resolve as they do from apps/api/dist, and a running `npm start` keeps its dist).
 */
export async function buildApiForTest(): Promise<{ folder: string; remove(): void }> {
  const folder = mkdtempSync(join(apiRoot, '.build-test-'));
  await buildApi(folder);
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

export interface ApiProcess {
  process: ChildProcess;
  port: number;
  /** `http://127.0.0.1:<port>/api` */
  baseUrl: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** SIGTERM, then its exit code. */
  stop(): Promise<number | null>;
}

/**
 * How long a built API may take to answer /ready: it starts in a few seconds, but on a busy machine PGlite's
 * start and the migrations have taken over a minute. Only a process that hangs should fail here; tests that
 * start one give themselves this and a minute more.
 */
export const API_START_LIMIT_MS = 4 * 60_000;

/** Starts the built server (`node --enable-source-maps server.js`) on a free port with `env`; resolves once /ready answers. */
export async function startApiProcess(built: string, env: Record<string, string>): Promise<ApiProcess> {
  // Below the apps' ports (4200-4500), so a running `npm start` is never in the way.
  const port = 3900 + Math.floor(Math.random() * 200);
  const child = spawn(process.execPath, ['--enable-source-maps', join(built, 'server.js')], {
    cwd: tmpdir(),
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', OIDC_ISSUER: '', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}/api`;
  const deadline = Date.now() + API_START_LIMIT_MS;
  while (!(await fetch(`${baseUrl}/ready`).then((response) => response.ok, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The API process did not become ready (exit ${child.exitCode}):\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    process: child,
    port,
    baseUrl,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
