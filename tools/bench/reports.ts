/**
 * On demand, not in `npm test`: the nine reports on a large organisation. `npx tsx tools/bench/reports.ts [learners] [weeks]`
 *
 * On the local PostgreSQL (../shared/STACK.md; BENCH_POSTGRES_URL to use another) it creates a scratch
 * database, migrates and seeds it with the demo content, adds one organisation's `learners` (default 10,000)
 * in teams of 50 with `weeks` (default 13) of history through seed-learners.ts (set-based INSERT … SELECT
 * generate_series: enrolments, goals, learning days, about 14 point events a learner a week, activities and
 * challenges), then runs apps/api/src/bench/measure-reports.ts on it: each report in both variants through the
 * API's own service, timed (median, p95) beside a baseline taken in the same run, and EXPLAIN (ANALYZE,
 * BUFFERS) of each report's statements. It drops the database at the end, unless BENCH_KEEP=1: then the
 * database (one per learner count and weeks) is kept, and a later BENCH_KEEP=1 run with the same counts measures
 * it again without seeding (the quick loop while changing a query or a migration: pending migrations are applied).
 * The volume (100,000 users, about 10M point events) is `npx tsx tools/bench/reports.ts 100000 7`.
 * Figures: docs/performance.md, "Reports".
 */
import { spawnSync } from 'node:child_process';
import { benchDatabase, root, runBench, withServerClient } from './harness';
import { historySizes, seedLearners } from './seed-learners';

const benchInstant = new Date('2026-11-18T06:30:00Z');
const learners = Number(process.argv[2] ?? 10_000);
const weeks = Number(process.argv[3] ?? 13);
const keep = process.env.BENCH_KEEP === '1';
const database = benchDatabase(`stride_bench_reports_${learners}_${weeks}`);

/** The seeded organisation and its first team, or null when the database has none (or does not exist). */
async function benchScope(): Promise<{ organization_id: number; group_id: number } | null> {
  return withServerClient(database.name, async (client) => {
    const { rows } = await client.query<{ organization_id: number; group_id: number }>(
      `select organization_id, min(id) as group_id from groups where name like 'Bench team %' group by organization_id`,
    );
    return rows[0] ?? null;
  }).catch(() => null);
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
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/bench/measure-reports.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        DATABASE_URL: database.url(),
        BENCH_INSTANT: benchInstant.toISOString(),
        BENCH_ORGANIZATION_ID: String(scope.organization_id),
        BENCH_GROUP_ID: String(scope.group_id),
      },
    });
    if (run.status !== 0) throw new Error('Measuring the reports failed.');
  } finally {
    if (keep) console.log(`Kept ${database.name} (BENCH_KEEP=1).`);
    else await database.drop();
  }
}

runBench(main);
