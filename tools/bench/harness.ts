/**
 * What the API benchmarks share: a throw-away database on the local PostgreSQL, the servers in their own
 * processes (the API built, as production runs it), autocannon runs with the server's and the database's
 * CPU per request, and the tables the figures are printed in.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import autocannon, { type Options, type RawRequest, type Result } from 'autocannon';
import pg from 'pg';

export const root = join(import.meta.dirname, '..', '..');
export const serverUrl = new URL(process.env.BENCH_POSTGRES_URL ?? 'postgres://stride:stride@127.0.0.1:5432');
/** With BENCH_CPU_PROFILE=<folder>, a measured API writes a V8 CPU profile there when it stops (open it in Chrome's DevTools). */
export const profileFolder = process.env.BENCH_CPU_PROFILE;

export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

export async function withServerClient<T>(database: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: new URL(database, serverUrl).toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A database of the bench's own, created empty (dropped first if a run was interrupted) and dropped at the end. */
export function benchDatabase(name: string) {
  const url = (host = serverUrl.host) => `postgres://${serverUrl.username}:${serverUrl.password}@${host}/${name}`;
  const drop = () => withServerClient('/postgres', (client) => client.query(`drop database if exists ${name} with (force)`));
  return {
    name,
    url,
    drop,
    create: async () => {
      await drop();
      await withServerClient('/postgres', (client) => client.query(`create database ${name}`));
    },
    /** Migrations and the demo content (programs, goals, schedules, tips), through the API's own seed script. */
    migrateAndSeed: (clock: Date) => {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/seed/run.ts'], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, DATABASE_URL: url(), TEST_CLOCK: clock.toISOString() },
      });
      if (run.status !== 0) throw new Error(`Seeding the demo content failed:\n${run.stdout}${run.stderr}`);
    },
  };
}

export function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  // Node itself runs the server (not npx), so stopping it reaches the process holding the port.
  return spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
}

/** The bare Fastify baselines (baseline-server.ts) in their own process, on the bench database. */
export const startBaseline = (port: number, databaseUrl: string) =>
  startProcess(['--import', 'tsx', 'tools/bench/baseline-server.ts'], { DATABASE_URL: databaseUrl, PORT: String(port) });

/**
 * Bundles the API as its build does (apps/api/build.ts), into a folder of the bench's own so a running
 * `npm start` keeps its apps/api/dist; returns the folder (removed by `removeBuiltApi`).
 */
export function buildApi(): string {
  const folder = join(root, 'apps', 'api', '.build-bench');
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/build.ts', folder], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`Building the API failed:\n${run.stdout}${run.stderr}`);
  return folder;
}

export const removeBuiltApi = (folder: string) => rmSync(folder, { recursive: true, force: true });

/** The built API as `npm start` runs it, on a fixed clock; request logs off, as the baseline's. */
export function startApi(built: string, port: number, databaseUrl: string, clock: Date, nodeFlags: string[] = [], env: Record<string, string> = {}): ChildProcess {
  return startProcess([...nodeFlags, '--enable-source-maps', join(built, 'server.js')], {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    TEST_CLOCK: clock.toISOString(),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    OIDC_ISSUER: '',
    ...env,
  });
}

export const profileFlags = (): string[] => (profileFolder ? ['--cpu-prof', `--cpu-prof-dir=${profileFolder}`] : []);

export async function waitUntilAnswering(name: string, child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The ${name} stopped during start-up (exit ${child.exitCode}).`);
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The ${name} did not answer within a minute.`);
}

/** A process's resident memory in MiB, from /proc (Linux; null elsewhere). */
export function residentMiB(child: ChildProcess): number | null {
  try {
    const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
    return kib === undefined ? null : Number(kib) / 1024;
  } catch {
    return null;
  }
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export interface Server {
  port: number;
  process: ChildProcess;
}

interface ServerCpu {
  user: number;
  system: number;
}

export interface Measured {
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

/**
 * CPU seconds all processes named postgres have used so far: the database's share of a request. A backend
 * that ends takes its time out of the sum but into its parent's (the postmaster's) waited-for children's
 * time, so that is counted too.
 */
function databaseCpuSeconds(): number | null {
  try {
    let ticks = 0;
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        if (!stat.slice(stat.indexOf('(') + 1).startsWith('postgres')) continue;
        const fields = stat.split(') ')[1]?.split(' ') ?? [];
        ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      } catch {
        // The process ended between the listing and the read.
      }
    }
    return ticks / clockTicksPerSecond;
  } catch {
    return null;
  }
}

