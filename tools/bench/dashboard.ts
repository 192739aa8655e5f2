/**
 * On demand, not in `npm test`: the learner dashboard's API benchmark. `npx tsx tools/bench/dashboard.ts`
 *
 * On the local PostgreSQL (../shared/STACK.md; BENCH_POSTGRES_URL to use another) it creates a fresh
 * database, migrates and seeds it with the demo content, adds 1,000 learners with about three months of
 * history (seed-learners.ts), then:
 * 1. runs every call of the dashboard's mix once through a query recorder: how many statements each sends,
 *    the index each uses (EXPLAIN), and any sequential scan of a large table, printed in full;
 * 2. loads, with autocannon on loopback, a bare Fastify + pg single indexed-row select (the baseline) and
 *    then the API with the dashboard's mix, each request from a random learner, at the same settings;
 * 3. loads each call of the mix alone, briefly, so a slow call shows.
 * It prints req/s, p50, p99 and the server's CPU per request, the ratio to the baseline and the goals
 * (ratio ≥ 0.5, p99 ≤ 50 ms), and drops the database. Any answer other than 2xx, or any connection error,
 * fails the run. About 2 minutes.
 * Figures and how to read them: docs/performance.md, "Dashboard API benchmark".
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import autocannon, { type Options, type RawRequest, type Result } from 'autocannon';
import pg from 'pg';
import { explainCall, largeTables, type CallPlans } from './explain';
import { startQueryRecorder } from './query-recorder';
import { historySizes, seedLearners, type BenchLearner, type HistoryShape } from './seed-learners';

const root = join(import.meta.dirname, '..', '..');
const serverUrl = new URL(process.env.BENCH_POSTGRES_URL ?? 'postgres://stride:stride@127.0.0.1:5432');
const databaseName = 'stride_bench';
const databaseUrl = (host = serverUrl.host) => `postgres://${serverUrl.username}:${serverUrl.password}@${host}/${databaseName}`;
/** A Wednesday, noon in Kolkata: a learning day with items due, in the middle of the learners' week. */
const benchInstant = new Date('2026-11-18T06:30:00Z');
const shape: HistoryShape = { learners: 1000, weeks: 13, groupSize: 20, goalStartedBack: 12, notificationsEach: 25 };
// The API's first seconds under load are JIT compilation (measured: 2.7 ms of CPU per request in the first
// 8 s, 1.6 ms after): each server is warmed for 10 s, not counted, before its measured 10 s.
const load = { connections: 100, warmUpSeconds: 10, seconds: 10, perCallSeconds: 3 };
const ports = { api: 3941, explainApi: 3942, baseline: 3943 };
const goals = { ratio: 0.5, p99Ms: 50 };

/** The dashboard's reads (docs/performance.md, "Dashboard screen"), as the learner app sends them. */
const mix: { name: string; path: (learner: BenchLearner) => string }[] = [
  { name: 'activity day list', path: () => '/api/activity/day-list/0' },
  { name: 'challenge day list', path: () => '/api/challenge/day-list/0' },
  { name: 'context cards', path: () => '/api/context-card/0' },
  { name: 'week points', path: () => '/api/user-data/week-points' },
  { name: 'total points', path: () => '/api/user-data/total-points' },
  { name: 'streak', path: () => '/api/user-data/get-streak' },
  { name: 'stats', path: () => '/api/user-data/stats' },
  { name: 'tip', path: () => '/api/tip/random' },
  { name: 'joined groups', path: () => '/api/group/get-joined' },
  { name: 'leaderboard (top 5)', path: (learner) => `/api/group/get-user-data/${learner.groupId}?limit=5` },
  { name: 'notifications (5)', path: () => '/api/notification/get-inapp?limit=5' },
];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

