/**
 * On demand, not in `npm test`: the nine reports on a large organisation. `npx tsx tools/bench/reports.ts [learners] [weeks]`
 *
 * On the local PostgreSQL (../shared/STACK.md; BENCH_POSTGRES_URL to use another) it creates a scratch
 * database, migrates and seeds it with the demo content, adds one organisation's `learners` (default 10,000)
 * in teams of 50 with `weeks` (default 13) of history through seed-learners.ts (set-based INSERT … SELECT
 * generate_series: enrolments, goals, learning days, about 14 point events a learner a week, activities and
 * challenges), then starts the API as production runs it (harness.ts `buildApi`) and, signed in as the
 * back-office admin, asks it for each report in both variants over HTTP, as the back office does: timed
 * (median, p95) beside a baseline taken in the same run (the bare Fastify + pg server's one indexed row, also
 * over HTTP), then once more through the query recorder for EXPLAIN (ANALYZE, BUFFERS) of each report's
 * statements. It drops the database at the end, unless BENCH_KEEP=1: then the database (one per learner count
 * and weeks) is kept, and a later BENCH_KEEP=1 run with the same counts measures it again without seeding (the
 * quick loop while changing a query or a migration: pending migrations are applied).
 * The volume (100,000 users, about 10M point events) is `npx tsx tools/bench/reports.ts 100000 7`.
 * Figures: docs/performance.md, "Reports".
 */
import { demoBackOfficeAdmin } from '@stride/demo';
import { reportNames } from '@stride/reports/catalogue';
import {
  benchDatabase,
  buildApi,
  removeBuiltApi,
  runBench,
  serverUrl,
  startApi,
  startBaseline,
  stop,
  waitUntilAnswering,
  withServerClient,
} from './harness';
import { startQueryRecorder } from './query-recorder';
import { historySizes, seedLearners } from './seed-learners';

const benchInstant = new Date('2026-11-18T06:30:00Z');
const learners = Number(process.argv[2] ?? 10_000);
const weeks = Number(process.argv[3] ?? 13);
const keep = process.env.BENCH_KEEP === '1';
const database = benchDatabase(`stride_bench_reports_${learners}_${weeks}`);
const ports = { api: 3951, explainApi: 3952, baseline: 3953 };
const runs = 5;
const goalMs = 1000;
// Reports are read-only answers the cache could keep (docs/answer-cache.md): off, so every run computes.
const uncached = { ANSWER_CACHE_ENTRIES: '0' };

/** The seeded organisation and its first team, or null when the database has none (or does not exist). */
async function benchScope(): Promise<{ organization_id: number; group_id: number } | null> {
  return withServerClient(database.name, async (client) => {
    const { rows } = await client.query<{ organization_id: number; group_id: number }>(
      `select organization_id, min(id) as group_id from groups where name like 'Bench team %' group by organization_id`,
    );
    return rows[0] ?? null;
  }).catch(() => null);
}

/** The reports as the back office asks for them: every report, for the organisation and for one team. */
function reportPaths(scope: { organization_id: number; group_id: number }): string[] {
  return reportNames.flatMap((name) => {
    const days = name === 'inactive-users' ? '&days=3' : '';
    return [`/api/reports/${name}/org_admin?organization_id=${scope.organization_id}${days}`, `/api/reports/${name}/group_admin?group_id=${scope.group_id}${days}`];
  });
}