export interface LoadSettings {
  connections: number;
  seconds: number;
  /** A warm-up first, not counted: a server's first seconds under load are JIT compilation. */
  warmUpSeconds?: number;
}

/** Loads a server with the requests `next` makes, one per request. */
export async function measure(name: string, server: Server, next: () => { path: string; cookie?: string }, settings: LoadSettings): Promise<Measured> {
  const options = (duration: number): Options => ({
    url: `http://127.0.0.1:${server.port}`,
    connections: settings.connections,
    duration,
    requests: [
      {
        setupRequest: (): RawRequest => {
          const { path, cookie } = next();
          return { method: 'GET', path, headers: cookie === undefined ? {} : { cookie } };
        },
      },
    ],
  });
  if (settings.warmUpSeconds) await autocannon(options(settings.warmUpSeconds));
  const before = cpuSeconds(server.process);
  const databaseBefore = databaseCpuSeconds();
  const result = await autocannon(options(settings.seconds));
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

export const requestsPerSecond = (result: Result) => result.requests.total / result.duration;
export const failures = (result: Result) => result.non2xx + result.errors + result.timeouts;

/** Throws when any run had an answer other than 2xx or a connection error. */
export function failOnErrors(runs: Measured[]): void {
  const failed = runs.filter(({ result }) => failures(result) > 0);
  if (failed.length > 0) throw new Error(`Answers other than 2xx, or connection errors, in: ${failed.map(({ name }) => name).join(', ')}.`);
}

/** Figures of some runs, with extra columns in front of the measures when given (e.g. the queries a call sends). */
export function table(rows: Measured[], extra?: { heading: string; value: (row: Measured) => string }): string {
  const lines = [
    `| Load |${extra ? ` ${extra.heading} |` : ''} req/s | p50 | p99 | server CPU per request (user + kernel) | database CPU per request | non-2xx / errors |`,
    `|---|${extra ? '---|' : ''}---|---|---|---|---|---|`,
  ];
  for (const row of rows) {
    const { name, result, serverCpuMs, databaseCpuMs } = row;
    const rate = Math.round(requestsPerSecond(result)).toLocaleString('en');
    const cpu = serverCpuMs === null ? '?' : `${(serverCpuMs.user + serverCpuMs.system).toFixed(2)} ms (${serverCpuMs.user.toFixed(2)} + ${serverCpuMs.system.toFixed(2)})`;
    const database = databaseCpuMs === null ? '?' : `${databaseCpuMs.toFixed(2)} ms`;
    lines.push(`| ${name} |${extra ? ` ${extra.value(row)} |` : ''} ${rate} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${cpu} | ${database} | ${result.non2xx} / ${result.errors + result.timeouts} |`);
  }
  return lines.join('\n');
}

/**
 * A bench's run: its database created empty, the API built, the servers it starts (in `children`), and
 * what it removes at the end (`cleanUp`, in a finally).
 */
export async function startRun(database: ReturnType<typeof benchDatabase>) {
  const startedAt = Date.now();
  const loadAtStart = os.loadavg()[0]?.toFixed(1);
  const children: ChildProcess[] = [];
  await database.create();
  const built = buildApi();
  return {
    children,
    built,
    /** How long the run took and how busy the machine was: figures from a shared machine need both. */
    summary: () =>
      `Whole run: ${Math.round((Date.now() - startedAt) / 1000)} s; ${os.cpus().length} cores, load average (1 min) ${loadAtStart} at the start, ${os.loadavg()[0]?.toFixed(1)} at the end.`,
    async cleanUp() {
      await Promise.all(children.map(stop));
      await database.drop();
      removeBuiltApi(built);
    },
  };
}

/** Runs a bench's main: on failure, its message and exit code 1. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
