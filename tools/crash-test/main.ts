/**
 * On demand, not in `npm test`: the crash test. `npx tsx tools/crash-test/main.ts`
 *
 * A PostgreSQL cluster of its own (initdb in a temporary folder, 127.0.0.1 only), migrated and seeded with the
 * demo content and CRASH_TEST_LEARNERS learners (default 20) following a goal; two built API processes on it
 * behind a round-robin balancer. The learners write notes, to-dos and answers and check their session for
 * about two minutes, while:
 * 1. one API process is killed (`kill -9`) and started again;
 * 2. PostgreSQL is restarted as a crash would (`pg_ctl restart -m immediate`), the API left running.
 * It then reads the database and prints the figures, failing unless all three are 0: acknowledged writes
 * missing, sign-outs caused (401s to live sessions), and failures (5xx, no answer) after recovery, that is,
 * outside the two disturbances (each from its fault until every API process answers /ready again, plus 3 s
 * for requests already under way). Ports CRASH_TEST_PORT (default 3180: PostgreSQL) and the two after it (the
 * API processes); CRASH_TEST_DATABASE names the database (default stride_crash_test). About three minutes.
 * Figures: docs/reliability.md.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { seedLearners } from '../bench/seed-learners';
import { startCluster, type Cluster } from './cluster';
import { Balancer, prepareLearner, runLearner, type Learner } from './learners';
import { Tally, missingWrites, type Disturbance } from './tally';

const root = join(import.meta.dirname, '..', '..');
const learnerCount = Number(process.env.CRASH_TEST_LEARNERS ?? 20);
const basePort = Number(process.env.CRASH_TEST_PORT ?? 3180);
const databaseName = process.env.CRASH_TEST_DATABASE ?? 'stride_crash_test';
/** A Wednesday: a learning day, with the seeded learners' goals three learning days old. */
const clock = new Date('2026-11-18T06:30:00Z');
const timeline = { killApiAfterMs: 20_000, apiDownMs: 2_000, restartDatabaseAfterMs: 60_000, runAfterRecoveryMs: 30_000, graceMs: 3_000 };
const thinkMs = 300;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Bundles the API as production runs it (apps/api/build.ts) into a folder of the test's own. */
function buildApi(folder: string): void {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/build.ts', folder], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`Building the API failed:\n${build.stdout}${build.stderr}`);
}

/** Migrations and the demo content, through the API's own seed script. */
function migrateAndSeed(databaseUrl: string): void {
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/seed/run.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: databaseUrl, TEST_CLOCK: clock.toISOString() },
  });
  if (seed.status !== 0) throw new Error(`Seeding the demo content failed:\n${seed.stdout}${seed.stderr}`);
}

class ApiProcess {
  child: ChildProcess | null = null;
  constructor(
    private readonly built: string,
    readonly port: number,
    private readonly databaseUrl: string,
    private readonly log: NodeJS.WritableStream,
  ) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the built API (as `npm start` runs it) and resolves once it answers /ready. */
  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--enable-source-maps', join(this.built, 'server.js')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(this.port), DATABASE_URL: this.databaseUrl, TEST_CLOCK: clock.toISOString(), LOG_LEVEL: 'error', OIDC_ISSUER: '' },
    });
    child.stdout.pipe(this.log, { end: false });
    child.stderr.pipe(this.log, { end: false });
    this.child = child;
    await waitForReady([this], 60_000);
  }

  kill(signal: NodeJS.Signals): void {
    this.child?.kill(signal);
  }
}

