/**
 * `npm start`: builds the three apps and the API (cached by Nx), starts the built API on the embedded
 * database (migrated and seeded with demo content) and the development identity provider for "Sign in with
 * Stride ID", serves each app's production build on its own port with the production server (tools/serve-apps:
 * precompressed files, cache rules, security headers, /api proxied to the API), and prints the addresses and
 * the demo sign-ins.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Server } from 'node:http';
import { demoAccounts, demoIdentities } from '@stride/demo';
import { startAppServer } from './serve-apps/server';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = Number(process.env.PORT ?? 3000);
const learnerPort = Number(process.env.LEARNER_PORT ?? 4200);
const orgAdminPort = Number(process.env.ORG_ADMIN_PORT ?? 4300);
const backOfficePort = Number(process.env.BACK_OFFICE_PORT ?? 4400);
const apps = [
  { name: 'learner', port: learnerPort },
  { name: 'org-admin', port: orgAdminPort },
  { name: 'back-office', port: backOfficePort },
];
// The provider sends people back to the learner app; the API and the provider must agree on its address.
// Emails to new back-office admins link to the back-office app, those to organisation admins to the org-admin app.
const childEnv = {
  ...process.env,
  LEARNER_APP_URL: process.env.LEARNER_APP_URL ?? `http://localhost:${learnerPort}`,
  ORG_ADMIN_APP_URL: process.env.ORG_ADMIN_APP_URL ?? `http://localhost:${orgAdminPort}`,
  BACK_OFFICE_APP_URL: process.env.BACK_OFFICE_APP_URL ?? `http://localhost:${backOfficePort}`,
};
// Same rule as the API's config: outside production, with OIDC_ISSUER unset, social sign-in uses the local provider.
const devIdp = process.env.NODE_ENV !== 'production' && process.env.OIDC_ISSUER === undefined ? `http://127.0.0.1:${Number(process.env.DEV_IDP_PORT ?? 4500)}` : null;

/** The three apps and the API (bundled into apps/api/dist: production runs compiled JavaScript, not tsx). */
function buildApps() {
  const projects = [...apps.map((app) => `@stride/${app.name}`), '@stride/api'].join(',');
  const result = spawnSync('npx', ['nx', 'run-many', '-t', 'build', `--projects=${projects}`, '--output-style=static'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (result.status !== 0) throw new Error('Building the apps failed; see the output above.');
}

/**
 * How long a process may take to answer: generously, since on a busy machine the API's start (PGlite,
 * migrations, seed) has taken over a minute. A process that exits fails at once; only one that hangs waits this long.
 */
const START_UP_LIMIT_MS = 5 * 60_000;

async function waitFor(name: string, child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + START_UP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The ${name} stopped during start-up (exit ${child.exitCode}).`);
    const ready = await fetch(url).then((response) => response.ok, () => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The ${name} did not become ready within ${START_UP_LIMIT_MS / 60_000} minutes.`);
}

async function main() {
  buildApps();
  // Node itself (not npx) runs the API and the provider, so stopping them reaches the processes holding the ports.
  const api = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...childEnv, PORT: String(apiPort), SEED_DEMO: process.env.SEED_DEMO ?? 'true' },
  });
  const identityProvider = devIdp
    ? spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/dev-idp.js'], { cwd: root, stdio: 'inherit', env: childEnv })
    : null;
  const servers: Server[] = [];
  // Open connections (a browser's kept-alive ones) are cut: stopping does not wait for the tabs to close.
  const closeServers = () =>
    Promise.all(
      servers.map(
        (server) =>
          new Promise((resolve) => {
            server.close(resolve);
            server.closeAllConnections();
          }),
      ),
    );
  const stop = async () => {
    await closeServers();
    api.kill('SIGTERM');
    identityProvider?.kill('SIGTERM');
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  api.on('exit', (code) => {
    if (code !== 0) process.exitCode = code ?? 1;
    identityProvider?.kill('SIGTERM');
    void closeServers();
  });

  await waitFor('API', api, `http://127.0.0.1:${apiPort}/api/ready`);
  if (identityProvider && devIdp) await waitFor('development identity provider', identityProvider, `${devIdp}/.well-known/openid-configuration`);
  for (const app of apps) {
    const { server } = await startAppServer({ root: join(root, 'apps', app.name, 'dist'), apiUrl: `http://127.0.0.1:${apiPort}`, port: app.port, host: '127.0.0.1' });
    servers.push(server);
  }

  const lines = [
    '',
    'Stride is running:',
    ...apps.map((app) => `  ${app.name.padEnd(12)} http://localhost:${app.port}`),
    `  ${'api'.padEnd(12)} http://localhost:${apiPort}/api`,
    ...(devIdp ? [`  ${'stride-id'.padEnd(12)} ${devIdp}  (development identity provider)`] : []),
    '',
    'Demo sign-ins:',
    ...demoAccounts.map((account) => `  ${account.label.padEnd(24)} ${account.email} / ${account.password}  (${account.app})`),
    ...(devIdp
      ? [
          '',
          '"Sign in with Stride ID" on the learner login (any password; any other email is a new, verified person):',
          ...demoIdentities.map((identity) => `  ${identity.label.padEnd(24)} ${identity.email}${identity.email_verified ? '' : '  (email not verified: refused)'}`),
        ]
      : []),
    '',
    'Press Ctrl+C to stop.',
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
