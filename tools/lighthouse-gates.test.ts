import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { medianRun, performanceOf, quietFailures, renderBlockingRequests, runFailures, type Page, type Run } from './lighthouse-gates';

const page: Page = { app: 'learner', url: 'http://localhost:4200/user/login', scores: { accessibility: 1, 'best-practices': 1, seo: 0.9 }, maxRequests: 3 };

/** A Lighthouse result with what the gates read; every gate passes unless `change` says otherwise. */
function run(change: { performance?: number; accessibility?: number; lcp?: number; cls?: number; requests?: number; blocking?: string[]; error?: string } = {}): Run {
  const lhr = {
    categories: {
      performance: { score: change.performance ?? 0.99, auditRefs: [] },
      accessibility: { score: change.accessibility ?? 1, auditRefs: [{ id: 'color-contrast', weight: 7 }, { id: 'label', weight: 7 }] },
      'best-practices': { score: 1, auditRefs: [] },
      seo: { score: 1, auditRefs: [] },
    },
    audits: {
      'largest-contentful-paint': { numericValue: change.lcp ?? 1_700 },
      'cumulative-layout-shift': { numericValue: change.cls ?? 0 },
      'layout-shifts': { details: { items: change.cls ? [{ score: change.cls, node: { selector: 'main > div.m_6d731127' } }] : [] } },
      'network-requests': { details: { items: Array.from({ length: change.requests ?? 3 }, () => ({})) } },
      'color-contrast': { score: change.accessibility === undefined ? 1 : 0 },
      label: { score: 1 },
    },
    runtimeError: change.error ? { code: 'NO_NAVSTART', message: change.error } : undefined,
  };
  return { lhr: lhr as unknown as Result, blocking: change.blocking ?? [], load: 8 };
}

describe('render-blocking requests', () => {
  it('are those Chromium marks blocking in the trace, arrived before the first paint or not, the document left out', () => {
    const request = (url: string, renderBlocking: string) => ({ name: 'ResourceSendRequest', args: { data: { url, renderBlocking } } });
    const events = [
      request(page.url, 'blocking'),
      request('http://localhost:4200/assets/index.css', 'blocking'),
      request('http://localhost:4200/assets/legacy.js', 'in_body_parser_blocking'),
      request('http://localhost:4200/assets/font.css', 'potentially_blocking'),
      request('http://localhost:4200/assets/index.js', 'non_blocking'),
      request('http://localhost:4200/assets/login-screen.js', 'dynamically_injected_non_blocking'),
      request('http://localhost:4200/favicon.svg', ''),
      { name: 'ResourceFinish', args: { data: { url: 'http://localhost:4200/assets/other.css', renderBlocking: 'blocking' } } },
      { name: 'TracingStartedInBrowser' },
    ];
    expect(renderBlockingRequests(events, page.url)).toEqual([
      'http://localhost:4200/assets/index.css',
      'http://localhost:4200/assets/legacy.js',
      'http://localhost:4200/assets/font.css',
    ]);
  });
});

describe('a run', () => {
  it('passes whatever its performance and LCP: they are not gated on every run', () => {
    expect(runFailures('learner #1', page, run({ performance: 0.5, lcp: 9_000 }))).toEqual([]);
  });

  it('fails on each gate that does not depend on time, naming what cost it', () => {
    expect(runFailures('learner #1', page, run({ accessibility: 0.93 }))).toEqual(['learner #1: accessibility 0.93 < 1.00; color-contrast (0)']);
    expect(runFailures('learner #1', page, run({ blocking: ['http://localhost:4200/a.css'] }))).toEqual(['learner #1: render-blocking http://localhost:4200/a.css']);
    expect(runFailures('learner #1', page, run({ requests: 4 }))).toEqual(['learner #1: 4 requests, budget 3']);
    expect(runFailures('learner #1', page, run({ cls: 0.044 }))).toEqual(['learner #1: layout shift 0.044 > 0.01 (main > div.m_6d731127 0.044)']);
  });

  it('that Lighthouse could not record fails as that alone', () => {
    expect(runFailures('learner #1', page, run({ error: 'Something went wrong with recording the trace.' }))).toEqual(['learner #1: Lighthouse failed: Something went wrong with recording the trace.']);
  });
});

describe('a quiet-machine run', () => {
  it('holds the median of the runs, not the best or the worst, to the performance minimum and 2.5 s of LCP', () => {
    const runs = [run({ performance: 0.99, lcp: 1_600 }), run({ performance: 0.8, lcp: 4_000 }), run({ performance: 0.985, lcp: 1_800 })];
    expect(performanceOf(medianRun(runs, performanceOf))).toBe(0.985);
    expect(quietFailures('learner', runs, 0.98)).toEqual([]);
    const slow = [run({ performance: 0.97, lcp: 2_600 }), run({ performance: 0.99, lcp: 1_000 }), run({ performance: 0.9, lcp: 3_000 })];
    expect(quietFailures('learner', slow, 0.98)).toEqual(['learner: median performance 0.97 < 0.98 (LIGHTHOUSE_QUIET)', 'learner: median LCP 2.6 s > 2.5 s (LIGHTHOUSE_QUIET)']);
  });
});
