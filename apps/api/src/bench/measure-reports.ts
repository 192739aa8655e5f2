/**
 * `tsx apps/api/src/bench/measure-reports.ts`, run by tools/bench/reports.ts (not on its own, not in `npm test`):
 * on the seeded scratch database DATABASE_URL, times each report in both variants through the API's own
 * service (createReports, the back office's caller) against a baseline taken in the same run, then prints
 * EXPLAIN (ANALYZE, BUFFERS) of every statement of each report. It lives in the API because a tool may not
 * import an app's code (eslint no-restricted-imports). Inputs: BENCH_INSTANT, BENCH_ORGANIZATION_ID, BENCH_GROUP_ID.
 */
import { reportNames, type ReportName } from '@stride/reports/catalogue';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { createReports, type ReportRequest } from '../services/reports/reports';

const runs = 5;
const goalMs = 1000;

const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required.`);
  return value;
};

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;

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

/** The statements a piece of work sends through pg, recorded (text and values) to be explained afterwards. */
async function recordStatements(work: () => Promise<unknown>): Promise<{ text: string; values: unknown[] }[]> {
  const recorded: { text: string; values: unknown[] }[] = [];
  const original = pg.Client.prototype.query;
  const recording = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    // pg takes (text, values) or ({ text, values }, values).
    const config = typeof first === 'string' ? { text: first, values: undefined } : (first as { text?: string; values?: unknown });
    const values = Array.isArray(config.values) ? config.values : Array.isArray(second) ? second : [];
    if (config.text && /^\s*(with|select)/i.test(config.text)) recorded.push({ text: config.text, values });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  };
  pg.Client.prototype.query = recording as typeof original;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original;
  }
  return recorded;
}

async function main() {
  const url = required('DATABASE_URL');
  const instant = new Date(required('BENCH_INSTANT'));
  const organization_id = Number(required('BENCH_ORGANIZATION_ID'));
  const group_id = Number(required('BENCH_GROUP_ID'));
  const handle = await openDatabase({ url, dataDir: 'memory://' });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const reports = createReports({ db: handle.db, clock: { now: () => instant } });
    const requests: ReportRequest[] = reportNames.flatMap((name: ReportName) => {
      const days = name === 'inactive-users' ? 3 : undefined;
      return [
        { name, variant: 'org_admin', days, organization_id },
        { name, variant: 'group_admin', days, group_id },
      ];
    });
    const baseline = await timed(() => client.query('select id, email from users where id = $1', [1]));
    console.log(`\nBaseline (one indexed row): median ${baseline.median.toFixed(2)} ms, p95 ${baseline.p95.toFixed(2)} ms\n`);
    console.log('report / variant | rows | median ms | p95 ms | median ÷ baseline | under 1 s');
    const over: string[] = [];
    for (const request of requests) {
      let rowCount = 0;
      const time = await timed(async () => {
        rowCount = (await reports.report({ backOffice: true }, request)).rows.length;
      });
      const label = `${request.name} / ${request.variant}`;
      if (time.p95 > goalMs) over.push(label);
      console.log(`${label} | ${rowCount} | ${time.median.toFixed(1)} | ${time.p95.toFixed(1)} | ${(time.median / baseline.median).toFixed(0)} | ${time.p95 <= goalMs ? 'yes' : 'NO'}`);
    }
    console.log('\nEXPLAIN (ANALYZE, BUFFERS) of each report’s statements (org_admin variant):');
    for (const request of requests.filter((r) => r.variant === 'org_admin')) {
      const statements = await recordStatements(() => reports.report({ backOffice: true }, request));
      for (const statement of statements) {
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.text}`, statement.values);
        console.log(`\n--- ${request.name}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
      }
    }
    console.log(over.length === 0 ? '\nEvery report is under 1 s (p95).' : `\nOver 1 s (p95): ${over.join(', ')}`);
  } finally {
    await client.end();
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
