/**
 * `npm start`: builds the three apps (cached by Nx), starts the API on the embedded database (migrated and
 * seeded with demo content), serves each app's production build on its own port with /api proxied to the
 * API, and prints the addresses and the demo sign-ins.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview, type PreviewServer } from 'vite';
import { demoAccounts } from '@stride/demo';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = Number(process.env.PORT ?? 3000);
const apps = [
  { name: 'learner', port: Number(process.env.LEARNER_PORT ?? 4200) },
  { name: 'org-admin', port: Number(process.env.ORG_ADMIN_PORT ?? 4300) },
  { name: 'back-office', port: Number(process.env.BACK_OFFICE_PORT ?? 4400) },
];

function buildApps() {
  const projects = apps.map((app) => `@stride/${app.name}`).join(',');
  const result = spawnSync('npx', ['nx', 'run-many', '-t', 'build', `--projects=${projects}`, '--output-style=static'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (result.status !== 0) throw new Error('Building the apps failed; see the output above.');
}

async function waitForApi(api: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`The API stopped during start-up (exit ${api.exitCode}).`);
    const ready = await fetch(`http://127.0.0.1:${apiPort}/api/ready`).then((response) => response.ok, () => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The API did not become ready within 2 minutes.');
}

async function main() {
  buildApps();
  const api = spawn('npx', ['tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(apiPort), SEED_DEMO: process.env.SEED_DEMO ?? 'true' },
  });
  const servers: PreviewServer[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => server.close()));
    api.kill('SIGTERM');
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  api.on('exit', (code) => {
    if (code !== 0) process.exitCode = code ?? 1;
    void Promise.all(servers.map((server) => server.close()));
  });

  await waitForApi(api);
  for (const app of apps) {
    process.env.API_URL = `http://127.0.0.1:${apiPort}`;
    servers.push(await preview({ configFile: join(root, 'apps', app.name, 'vite.config.ts'), preview: { port: app.port, host: '127.0.0.1' } }));
  }

  const lines = [
    '',
    'Stride is running:',
    ...apps.map((app) => `  ${app.name.padEnd(12)} http://localhost:${app.port}`),
    `  ${'api'.padEnd(12)} http://localhost:${apiPort}/api`,
    '',
    'Demo sign-ins:',
    ...demoAccounts.map((account) => `  ${account.label.padEnd(24)} ${account.email} / ${account.password}  (${account.app})`),
    '',
    'Press Ctrl+C to stop.',
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
