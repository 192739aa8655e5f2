import type { Result } from 'lighthouse';

/**
 * What tools/lighthouse.ts holds the sign-in pages to, apart from running Lighthouse: the gates that do not
 * depend on the machine's speed, checked on every run, and the quiet-machine gates on the median of the runs.
 */

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

export interface Page {
  app: string;
  url: string;
  /** Minimum scores of the categories that do not depend on time (accessibility, best practices, SEO). */
  scores: Partial<Record<Category, number>>;
  maxRequests: number;
}

export interface Run {
  lhr: Result;
  /** Requests Chromium marked render-blocking, the document itself left out. */
  blocking: string[];
  /** The 1-minute load average when the run started. */
  load: number;
}

// A tenth of what Lighthouse calls good (0.1): the sign-in pages should not move at all once painted.
export const MAX_LAYOUT_SHIFT = 0.01;
export const QUIET_LCP_MS = 2_500;
// Chromium's verdict on each request in the trace (ResourceSendRequest's renderBlocking): these hold up the
// first paint whenever they are slower than the document, whatever they did in one run.
const BLOCKING = new Set(['blocking', 'in_body_parser_blocking', 'potentially_blocking']);

interface TraceEvent {
  name: string;
  args?: { data?: { url?: string; renderBlocking?: string } };
}

/**
 * The requests of a page load that Chromium marked render-blocking, from the trace, whether or not they
 * arrived before the first paint this time (Lighthouse's own audit leaves those out, so it depends on timing).
 */
export function renderBlockingRequests(traceEvents: readonly unknown[], documentUrl: string): string[] {
  return (traceEvents as TraceEvent[]).flatMap(({ name, args }) =>
    name === 'ResourceSendRequest' && args?.data?.url && args.data.url !== documentUrl && BLOCKING.has(args.data.renderBlocking ?? '') ? [args.data.url] : [],
  );
}

export const performanceOf = (run: Run) => run.lhr.categories.performance?.score ?? 0;
export const lcpOf = (run: Run) => run.lhr.audits['largest-contentful-paint']?.numericValue ?? Number.POSITIVE_INFINITY;
export const shiftOf = (run: Run) => run.lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.POSITIVE_INFINITY;
export const requestsOf = (run: Run) => (run.lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? Number.POSITIVE_INFINITY;
export const score = (value: number | null | undefined) => (value === null || value === undefined ? '  -  ' : value.toFixed(2).padStart(5));
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(4)} s`;

/** The run in the middle by `value` (the second of three). */
export function medianRun(runs: Run[], value: (run: Run) => number): Run {
  const middle = [...runs].sort((a, b) => value(a) - value(b))[Math.floor(runs.length / 2)];
  if (!middle) throw new Error('no Lighthouse run to take the median of');
  return middle;
}

/** Why a run fails whatever the machine's load: the scores that do not depend on time, and the page's structure. */
export function runFailures(label: string, page: Page, run: Run): string[] {
  const { lhr } = run;
  if (lhr.runtimeError) return [`${label}: Lighthouse failed: ${lhr.runtimeError.message}`];
  const failures: string[] = [];
  for (const [id, minimum] of Object.entries(page.scores) as [Category, number][]) {
    const category = lhr.categories[id];
    if ((category?.score ?? 0) >= minimum) continue;
    // What cost the points: every weighted audit of the category that did not pass.
    const audits = (category?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id} (${lhr.audits[ref.id]?.displayValue || lhr.audits[ref.id]?.score})`);
    failures.push(`${label}: ${id} ${score(category?.score).trim()} < ${minimum.toFixed(2)}; ${audits.join(', ') || 'no single audit'}`);
  }
  if (run.blocking.length > 0) failures.push(`${label}: render-blocking ${run.blocking.join(', ')}`);
  if (requestsOf(run) > page.maxRequests) failures.push(`${label}: ${requestsOf(run)} requests, budget ${page.maxRequests}`);
  if (shiftOf(run) > MAX_LAYOUT_SHIFT) {
    const shifts = (lhr.audits['layout-shifts']?.details as { items?: { score: number; node?: { selector?: string } }[] } | undefined)?.items ?? [];
    const moved = shifts.map((shift) => `${shift.node?.selector ?? '?'} ${shift.score.toFixed(3)}`).join(', ');
    failures.push(`${label}: layout shift ${shiftOf(run).toFixed(3)} > ${MAX_LAYOUT_SHIFT} (${moved || 'no element named'})`);
  }
  return failures;
}

/** A quiet-machine run's gates on the median of a page's runs: performance and LCP. */
export function quietFailures(label: string, runs: Run[], minimumPerformance: number): string[] {
  const performance = performanceOf(medianRun(runs, performanceOf));
  const lcp = lcpOf(medianRun(runs, lcpOf));
  return [
    ...(performance < minimumPerformance ? [`${label}: median performance ${performance.toFixed(2)} < ${minimumPerformance.toFixed(2)} (LIGHTHOUSE_QUIET)`] : []),
    ...(lcp > QUIET_LCP_MS ? [`${label}: median LCP ${seconds(lcp).trim()} > ${seconds(QUIET_LCP_MS).trim()} (LIGHTHOUSE_QUIET)`] : []),
  ];
}