/** Resolves once every process answers /ready with 200; throws after `timeoutMs`. */
async function waitForReady(processes: ApiProcess[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const ready = (api: ApiProcess) => fetch(`${api.baseUrl}/api/ready`).then((response) => response.ok, () => false);
  while (!(await Promise.all(processes.map(ready))).every(Boolean)) {
    if (Date.now() > deadline) throw new Error(`The API did not answer /ready within ${seconds(timeoutMs)}.`);
    await sleep(100);
  }
}

/** What the database holds of the learners' writes, keyed as the learners key them. */
async function storedWrites(url: string, userIds: number[]): Promise<Map<string, Set<string>>> {
  return withClient(url, async (client) => {
    const keys = async (statement: string) => new Set((await client.query<{ key: string }>(statement, [userIds])).rows.map((row) => row.key));
    return new Map([
      ['notes', await keys(`select user_id || ':' || note_title as key from notes where user_id = any($1)`)],
      ['todos', await keys(`select user_id || ':' || todo_title as key from todos where user_id = any($1)`)],
      ['answers', await keys(`select user_id || ':' || activity_id || ':' || question_id as key from question_responses where user_id = any($1) and activity_id is not null`)],
    ]);
  });
}

async function main() {
  const startedAt = Date.now();
  const loadAtStart = os.loadavg()[0]?.toFixed(1);
  const built = join(root, 'apps', 'api', '.build-crash-test');
  let cluster: Cluster | null = null;
  const apis: ApiProcess[] = [];
  const apiLog = createWriteStream(join(os.tmpdir(), `stride-crash-test-api-${process.pid}.log`));
  try {
    console.log(`Crash test: ${learnerCount} learners, two API processes, PostgreSQL on 127.0.0.1:${basePort}.`);
    cluster = await startCluster(basePort);
    const databaseUrl = cluster.url(databaseName);
    await withClient(cluster.url('postgres'), (client) => client.query(`create database ${databaseName}`));
    buildApi(built);
    migrateAndSeed(databaseUrl);
    const seeded = await withClient(databaseUrl, (client) =>
      seedLearners(client, { learners: learnerCount, weeks: 1, groupSize: 10, goalStartedBack: 3, notificationsEach: 0 }, clock),
    );
    for (const port of [basePort + 1, basePort + 2]) apis.push(new ApiProcess(built, port, databaseUrl, apiLog));
    await Promise.all(apis.map((api) => api.start()));
    const balancer = new Balancer(apis.map((api) => api.baseUrl));
    const learners: Learner[] = [];
    for (const learner of seeded) learners.push(await prepareLearner(balancer, learner));
    const questions = learners.reduce((sum, learner) => sum + learner.questions.length, 0);
    console.log(`Prepared in ${seconds(Date.now() - startedAt)}: ${questions} questions to answer. Running.`);

    const tally = new Tally();
    let running = true;
    const t0 = Date.now();
    const load = Promise.all(learners.map((learner) => runLearner(learner, balancer, tally, () => running, thinkMs)));
    const disturbances: Disturbance[] = [];
    const [victim] = apis;
    if (!victim) throw new Error('No API process to kill.');

    await sleep(timeline.killApiAfterMs);
    const killedAt = Date.now();
    victim.kill('SIGKILL');
    await sleep(timeline.apiDownMs);
    await victim.start();
    const apiBackAt = Date.now();
    disturbances.push({ name: 'kill -9 of one API process', from: killedAt, until: apiBackAt + timeline.graceMs });
    console.log(`  ${seconds(killedAt - t0)}: API process on port ${victim.port} killed (SIGKILL); answering again after ${seconds(apiBackAt - killedAt)}.`);

    await sleep(Math.max(0, t0 + timeline.restartDatabaseAfterMs - Date.now()));
    const restartedAt = Date.now();
    const away = await cluster.restart();
    await waitForReady(apis, 60_000);
    const recoveredAt = Date.now();
    disturbances.push({ name: 'PostgreSQL restart', from: restartedAt, until: recoveredAt + timeline.graceMs });
    console.log(`  ${seconds(restartedAt - t0)}: PostgreSQL restarted (immediate: crash recovery) in ${seconds(away)}; every API process ready after ${seconds(recoveredAt - restartedAt)}.`);

    await sleep(timeline.runAfterRecoveryMs);
    running = false;
    await load;
    const ranMs = Date.now() - t0;

    const stored = await storedWrites(databaseUrl, learners.map((learner) => learner.userId));
    const missing = missingWrites(tally.acknowledged, stored);
    const missingCount = [...missing.values()].reduce((sum, keys) => sum + keys.length, 0);
    const signOuts = tally.signOuts();
    const persisting = tally.failuresOutside(disturbances);
    const count = (map: Map<string, Set<string>>, kind: string) => map.get(kind)?.size ?? 0;
    const unacknowledgedStored = [...tally.unacknowledged].reduce((sum, [kind, keys]) => sum + [...keys].filter((key) => stored.get(kind)?.has(key)).length, 0);
    const refused = tally.seen.filter(({ answer }) => typeof answer === 'number' && answer >= 400 && answer < 500 && answer !== 401);

    const lines = [
      '',
      `Crash test, ${new Date().toISOString().slice(0, 10)}: ${learnerCount} learners for ${seconds(ranMs)}, ${tally.requests} requests.`,
      `  Writes acknowledged: ${count(tally.acknowledged, 'notes')} notes, ${count(tally.acknowledged, 'todos')} to-dos, ${count(tally.acknowledged, 'answers')} answers.`,
      ...disturbances.map((disturbance) => {
        const failures = tally.failures(disturbance);
        const unanswered = failures.filter((seen) => seen.answer === 'no answer').length;
        return `  ${disturbance.name}: ${seconds(disturbance.until - disturbance.from)} disturbed, ${failures.length} failed requests (${failures.length - unanswered} 5xx, ${unanswered} unanswered), tried again.`;
      }),
      `  Writes never acknowledged: ${[...tally.unacknowledged.values()].reduce((sum, keys) => sum + keys.size, 0)} (${unacknowledgedStored} of them stored anyway); other refusals (4xx): ${refused.length}.`,
      '',
      `  Acknowledged writes missing:  ${missingCount}${missingCount ? `  (${[...missing].map(([kind, keys]) => `${kind}: ${keys.slice(0, 5).join(', ')}`).join('; ')})` : ''}`,
      `  Sign-outs caused (401):       ${signOuts.length}${signOuts.length ? `  (first: ${signOuts[0]?.path} at ${seconds((signOuts[0]?.at ?? t0) - t0)})` : ''}`,
      `  Failures after recovery:      ${persisting.length}${persisting.length ? `  (first: ${persisting[0]?.path} answered ${persisting[0]?.answer} at ${seconds((persisting[0]?.at ?? t0) - t0)})` : ''}`,
      '',
      `Whole run: ${seconds(Date.now() - startedAt)}; ${os.cpus().length} cores, load average (1 min) ${loadAtStart} at the start, ${os.loadavg()[0]?.toFixed(1)} at the end. API output: ${apiLog.path as string}`,
    ];
    console.log(lines.join('\n'));
    if (missingCount + signOuts.length + persisting.length > 0) process.exitCode = 1;
  } finally {
    for (const api of apis) api.kill('SIGKILL');
    await cluster?.remove();
    rmSync(built, { recursive: true, force: true });
    apiLog.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
