/**
 * Lighthouse (mobile preset, Debian's Chromium) on each app's sign-in page as `npm start` serves it: prints
 * each category's score and the LCP, writes the reports to dist/lighthouse/, and fails under the minimums
 * below (docs/performance.md, "Production serving and Lighthouse").
 *
 * Usage: npx tsx tools/lighthouse.ts
 *   Starts the stack itself on a fresh embedded database (as the browser journeys do) and stops it after.
 *   LIGHTHOUSE_RUNNING=1   use the stack already running on the usual ports instead.
 *   LIGHTHOUSE_MIN_PERFORMANCE=0.98   another performance minimum (default 0.90, the CI minimum of issue 11).
 * One run per page; a page whose performance is under the minimum is run once more and the better run
 * counts: the performance score follows the machine's load (the simulated timings scale what the busy CPU
 * took), the other categories do not.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];

const PERFORMANCE_CI = 0.9;
const PERFORMANCE_GOAL = 0.98;
const performance = Number(process.env.LIGHTHOUSE_MIN_PERFORMANCE ?? PERFORMANCE_CI);
// SEO counts on the learner app only: the admin apps ask search engines to keep out (robots.txt).
const pages: { app: string; url: string; minimum: Partial<Record<Category, number>> }[] = [
  { app: 'learner', url: `http://localhost:${process.env.LEARNER_PORT ?? 4200}/user/login`, minimum: { performance, accessibility: 1, 'best-practices': 1, seo: 0.9 } },
  { app: 'org-admin', url: `http://localhost:${process.env.ORG_ADMIN_PORT ?? 4300}/login`, minimum: { performance, accessibility: 1, 'best-practices': 1 } },
  { app: 'back-office', url: `http://localhost:${process.env.BACK_OFFICE_PORT ?? 4400}/admin/login`, minimum: { performance, accessibility: 1, 'best-practices': 1 } },
];

/** `npm start` on a fresh database, in its own process group so that stopping it stops the API too. */
async function startStack(dataDir: string): Promise<ChildProcess> {
  const stack = spawn(process.execPath, ['--import', 'tsx', 'tools/start.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Stride is running:')) resolve();
    };
    stack.stdout?.on('data', collect);
    stack.stderr?.on('data', collect);
    stack.on('exit', (code) => reject(new Error(`npm start stopped during start-up (exit ${code}):\n${output}`)));
    setTimeout(() => reject(new Error(`npm start was not ready within 4 minutes:\n${output}`)), 240_000).unref();
  });
  await ready;
  return stack;
}

async function stopStack(stack: ChildProcess): Promise<void> {
  if (stack.exitCode !== null || stack.pid === undefined) return;
  const exited = new Promise((resolve) => stack.on('exit', resolve));
  process.kill(-stack.pid, 'SIGTERM');
  await exited;
}

async function audit(url: string, port: number): Promise<Result> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

const performanceOf = (lhr: Result) => lhr.categories.performance?.score ?? 0;
const score = (value: number | null | undefined) => (value === null || value === undefined ? '  -  ' : value.toFixed(2).padStart(5));

function printRow(label: string, lhr: Result, note = '') {
  const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? NaN;
  console.log(`  ${label.padEnd(26)} ${categories.map((id) => score(lhr.categories[id]?.score)).join(' ')}  ${(lcp / 1000).toFixed(1).padStart(4)} s${note}`);
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'stride-lighthouse-'));
  const stack = process.env.LIGHTHOUSE_RUNNING ? null : await startStack(dataDir);
  const chromium = JSON.parse(readFileSync(join(root, 'apps', 'e2e', 'chromium.json'), 'utf8')) as { path: string; flags: string[] };
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? chromium.path, chromeFlags: chromium.flags, logLevel: 'error' });
  const reports = join(root, 'dist', 'lighthouse');
  mkdirSync(reports, { recursive: true });
  const failures: string[] = [];
  const underTarget: string[] = [];
  const [load = 0] = loadavg();
  try {
    console.log(`\nLighthouse (mobile preset, one run per page); load average ${load.toFixed(2)} at the start`);
    console.log(`  ${'page'.padEnd(26)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'best'.padStart(5)} ${'seo'.padStart(5)}  ${'LCP'.padStart(6)}`);
    for (const page of pages) {
      const label = `${page.app} ${new URL(page.url).pathname}`;
      let lhr = await audit(page.url, chrome.port);
      printRow(label, lhr);
      if (performanceOf(lhr) < performance) {
        const again = await audit(page.url, chrome.port);
        printRow(label, again, '  (second run: performance was under the minimum)');
        if (performanceOf(again) > performanceOf(lhr)) lhr = again;
      }
      writeFileSync(join(reports, `${page.app}.json`), JSON.stringify(lhr));
      if (performanceOf(lhr) < PERFORMANCE_CI) underTarget.push(`${label} ${performanceOf(lhr).toFixed(2)}`);
      if (lhr.runtimeError) failures.push(`${label}: ${lhr.runtimeError.message}`);
      for (const [id, minimum] of Object.entries(page.minimum) as [Category, number][]) {
        const category = lhr.categories[id];
        if ((category?.score ?? 0) >= minimum) continue;
        // What cost the points: every weighted audit of the category that did not pass.
        const audits = (category?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${ref.id} (${lhr.audits[ref.id]?.displayValue || lhr.audits[ref.id]?.score})`);
        failures.push(`${label}: ${id} ${score(category?.score).trim()} < ${minimum.toFixed(2)}; ${audits.join(', ') || 'no single audit'}`);
      }
    }
  } finally {
    chrome.kill();
    if (stack) await stopStack(stack);
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`  minimums: performance ${performance.toFixed(2)} (issue 11: ${PERFORMANCE_CI.toFixed(2)} in CI, ${PERFORMANCE_GOAL.toFixed(2)} on a quiet machine), accessibility and best practices 1.00, SEO 0.90 (learner)`);
  if (performance < PERFORMANCE_CI && underTarget.length > 0) console.log(`  performance under ${PERFORMANCE_CI.toFixed(2)}: ${underTarget.join(', ')}`);
  console.log(`  reports: ${reports}`);
  if (failures.length > 0) {
    console.error(`\nUnder the minimum:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