async function withServerClient<T>(database: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: new URL(database, serverUrl).toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const dropDatabase = () => withServerClient('/postgres', (client) => client.query(`drop database if exists ${databaseName} with (force)`));

/** Migrations and the demo content (programs, goals, schedules, tips), through the API's own seed script. */
function migrateAndSeed(): void {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/db/seed/run.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: databaseUrl(), TEST_CLOCK: benchInstant.toISOString() },
  });
  if (run.status !== 0) throw new Error(`Seeding the demo content failed:\n${run.stdout}${run.stderr}`);
}

function startProcess(script: string, env: Record<string, string>, nodeFlags: string[] = []): ChildProcess {
  // Node itself runs the server (not npx), so stopping it reaches the process holding the port.
  return spawn(process.execPath, [...nodeFlags, '--import', 'tsx', script], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
}

/**
 * The API as `npm start` runs it, on the bench database and the fixed clock; request logs off, as the
 * baseline's. With BENCH_CPU_PROFILE=<folder>, the measured API writes a V8 CPU profile there when it stops
 * (open it in Chrome's DevTools, Performance).
 */
function startApi(port: number, url: string, nodeFlags: string[] = []): ChildProcess {
  return startProcess('apps/api/src/server.ts', {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: url,
    TEST_CLOCK: benchInstant.toISOString(),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    OIDC_ISSUER: '',
  }, nodeFlags);
}

const profileFolder = process.env.BENCH_CPU_PROFILE;

async function waitUntilAnswering(name: string, child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The ${name} stopped during start-up (exit ${child.exitCode}).`);
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The ${name} did not answer within a minute.`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Each call once, for one learner, through the query recorder: its queries and their plans. */
async function explainMix(learner: BenchLearner): Promise<Map<string, CallPlans>> {
  const recorder = await startQueryRecorder({ host: serverUrl.hostname, port: Number(serverUrl.port || 5432) });
  const api = startApi(ports.explainApi, databaseUrl(`127.0.0.1:${recorder.port}`));
  try {
    await waitUntilAnswering('API (explain pass)', api, `http://127.0.0.1:${ports.explainApi}/api/ready`);
    const plans = new Map<string, CallPlans>();
    await withServerClient(`/${databaseName}`, async (client) => {
      const large = await largeTables(client, shape.learners);
      for (const call of mix) {
        recorder.take();
        const response = await fetch(`http://127.0.0.1:${ports.explainApi}${call.path(learner)}`, { headers: { cookie: learner.cookie } });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${call.name} answered ${response.status} for learner ${learner.userId}.`);
        plans.set(call.name, await explainCall(client, recorder.take(), large));
      }
    });
    return plans;
  } finally {
    await stop(api);
    await recorder.close();
  }
}

interface Server {
  port: number;
  process: ChildProcess;
}

interface ServerCpu {
  user: number;
  system: number;
}

interface Measured {
  name: string;
  result: Result;
  /** CPU time the server process spent per answered request, in user code and in the kernel, in ms (null off Linux). */
  serverCpuMs: ServerCpu | null;
  /** CPU time all PostgreSQL processes spent per answered request, in ms (null off Linux or when remote). */
  databaseCpuMs: number | null;
}

const clockTicksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/**
 * CPU seconds a process has used so far, from /proc (Linux). Per request, it shows what a request costs the
 * server apart from waiting (for the database, or for a core on a shared machine); the kernel's share is
 * mostly the socket reads and writes, one pair per statement and one per answer.
 */
function cpuSeconds(child: ChildProcess): ServerCpu | null {
  try {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return { user: Number(fields[11]) / clockTicksPerSecond, system: Number(fields[12]) / clockTicksPerSecond };
  } catch {
    return null;
  }
}

/** CPU seconds all processes named postgres have used so far: the database's share of a request. */
function databaseCpuSeconds(): number | null {
  try {
    let ticks = 0;
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        if (!stat.slice(stat.indexOf('(') + 1).startsWith('postgres')) continue;
        const fields = stat.split(') ')[1]?.split(' ') ?? [];
        ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // The process ended between the listing and the read.
      }
    }
    return ticks / clockTicksPerSecond;
  } catch {
    return null;
  }
}

/** Loads a server with requests from random learners; a warm-up first when asked, not counted. */
async function measure(name: string, server: Server, paths: () => { path: string; cookie?: string }, seconds: number, warmUpSeconds = 0): Promise<Measured> {
  const options = (duration: number): Options => ({
    url: `http://127.0.0.1:${server.port}`,
    connections: load.connections,
    duration,
    requests: [
      {
        setupRequest: (): RawRequest => {
          const { path, cookie } = paths();
          return { method: 'GET', path, headers: cookie === undefined ? {} : { cookie } };
        },
      },
    ],
  });
  if (warmUpSeconds > 0) await autocannon(options(warmUpSeconds));
  const before = cpuSeconds(server.process);
  const databaseBefore = databaseCpuSeconds();
  const result = await autocannon(options(seconds));
  const after = cpuSeconds(server.process);
  const databaseAfter = databaseCpuSeconds();
  const perRequest = (seconds: number) => (seconds * 1000) / result.requests.total;
  const serverCpuMs =
    before === null || after === null || result.requests.total === 0
      ? null
      : { user: perRequest(after.user - before.user), system: perRequest(after.system - before.system) };
  const databaseCpuMs = databaseBefore === null || databaseAfter === null || result.requests.total === 0 ? null : perRequest(databaseAfter - databaseBefore);
  return { name, result, serverCpuMs, databaseCpuMs };
}

const requestsPerSecond = (result: Result) => result.requests.total / result.duration;
const failures = (result: Result) => result.non2xx + result.errors + result.timeouts;

/** Figures of some runs; with `queries`, the statements each call sends (from the explain pass) as well. */
function table(rows: Measured[], queries?: Map<string, CallPlans>): string {
  const withQueries = queries !== undefined;
  const lines = [
    `| Load |${withQueries ? ' Queries |' : ''} req/s | p50 | p99 | server CPU per request (user + kernel) | database CPU per request | non-2xx / errors |`,
    `|---|${withQueries ? '---|' : ''}---|---|---|---|---|---|`,
  ];
  for (const { name, result, serverCpuMs, databaseCpuMs } of rows) {
    const count = withQueries ? ` ${queries.get(name)?.queries ?? '?'} |` : '';
    const rate = Math.round(requestsPerSecond(result)).toLocaleString('en');
    const cpu = serverCpuMs === null ? '?' : `${(serverCpuMs.user + serverCpuMs.system).toFixed(2)} ms (${serverCpuMs.user.toFixed(2)} + ${serverCpuMs.system.toFixed(2)})`;
    lines.push(`| ${name} |${count} ${rate} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${cpu} | ${databaseCpuMs === null ? '?' : `${databaseCpuMs.toFixed(2)} ms`} | ${result.non2xx} / ${result.errors + result.timeouts} |`);
  }
  return lines.join('\n');
}

function planTable(plans: Map<string, CallPlans>): string {
  const lines = ['| Call | Queries | Access paths |', '|---|---|---|'];
  for (const [name, plan] of plans) lines.push(`| ${name} | ${plan.queries} | ${plan.accessPaths.join(', ')} |`);
  return lines.join('\n');
}

async function main() {
  const startedAt = Date.now();
  const loadAtStart = os.loadavg()[0]?.toFixed(1);
  await dropDatabase();
  await withServerClient('/postgres', (client) => client.query(`create database ${databaseName}`));
  const children: ChildProcess[] = [];
  try {
    console.log(`Seeding ${shape.learners.toLocaleString('en')} learners with ${shape.weeks} weeks of history…`);
    migrateAndSeed();
    const { learners, sizes } = await withServerClient(`/${databaseName}`, async (client) => {
      const seeded = await seedLearners(client, shape, benchInstant);
      return { learners: seeded, sizes: await historySizes(client) };
    });
    console.log(Object.entries(sizes).map(([name, count]) => `${name} ${count.toLocaleString('en')}`).join(', '));

    // One learner for the plans, the same on every run: the middle one of the list.
    const probe = learners[Math.floor(learners.length / 2)];
    if (!probe) throw new Error('No learners were seeded.');
    const plans = await explainMix(probe);
    console.log(`\nQueries per call and the indexes they use (EXPLAIN, one learner):\n\n${planTable(plans)}`);
    const scans = [...plans].flatMap(([call, plan]) => plan.scans.map((scan) => ({ call, ...scan })));
    console.log(scans.length === 0 ? `\nNo sequential scan of a table of ${shape.learners.toLocaleString('en')} rows or more.` : '');
    for (const scan of scans) {
      console.log(`SEQUENTIAL SCAN of ${scan.table} in "${scan.call}":\n${scan.statement.text}\nvalues: ${JSON.stringify(scan.statement.values)}\n${scan.plan}\n`);
    }

    const baselineProcess = startProcess('tools/bench/baseline-server.ts', { DATABASE_URL: databaseUrl(), PORT: String(ports.baseline) });
    const baseline: Server = { port: ports.baseline, process: baselineProcess };
    const api: Server = { port: ports.api, process: startApi(ports.api, databaseUrl(), profileFolder ? ['--cpu-prof', `--cpu-prof-dir=${profileFolder}`] : []) };
    children.push(baseline.process, api.process);
    await waitUntilAnswering('baseline', baseline.process, `http://127.0.0.1:${ports.baseline}/row/${probe.userId}`);
    await waitUntilAnswering('API', api.process, `http://127.0.0.1:${ports.api}/api/ready`);

    console.log(`\nLoad: ${load.connections} connections, ${load.warmUpSeconds} s warm-up then ${load.seconds} s each…`);
    const baselineRun = await measure(
      'baseline: bare Fastify + pg, one indexed row',
      baseline,
      () => ({ path: `/row/${pick(learners).userId}` }),
      load.seconds,
      load.warmUpSeconds,
    );
    const apiRun = await measure(
      'API: dashboard mix, random learner and call',
      api,
      () => {
        const learner = pick(learners);
        return { path: pick(mix).path(learner), cookie: learner.cookie };
      },
      load.seconds,
      load.warmUpSeconds,
    );
    const perCall: Measured[] = [];
    for (const call of mix) {
      perCall.push(
        await measure(call.name, api, () => {
          const learner = pick(learners);
          return { path: call.path(learner), cookie: learner.cookie };
        }, load.perCallSeconds),
      );
    }
    // autocannon drops its connections at the end; let the handlers still running finish before the API stops.
    await new Promise((resolve) => setTimeout(resolve, 3000));

    const ratio = requestsPerSecond(apiRun.result) / requestsPerSecond(baselineRun.result);
    const p99 = apiRun.result.latency.p99;
    console.log(`\n${benchInstant.toISOString().slice(0, 10)} clock, run on ${new Date().toISOString().slice(0, 10)}:\n\n${table([baselineRun, apiRun])}`);
    console.log(`\nRatio API / baseline: ${ratio.toFixed(2)} (goal ≥ ${goals.ratio}: ${ratio >= goals.ratio ? 'met' : 'NOT met'})`);
    console.log(`API p99: ${p99} ms (goal ≤ ${goals.p99Ms} ms: ${p99 <= goals.p99Ms ? 'met' : 'NOT met'})`);
    console.log(`\nEach call alone, ${load.connections} connections, ${load.perCallSeconds} s:\n\n${table(perCall, plans)}`);
    console.log(`\nWhole run: ${Math.round((Date.now() - startedAt) / 1000)} s; ${os.cpus().length} cores, load average (1 min) ${loadAtStart} at the start, ${os.loadavg()[0]?.toFixed(1)} at the end.`);

    const failed = [baselineRun, apiRun, ...perCall].filter(({ result }) => failures(result) > 0);
    if (failed.length > 0) throw new Error(`Answers other than 2xx, or connection errors, in: ${failed.map(({ name }) => name).join(', ')}.`);
  } finally {
    await Promise.all(children.map(stop));
    await dropDatabase();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
