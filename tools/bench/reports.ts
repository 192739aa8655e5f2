/**
 * On demand, not in `npm test`: the nine reports on a large organisation. `npx tsx tools/bench/reports.ts [learners] [weeks]`
 *
 * On the local PostgreSQL (../shared/STACK.md; BENCH_POSTGRES_URL to use another) it creates a scratch
 * database, migrates and seeds it with the demo content, adds one organisation's `learners` (default 10,000)
 * in teams of 50 with `weeks` (default 13) of history through seed-learners.ts (set-based INSERT … SELECT
 * generate_series: enrolments, goals, learning days, about 14 point events a learner a week, activities and
 * challenges), then runs apps/api/src/bench/measure-reports.ts on it: each report in both variants through the
 * API's own service, timed (median, p95) beside a baseline taken in the same run, and EXPLAIN (ANALYZE,
 * BUFFERS) of each report's statements. It drops the database at the end. The volume (100,000 users,
 * about 10M point events) is `npx tsx tools/bench/reports.ts 100000 7`. Figures: docs/performance.md, "Reports".
 */
import { spawnSync } from 'node:child_process';
import { benchDatabase, root, runBench, withServerClient } from './harness';
import { historySizes, seedLearners } from './seed-learners';

const database = benchDatabase('stride_bench_reports');
const benchInstant = new Date('2026-11-18T06:30:00Z');
const learners = Number(process.argv[2] ?? 10_000);
const weeks = Number(process.argv[3] ?? 13);

async function main() {
  console.log(`Reports benchmark: ${learners.toLocaleString('en-US')} learners, ${weeks} weeks of history.`);
  await database.create();
  try {
    database.migrateAndSeed(benchInstant);
    const seedStart = performance.now();
    await withServerClient(database.name, (client) => seedLearners(client, { learners, weeks, groupSize: 50, goalStartedBack: 12, notificationsEach: 0 }, benchInstant));
    const sizes = await withServerClient(database.name, historySizes);
    console.log(`Seeded in ${((performance.now() - seedStart) / 1000).toFixed(0)} s:`, sizes);
    const scope = await withServerClient(database.name, async (client) => {
      const { rows } = await client.query<{ organization_id: number; group_id: number }>(
        `select organization_id, min(id) as group_id from groups where name like 'Bench team %' group by organization_id`,
      );
      const [row] = rows;
      if (!row) throw new Error('No bench team was seeded.');
      return row;
    });
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
    await database.drop();
  }
}

runBench(main);
