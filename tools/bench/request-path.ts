/**
 * On demand, not in `npm test`: the API's request path against bare Fastify. `npx tsx tools/bench/request-path.ts`
 *
 * On the local PostgreSQL (../shared/STACK.md; BENCH_POSTGRES_URL to use another) it creates a database,
 * migrates and seeds it with the demo content, builds the API as production runs it, signs the demo learner
 * in, then loads with autocannon on loopback, 100 connections, each server warmed before it is measured:
 * 1. the baselines: a bare Fastify `/hello`, and a bare Fastify + pg one indexed-row select;
 * 2. the API's `/health`, `user/check-auth` and `program/get-enrolled` with the signed-in session;
 * twice, in turn, keeping each load's better round. It prints req/s, p50, p99, the server's and the database's CPU per request and each ratio against its
 * goal (health ≥ 0.5 × hello; check-auth and get-enrolled ≥ 0.6 × the select; p99 ≤ 50 ms), then drops the
 * database. Any answer other than 2xx, or any connection error, fails the run. About two and a half minutes.
 * Figures: docs/performance.md, "Request path benchmark". BENCH_CPU_PROFILE=<folder> profiles the API.
 */
import { demoAccounts } from '@stride/demo';
import {
  benchDatabase,
  failOnErrors,
  measure,
  profileFlags,
  requestsPerSecond,
  runBench,
  startRun,
  residentMiB,
  startApi,
  startBaseline,
  table,
  waitUntilAnswering,
  withServerClient,
  type LoadSettings,
  type Measured,
  type Server,
} from './harness';

const database = benchDatabase('stride_request_bench');
const clock = new Date('2026-11-18T06:30:00Z');
const load: LoadSettings = { connections: 100, warmUpSeconds: 3, seconds: 8 };
const rounds = 2;
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
  const run = await startRun(database);
  const { children, built } = run;
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

    console.log(`Load: ${load.connections} connections, ${load.warmUpSeconds} s warm-up then ${load.seconds} s each, ${rounds} rounds…`);
    const loads: { name: string; server: Server; next: () => { path: string; cookie?: string } }[] = [
      { name: 'baseline: bare Fastify hello', server: baseline, next: () => ({ path: '/hello' }) },
      { name: 'API: /health', server: api, next: () => ({ path: '/api/health' }) },
      { name: 'baseline: bare Fastify + pg, one indexed row', server: baseline, next: () => ({ path: `/row/${rowId}` }) },
      { name: 'API: user/check-auth', server: api, next: () => ({ path: '/api/user/check-auth', cookie }) },
      { name: 'API: program/get-enrolled', server: api, next: () => ({ path: '/api/program/get-enrolled', cookie }) },
    ];
    // Each load is measured once per round, the rounds one after another, and its best round is kept: on a
    // shared machine a neighbour's burst lowers one measure, never raises it, so the best of each side is
    // the fairest pair to compare.
    const best = new Map<string, Measured>();
    const everyRun: Measured[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      for (const { name, server, next } of loads) {
        const run = await measure(name, server, next, load);
        everyRun.push(run);
        const kept = best.get(name);
        if (!kept || requestsPerSecond(run.result) > requestsPerSecond(kept.result)) best.set(name, run);
      }
    }
    const measured = (name: string) => best.get(name) as Measured;
    const [hello, health, select, checkAuth, enrolled] = loads.map(({ name }) => measured(name)) as [Measured, Measured, Measured, Measured, Measured];
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
    console.log(`\n${run.summary()}`);
    failOnErrors(everyRun);
  } finally {
    await run.cleanUp();
  }
}

runBench(main);
