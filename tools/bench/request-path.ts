/**
 * On demand, not in `npm test`: the API's request path against bare Fastify. `npx tsx tools/bench/request-path.ts`
 *
 * On the local PostgreSQL (../shared/STACK.md; BENCH_POSTGRES_URL to use another) it creates a database,
 * migrates and seeds it with the demo content, builds the API as production runs it, signs the demo learner
 * in, then loads with autocannon on loopback, 100 connections, each server warmed before it is measured:
 * 1. the baselines: a bare Fastify `/hello`, and a bare Fastify + pg one indexed-row select;
 * 2. the API's `/health`, `user/check-auth` and `program/get-enrolled` with the signed-in session.
 * It prints req/s, p50, p99, the server's and the database's CPU per request and each ratio against its
 * goal (health ≥ 0.5 × hello; check-auth and get-enrolled ≥ 0.6 × the select; p99 ≤ 50 ms), then drops the
 * database. Any answer other than 2xx, or any connection error, fails the run. About a minute and a half.
 * Figures: docs/performance.md, "Request path benchmark". BENCH_CPU_PROFILE=<folder> profiles the API.
 */
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import { demoAccounts } from '@stride/demo';
import {
  benchDatabase,
  buildApi,
  failOnErrors,
  measure,
  profileFlags,
  removeBuiltApi,
  requestsPerSecond,
  residentMiB,
  startApi,
  startBaseline,
  stop,
  table,
  waitUntilAnswering,
  withServerClient,
  type LoadSettings,
  type Measured,
  type Server,
} from './harness';

const database = benchDatabase('stride_request_bench');
const clock = new Date('2026-11-18T06:30:00Z');
const load: LoadSettings = { connections: 100, warmUpSeconds: 5, seconds: 10 };
const ports = { api: 3951, baseline: 3953 };
const goals = { healthRatio: 0.5, sessionRatio: 0.6, p99Ms: 50 };

/** Signs the demo learner in through the API, as the learner app does; returns the session cookie. */
async function signIn(port: number): Promise<string> {
  const learner = demoAccounts.find((account) => account.app === 'learner');
  if (!learner) throw new Error('No demo learner.');
  const response = await fetch(`http://127.0.0.1:${port}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: learner.email, password: learner.password }),
  });
  const cookie = response.headers.getSetCookie().find((header) => header.startsWith('stride_session='));
  if (response.status !== 200 || !cookie) throw new Error(`Signing the demo learner in answered ${response.status}.`);
  return cookie.split(';')[0] as string;
}

const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

async function main() {
  const startedAt = Date.now();
  const loadAtStart = os.loadavg()[0]?.toFixed(1);
  await database.create();
  const built = buildApi();
  const children: ChildProcess[] = [];
  try {
    database.migrateAndSeed(clock);
    const rowId = await withServerClient(`/${database.name}`, async (client) => (await client.query<{ id: number }>('select min(id) as id from users')).rows[0]?.id);
    const baseline: Server = { port: ports.baseline, process: startBaseline(ports.baseline, database.url()) };
    children.push(baseline.process);
    await waitUntilAnswering('baseline', baseline.process, `http://127.0.0.1:${ports.baseline}/hello`);
    const spawnedAt = Date.now();
    const api: Server = { port: ports.api, process: startApi(built, ports.api, database.url(), clock, profileFlags()) };
    children.push(api.process);
    await waitUntilAnswering('API', api.process, `http://127.0.0.1:${ports.api}/api/ready`);
    const startUp = { seconds: (Date.now() - spawnedAt) / 1000, residentMiB: residentMiB(api.process) };
    const cookie = await signIn(ports.api);

    console.log(`Load: ${load.connections} connections, ${load.warmUpSeconds} s warm-up then ${load.seconds} s each…`);
    const hello = await measure('baseline: bare Fastify hello', baseline, () => ({ path: '/hello' }), load);
    const select = await measure('baseline: bare Fastify + pg, one indexed row', baseline, () => ({ path: `/row/${rowId}` }), load);
    const health = await measure('API: /health', api, () => ({ path: '/api/health' }), load);
    const checkAuth = await measure('API: user/check-auth', api, () => ({ path: '/api/user/check-auth', cookie }), load);
    const enrolled = await measure('API: program/get-enrolled', api, () => ({ path: '/api/program/get-enrolled', cookie }), load);
    // autocannon drops its connections at the end; let the handlers still running finish before the API stops.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const residentAfterLoad = residentMiB(api.process);

    const ratio = (run: Measured, against: Measured) => requestsPerSecond(run.result) / requestsPerSecond(against.result);
    const checks = [
      { run: health, against: hello, goal: goals.healthRatio },
      { run: checkAuth, against: select, goal: goals.sessionRatio },
      { run: enrolled, against: select, goal: goals.sessionRatio },
    ];
    const ratioColumn = {
      heading: 'Ratio (goal)',
      value: (row: Measured) => {
        const check = checks.find(({ run }) => run === row);
        return check ? `${ratio(check.run, check.against).toFixed(2)} (≥ ${check.goal})` : '1';
      },
    };
    console.log(`\nRun on ${new Date().toISOString().slice(0, 10)}:\n\n${table([hello, select, health, checkAuth, enrolled], ratioColumn)}\n`);
    for (const { run, against, goal } of checks) {
      const value = ratio(run, against);
      console.log(`${run.name}: ${value.toFixed(2)} × ${against.name.replace('baseline: ', '')} (goal ≥ ${goal}: ${verdict(value >= goal)}); p99 ${run.result.latency.p99} ms (goal ≤ ${goals.p99Ms} ms: ${verdict(run.result.latency.p99 <= goals.p99Ms)})`);
    }
    const mib = (value: number | null) => (value === null ? '?' : `${Math.round(value)} MiB`);
    console.log(`\nAPI start-up (built, migrated database): ${startUp.seconds.toFixed(1)} s to /ready; resident memory ${mib(startUp.residentMiB)} when ready, ${mib(residentAfterLoad)} after the load.`);
    console.log(`\nWhole run: ${Math.round((Date.now() - startedAt) / 1000)} s; ${os.cpus().length} cores, load average (1 min) ${loadAtStart} at the start, ${os.loadavg()[0]?.toFixed(1)} at the end.`);
    failOnErrors([hello, select, health, checkAuth, enrolled]);
  } finally {
    await Promise.all(children.map(stop));
    await database.drop();
    removeBuiltApi(built);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