/** Signs the demo back-office admin in; returns the session cookie. */
async function signIn(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoBackOfficeAdmin.email, password: demoBackOfficeAdmin.password }),
  });
  if (response.status !== 200) throw new Error(`The back-office admin could not sign in (${response.status}).`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

async function get(url: string, cookie?: string): Promise<number> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  const body = (await response.json()) as { rows?: unknown[] };
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}.`);
  return body.rows?.length ?? 1;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;

/** Once to warm, then `runs` times measured, one after another. */
async function timed(work: () => Promise<unknown>): Promise<{ median: number; p95: number }> {
  await work();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

async function measureReports(built: string, paths: string[]): Promise<void> {
  const api = startApi(built, ports.api, database.url(), benchInstant, [], uncached);
  const baseline = startBaseline(ports.baseline, database.url());
  try {
    await waitUntilAnswering('API', api, `http://127.0.0.1:${ports.api}/api/ready`);
    await waitUntilAnswering('baseline', baseline, `http://127.0.0.1:${ports.baseline}/hello`);
    const cookie = await signIn(ports.api);
    const userId = await withServerClient(database.name, async (client) => (await client.query<{ id: number }>('select min(id) as id from users')).rows[0]?.id);
    const base = await timed(() => get(`http://127.0.0.1:${ports.baseline}/row/${userId}`));
    console.log(`\nBaseline (one indexed row over HTTP): median ${base.median.toFixed(2)} ms, p95 ${base.p95.toFixed(2)} ms\n`);
    console.log('report / variant | rows | median ms | p95 ms | median ÷ baseline | under 1 s');
    const over: string[] = [];
    for (const path of paths) {
      let rowCount = 0;
      const time = await timed(async () => {
        rowCount = await get(`http://127.0.0.1:${ports.api}${path}`, cookie);
      });
      const label = path.replace(/^\/api\/reports\/([^/]+)\/([^?]+).*$/, '$1 / $2');
      if (time.p95 > goalMs) over.push(label);
      console.log(`${label} | ${rowCount} | ${time.median.toFixed(1)} | ${time.p95.toFixed(1)} | ${(time.median / base.median).toFixed(0)} | ${time.p95 <= goalMs ? 'yes' : 'NO'}`);
    }
    console.log(over.length === 0 ? '\nEvery report is under 1 s (p95).' : `\nOver 1 s (p95): ${over.join(', ')}`);
  } finally {
    await Promise.all([stop(api), stop(baseline)]);
  }
}

/** Each organisation report once through the query recorder, and EXPLAIN (ANALYZE, BUFFERS) of what it sent. */
async function explainReports(built: string, paths: string[]): Promise<void> {
  const recorder = await startQueryRecorder({ host: serverUrl.hostname, port: Number(serverUrl.port || 5432) });
  const api = startApi(built, ports.explainApi, database.url(`127.0.0.1:${recorder.port}`), benchInstant, [], uncached);
  try {
    await waitUntilAnswering('API (explain pass)', api, `http://127.0.0.1:${ports.explainApi}/api/ready`);
    const cookie = await signIn(ports.explainApi);
    console.log('\nEXPLAIN (ANALYZE, BUFFERS) of each report’s statements (org_admin variant):');
    await withServerClient(database.name, async (client) => {
      for (const path of paths.filter((candidate) => candidate.includes('/org_admin'))) {
        recorder.take();
        await get(`http://127.0.0.1:${ports.explainApi}${path}`, cookie);
        for (const statement of recorder.take().filter((candidate) => /^\s*(with|select)/i.test(candidate.text))) {
          const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.text}`, statement.values);
          console.log(`\n--- ${path}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
        }
      }
    });
  } finally {
    await stop(api);
    await recorder.close();
  }
}

async function main() {
  console.log(`Reports benchmark: ${learners.toLocaleString('en-US')} learners, ${weeks} weeks of history.`);
  let scope = keep ? await benchScope() : null;
  if (scope) {
    console.log(`Reusing the kept database ${database.name}.`);
    database.migrateAndSeed(benchInstant);
  } else {
    await database.create();
    database.migrateAndSeed(benchInstant);
    const seedStart = performance.now();
    await withServerClient(database.name, (client) => seedLearners(client, { learners, weeks, groupSize: 50, goalStartedBack: 12, notificationsEach: 0 }, benchInstant));
    // The seed awards every point through learner_stats' trigger inside one transaction, leaving ~180 dead
    // versions of each row that vacuum frees but does not give back: a table 100 times its live size, which
    // a live database (one award per transaction, HOT updates, autovacuum) never has. Compact it.
    await withServerClient(database.name, (client) => client.query('vacuum full analyze learner_stats'));
    console.log(`Seeded in ${((performance.now() - seedStart) / 1000).toFixed(0)} s.`);
    scope = await benchScope();
    if (!scope) throw new Error('No bench team was seeded.');
  }
  try {
    console.log('Sizes:', await withServerClient(database.name, historySizes));
    const built = buildApi();
    try {
      const paths = reportPaths(scope);
      await measureReports(built, paths);
      await explainReports(built, paths);
    } finally {
      removeBuiltApi(built);
    }
  } finally {
    if (keep) console.log(`Kept ${database.name} (BENCH_KEEP=1).`);
    else await database.drop();
  }
}

runBench(main);
