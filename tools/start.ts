/**
 * `npm start`: builds the three apps and the API (cached by Nx), starts the built API on the embedded
 * database (migrated and seeded with demo content) and the development identity provider for "Sign in with
 * Stride ID", serves each app's production build on its own port with the production server (tools/serve-apps:
 * precompressed files, cache rules, security headers, /api proxied to the API), and prints the addresses and
 * the demo sign-ins. The API and the provider are started again when they die; when one keeps dying, or on
 * Ctrl+C, everything stops together.
 */
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Server } from 'node:http';
import { demoAccounts, demoIdentities } from '@stride/demo';
import { startAppServer } from './serve-apps/server';
import { supervise, type Supervised } from './supervise';

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
// TRUST_PROXY=true: a proxy of yours (one that terminates HTTPS) stands in front of the app servers, so they
// believe its X-Forwarded-Proto and -For. The API always believes the app servers on this machine, so it knows
// the browser's address and whether it used HTTPS (session cookies are Secure exactly then: COOKIE_SECURE=auto).
const behindProxy = ['true', '1'].includes(process.env.TRUST_PROXY ?? '');
// Emails stay readable on this machine (reset codes, invitations) unless switched off; production refuses it.
const devOutbox = process.env.DEV_OUTBOX ? ['true', '1'].includes(process.env.DEV_OUTBOX) : process.env.NODE_ENV !== 'production';
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
 * migrations, seed) has taken over a minute. A process that gives up fails at once; only one that hangs waits this long.
 */
const START_UP_LIMIT_MS = 5 * 60_000;

async function waitFor(name: string, supervised: Supervised, url: string): Promise<void> {
  const deadline = Date.now() + START_UP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (supervised.gaveUp) throw new Error(`The ${name} did not start; see its output above.`);
    const ready = await fetch(url).then((response) => response.ok, () => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The ${name} did not become ready within ${START_UP_LIMIT_MS / 60_000} minutes.`);
}

async function main() {
  buildApps();
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
  const children: Supervised[] = [];
  let stopping = false;
  /** Stops the whole stack: never half of it left running. */
  const stop = async (reason?: string) => {
    if (stopping) return;
    stopping = true;
    if (reason) {
      console.error(`\n${reason}`);
      process.exitCode = 1;
    }
    await Promise.all([closeServers(), ...children.map((child) => child.stop())]);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());

  // Node itself (not npx) runs the API and the provider, so stopping them reaches the processes holding the ports.
  // Each is started again when it dies (a crash, a kill -9), and everything stops if it keeps dying.
  const api = supervise({
    name: 'API',
    spawn: () =>
      spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
        cwd: root,
        stdio: 'inherit',
        env: { ...childEnv, PORT: String(apiPort), SEED_DEMO: process.env.SEED_DEMO ?? 'true', DEV_OUTBOX: String(devOutbox), TRUST_PROXY: '127.0.0.1,::1' },
      }),
    onGiveUp: (reason) => void stop(reason),
  });
  children.push(api);
  const identityProvider = devIdp
    ? supervise({
        name: 'development identity provider',
        spawn: () => spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/dev-idp.js'], { cwd: root, stdio: 'inherit', env: childEnv }),
        onGiveUp: (reason) => void stop(reason),
      })
    : null;
  if (identityProvider) children.push(identityProvider);

  try {
    await waitFor('API', api, `http://127.0.0.1:${apiPort}/api/ready`);
    if (identityProvider && devIdp) await waitFor('development identity provider', identityProvider, `${devIdp}/.well-known/openid-configuration`);
    for (const app of apps) {
      const { server } = await startAppServer({ root: join(root, 'apps', app.name, 'dist'), apiUrl: `http://127.0.0.1:${apiPort}`, port: app.port, host: '127.0.0.1', trustProxy: behindProxy });
      servers.push(server);
    }
  } catch (error) {
    // Whatever did start is stopped too.
    await stop(error instanceof Error ? error.message : String(error));
    return;
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
    devOutbox
      ? `Development outbox: on, for this machine only: http://localhost:${apiPort}/api/dev/outbox?to=<email> (DEV_OUTBOX=false switches it off)`
      : 'Development outbox: off',
    '',
    'Press Ctrl+C to stop.',
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
