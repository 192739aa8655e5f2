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
import { explainCall, largeTables, type CallPlans } from './explain';
import {
  benchDatabase,
  failOnErrors,
  measure,
  pick,
  profileFlags,
  requestsPerSecond,
  runBench,
  startRun,
  stop,
  startApi,
  startBaseline,
  table,
  waitUntilAnswering,
  serverUrl,
  withServerClient,
  type Measured,
  type Server,
} from './harness';
import { startQueryRecorder } from './query-recorder';
import { historySizes, seedLearners, type BenchLearner, type HistoryShape } from './seed-learners';

const database = benchDatabase('stride_bench');
/** A Wednesday, noon in Kolkata: a learning day with items due, in the middle of the learners' week. */
const benchInstant = new Date('2026-11-18T06:30:00Z');
const shape: HistoryShape = { learners: 1000, weeks: 13, groupSize: 20, goalStartedBack: 12, notificationsEach: 25 };
// The API's first seconds under load are JIT compilation (measured: 2.7 ms of CPU per request in the first
// 8 s, 1.6 ms after): each server is warmed for 10 s, not counted, before its measured 10 s.
const load = { connections: 100, warmUpSeconds: 10, seconds: 10 };
const perCallLoad = { connections: 100, seconds: 3 };
const ports = { api: 3941, explainApi: 3942, baseline: 3943, uncachedApi: 3944 };
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

/** Each call once, for one learner, through the query recorder: its queries and their plans. */
async function explainMix(built: string, learner: BenchLearner): Promise<Map<string, CallPlans>> {
  const recorder = await startQueryRecorder({ host: serverUrl.hostname, port: Number(serverUrl.port || 5432) });
  const api = startApi(built, ports.explainApi, database.url(`127.0.0.1:${recorder.port}`), benchInstant);
  try {
    await waitUntilAnswering('API (explain pass)', api, `http://127.0.0.1:${ports.explainApi}/api/ready`);
    const plans = new Map<string, CallPlans>();
    await withServerClient(`/${database.name}`, async (client) => {
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

function planTable(plans: Map<string, CallPlans>): string {
  const lines = ['| Call | Queries | Access paths |', '|---|---|---|'];
  for (const [name, plan] of plans) lines.push(`| ${name} | ${plan.queries} | ${plan.accessPaths.join(', ')} |`);
  return lines.join('\n');
}

async function main() {
  const run = await startRun(database);
  const { children, built } = run;
  try {
    console.log(`Seeding ${shape.learners.toLocaleString('en')} learners with ${shape.weeks} weeks of history…`);
    database.migrateAndSeed(benchInstant);
    const { learners, sizes } = await withServerClient(`/${database.name}`, async (client) => {
      const seeded = await seedLearners(client, shape, benchInstant);
      return { learners: seeded, sizes: await historySizes(client) };
    });
    console.log(Object.entries(sizes).map(([name, count]) => `${name} ${count.toLocaleString('en')}`).join(', '));

    // One learner for the plans, the same on every run: the middle one of the list.
    const probe = learners[Math.floor(learners.length / 2)];
    if (!probe) throw new Error('No learners were seeded.');
    const plans = await explainMix(built, probe);
    console.log(`\nQueries per call and the indexes they use (EXPLAIN, one learner):\n\n${planTable(plans)}`);
    const scans = [...plans].flatMap(([call, plan]) => plan.scans.map((scan) => ({ call, ...scan })));
    console.log(scans.length === 0 ? `\nNo sequential scan of a table of ${shape.learners.toLocaleString('en')} rows or more.` : '');
    for (const scan of scans) {
      console.log(`SEQUENTIAL SCAN of ${scan.table} in "${scan.call}":\n${scan.statement.text}\nvalues: ${JSON.stringify(scan.statement.values)}\n${scan.plan}\n`);
    }

    const baseline: Server = { port: ports.baseline, process: startBaseline(ports.baseline, database.url()) };
    const api: Server = { port: ports.api, process: startApi(built, ports.api, database.url(), benchInstant, profileFlags()) };
    // The same API with its answer cache off (docs/answer-cache.md): what every call costs when computed.
    const uncachedApi: Server = { port: ports.uncachedApi, process: startApi(built, ports.uncachedApi, database.url(), benchInstant, [], { ANSWER_CACHE_ENTRIES: '0' }) };
    children.push(baseline.process, api.process, uncachedApi.process);
    await waitUntilAnswering('baseline', baseline.process, `http://127.0.0.1:${ports.baseline}/row/${probe.userId}`);
    await waitUntilAnswering('API', api.process, `http://127.0.0.1:${ports.api}/api/ready`);
    await waitUntilAnswering('API without cached answers', uncachedApi.process, `http://127.0.0.1:${ports.uncachedApi}/api/ready`);

    console.log(`\nLoad: ${load.connections} connections, ${load.warmUpSeconds} s warm-up then ${load.seconds} s each…`);
    const baselineRun = await measure('baseline: bare Fastify + pg, one indexed row', baseline, () => ({ path: `/row/${pick(learners).userId}` }), load);
    const randomMixCall = () => {
      const learner = pick(learners);
      return { path: pick(mix).path(learner), cookie: learner.cookie };
    };
    const apiRun = await measure('API: dashboard mix, random learner and call', api, randomMixCall, load);
    const uncachedRun = await measure('API without cached answers: the same mix', uncachedApi, randomMixCall, load);
    const perCall: Measured[] = [];
    for (const call of mix) {
      perCall.push(
        await measure(call.name, api, () => {
          const learner = pick(learners);
          return { path: call.path(learner), cookie: learner.cookie };
        }, perCallLoad),
      );
    }
    // autocannon drops its connections at the end; let the handlers still running finish before the API stops.
    await new Promise((resolve) => setTimeout(resolve, 3000));

    const ratio = requestsPerSecond(apiRun.result) / requestsPerSecond(baselineRun.result);
    const p99 = apiRun.result.latency.p99;
    console.log(`\n${benchInstant.toISOString().slice(0, 10)} clock, run on ${new Date().toISOString().slice(0, 10)}:\n\n${table([baselineRun, apiRun, uncachedRun])}`);
    const uncachedRatio = requestsPerSecond(uncachedRun.result) / requestsPerSecond(baselineRun.result);
    console.log(`\nWithout cached answers: ratio ${uncachedRatio.toFixed(2)}, p99 ${uncachedRun.result.latency.p99} ms`);
    console.log(`\nRatio API / baseline: ${ratio.toFixed(2)} (goal ≥ ${goals.ratio}: ${ratio >= goals.ratio ? 'met' : 'NOT met'})`);
    console.log(`API p99: ${p99} ms (goal ≤ ${goals.p99Ms} ms: ${p99 <= goals.p99Ms ? 'met' : 'NOT met'})`);
    const queries = { heading: 'Queries', value: (row: Measured) => String(plans.get(row.name)?.queries ?? '?') };
    console.log(`\nEach call alone, ${perCallLoad.connections} connections, ${perCallLoad.seconds} s:\n\n${table(perCall, queries)}`);
    console.log(`\n${run.summary()}`);
    failOnErrors([baselineRun, apiRun, uncachedRun, ...perCall]);
  } finally {
    await run.cleanUp();
  }
}

runBench(main);
