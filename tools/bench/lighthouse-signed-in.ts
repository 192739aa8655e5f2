/**
 * Lighthouse (mobile preset) on the learner's signed-in screens: the dashboard, /programs and an activity player,
 * three runs each, printing the median performance, LCP, TBT and CLS (reports in dist/lighthouse/signed-in-*.json) against issue 27's goals (docs/performance.md,
 * "The signed-in dashboard on a phone"). A benchmark, not a gate: it reports and always exits 0 once measured.
 *
 * Usage (the stack binds the journeys' fixed ports, so under their lock):
 *   flock /tmp/stride-e2e.lock npx tsx tools/bench/lighthouse-signed-in.ts
 *   Starts `npm start` on a fresh database with the journeys' test clock (a Wednesday, so the demo learner has a
 *   day of items) and stops it after. LIGHTHOUSE_RUNNING=1 uses the stack already running on the usual ports.
 *
 * The demo learner signs in once through the form; the session (cookie and local storage) stays in the browser's
 * profile, which Lighthouse does not clear. Before each dashboard run the "tip shown today" mark is removed, so
 * every run loads the tip as a learner's first visit of the day does. The player is opened by its address,
 * which names its goal (`?goal=`, docs/learn-players.md "Addresses"), as a shared link or a reload opens it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { navigation } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { launchChromium, root, startStack, stopStack } from '../lighthouse-stack';

const RUNS = 3;
/** The journeys' start (apps/e2e/support/clock.ts): a Wednesday, 10:00 in Bengaluru, the demo learner's zone. */
const WEEKDAY_MORNING = '2026-11-18T04:30:00.000Z';
const origin = `http://localhost:${process.env.LEARNER_PORT ?? 4200}`;
const demoLearner = { email: 'learner@stride.example', password: 'Learner#2026' };
/** Issue 27's goals for the dashboard on a phone. */
const goals = { performance: 0.95, lcpMs: 1_500, tbtMs: 150, cls: 0.02 };

interface Measure {
  /** The whole report, kept for the run of median performance. */
  lhr: object;
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  load: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function signIn(page: Page) {
  await page.goto(`${origin}/user/login`);
  await page.locator('input[type="email"]').fill(demoLearner.email);
  await page.locator('input[type="password"]').fill(demoLearner.password);
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined), page.keyboard.press('Enter')]);
  await page.waitForFunction(() => location.pathname === '/user/dashboard' && localStorage.getItem('token') !== null);
}

/** Today's first activity of the demo learner and its goal, as the dashboard's Learn list would open it. */
async function firstActivity(page: Page) {
  return page.evaluate(async () => {
    const response = await fetch('/api/activity/day-list/0', { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
    const list = (await response.json()) as { activityList: { activity_id: number; goal_id: number }[] };
    const item = list.activityList[0];
    if (!item) throw new Error('The demo learner has no activity today: is the stack on the journeys’ clock?');
    return { id: item.activity_id, goalId: item.goal_id };
  });
}

const LIGHTHOUSE_RETRIES = 3;

/** One run; Lighthouse's own failures (NO_NAVSTART on a busy machine) say nothing of the page, so it is run again. */
async function measure(page: Page, target: { before?: () => Promise<void>; requestor: string | (() => Promise<void>) }): Promise<Measure> {
  for (let attempt = 0; ; attempt++) {
    await target.before?.();
    const [load = 0] = loadavg();
    const result = await navigation(page, target.requestor, { flags: { logLevel: 'error', onlyCategories: ['performance'] } });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) return measured(lhr, load);
    if (attempt >= LIGHTHOUSE_RETRIES) throw new Error(`Lighthouse failed: ${lhr?.runtimeError?.code ?? 'no result'}`);
    console.log(`  Lighthouse failed (${lhr?.runtimeError?.code ?? 'no result'}), run again`);
  }
}

function measured(lhr: NonNullable<Awaited<ReturnType<typeof navigation>>>['lhr'], load: number): Measure {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return { lhr, performance: lhr.categories.performance?.score ?? 0, lcp: audit('largest-contentful-paint'), tbt: audit('total-blocking-time'), cls: audit('cumulative-layout-shift'), load };
}

const row = (label: string, m: Measure) =>
  `  ${label.padEnd(30)} ${m.performance.toFixed(2).padStart(5)} ${`${(m.lcp / 1000).toFixed(2)} s`.padStart(8)} ${`${m.tbt.toFixed(0)} ms`.padStart(8)} ${m.cls.toFixed(3).padStart(6)} ${m.load.toFixed(2).padStart(6)}`;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'stride-lighthouse-signed-in-'));
  process.env.TEST_CLOCK ??= WEEKDAY_MORNING;
  const stack = process.env.LIGHTHOUSE_RUNNING ? null : await startStack(dataDir);
  const chrome = await launchChromium();
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    await signIn(page);
    const activity = await firstActivity(page);
    const playerPath = `/activity/id/${activity.id}?goal=${activity.goalId}`;
    const pages: { label: string; file: string; before?: () => Promise<void>; requestor: string | (() => Promise<void>) }[] = [
      {
        label: '/user/dashboard',
        file: 'dashboard',
        before: () => page.evaluate(() => localStorage.removeItem('tip_shown_at')),
        requestor: `${origin}/user/dashboard`,
      },
      { label: '/programs', file: 'programs', requestor: `${origin}/programs` },
      { label: playerPath, file: 'activity-player', requestor: `${origin}${playerPath}` },
    ];

    const reports = join(root, 'dist', 'lighthouse');
    mkdirSync(reports, { recursive: true });
    const [load = 0] = loadavg();
    console.log(`\nLighthouse (mobile preset), signed in as the demo learner, ${RUNS} runs a page; ${cpus().length} cores, load average ${load.toFixed(2)} at the start`);
    console.log(`  ${'page'.padEnd(30)} ${'perf'.padStart(5)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)} ${'load'.padStart(6)}`);
    const medians: string[] = [];
    for (const target of pages) {
      const runs: Measure[] = [];
      for (let index = 0; index < RUNS; index++) {
        const run = await measure(page, target);
        console.log(row(`${target.label} #${index + 1}`, run));
        runs.push(run);
      }
      const byPerformance = [...runs].sort((a, b) => a.performance - b.performance);
      writeFileSync(join(reports, `signed-in-${target.file}.json`), JSON.stringify(byPerformance[Math.floor(RUNS / 2)]?.lhr));
      const mid: Measure = {
        lhr: {},
        performance: median(runs.map((run) => run.performance)),
        lcp: median(runs.map((run) => run.lcp)),
        tbt: median(runs.map((run) => run.tbt)),
        cls: median(runs.map((run) => run.cls)),
        load: median(runs.map((run) => run.load)),
      };
      medians.push(row(target.label, mid));
    }
    console.log(`\nMedians of ${RUNS} runs (each figure its own median):\n${medians.join('\n')}`);
    console.log(`  reports (the run of median performance of each page): ${reports}/signed-in-*.json`);
    console.log(`  goals (the dashboard): performance ≥ ${goals.performance}, LCP ≤ ${goals.lcpMs / 1000} s, TBT ≤ ${goals.tbtMs} ms, CLS ≤ ${goals.cls}`);
  } finally {
    await browser.disconnect();
    chrome.kill();
    if (stack) await stopStack(stack);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
