/**
 * What the Lighthouse scripts share: the stack as `npm start` serves it, on a fresh database, and Debian's Chromium
 * launched with the journeys' flags (tools/lighthouse.ts, tools/bench/lighthouse-signed-in.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const START_UP_LIMIT_MS = 10 * 60_000;

/** `npm start` on a fresh database, in its own process group so that stopping it stops the API too. */
export async function startStack(dataDir: string): Promise<ChildProcess> {
  const started = Date.now();
  const stack = spawn(process.execPath, ['--import', 'tsx', 'tools/start.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Stride is running:')) resolve();
    };
    stack.stdout?.on('data', collect);
    stack.stderr?.on('data', collect);
    stack.on('exit', (code) => reject(new Error(`npm start stopped during start-up (exit ${code}):\n${output}`)));
    // Only a hung start-up ends here: a busy machine builds and starts slowly, and that is no failure.
    setTimeout(() => reject(new Error(`npm start was not ready within ${START_UP_LIMIT_MS / 60_000} minutes:\n${output}`)), START_UP_LIMIT_MS).unref();
  });
  await ready;
  console.log(`The stack started in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  return stack;
}

export async function stopStack(stack: ChildProcess): Promise<void> {
  if (stack.exitCode !== null || stack.pid === undefined) return;
  const exited = new Promise((resolve) => stack.on('exit', resolve));
  process.kill(-stack.pid, 'SIGTERM');
  await exited;
}

/** Debian's Chromium with the journeys' flags (apps/e2e/chromium.json), never a downloaded browser. */
export function launchChromium() {
  const chromium = JSON.parse(readFileSync(join(root, 'apps', 'e2e', 'chromium.json'), 'utf8')) as { path: string; flags: string[] };
  return launch({ chromePath: process.env.CHROMIUM_PATH ?? chromium.path, chromeFlags: chromium.flags, logLevel: 'error' });
}
