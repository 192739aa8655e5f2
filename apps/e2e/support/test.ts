import { test as base, expect, type APIRequestContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { demoLearner } from '@stride/demo';

/** The server's clock now: it started at E2E_START and runs in real time unless a journey moves it. */
export async function serverTime(request: APIRequestContext): Promise<Date> {
  const response = await request.get('/api/test/clock');
  expect(response.ok(), 'the stack runs with TEST_CLOCK').toBe(true);
  return new Date(((await response.json()) as { now: string }).now);
}

/** Moves the server's clock (the test-only switch) and the page's with it. */
export async function moveClocks(page: Page, to: Date): Promise<void> {
  const response = await page.request.put('/api/test/clock', { data: { now: to.toISOString() } });
  expect(response.ok()).toBe(true);
  await page.clock.setSystemTime(to);
}

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** What the browser reports of a Content-Security-Policy violation, in its console or as an event. */
const CSP_CONSOLE_MESSAGE = /Content[- ]Security[- ]Policy/i;

/**
 * Every journey's browser runs on the server's clock, so what the screens compute from "now" (a session's
 * expiry, today's date) agrees with what the server stored. Every journey fails on a Content-Security-Policy
 * violation (tools/serve-apps sends the policy), so the policy is proven on every screen the journeys reach.
 * `demoLearnerState` is the demo learner signed in once per worker (sign-in is rate-limited per account): a
 * describe block that only needs them signed in uses it as its storageState.
 */
export const test = base.extend<{ browserOnServerTime: void; noCspViolations: void }, { demoLearnerState: StorageState }>({
  noCspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (CSP_CONSOLE_MESSAGE.test(message.text())) violations.push(message.text());
      });
      await context.exposeBinding('reportCspViolation', (_source, violation: string) => violations.push(violation));
      await context.addInitScript(() => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) => {
            const report = (window as unknown as { reportCspViolation(violation: string): Promise<void> }).reportCspViolation;
            void report(`securitypolicyviolation: ${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} at ${event.sourceFile}:${event.lineNumber}`);
          },
          true,
        );
      });
      await use();
      expect(violations, 'Content-Security-Policy violations in the browser').toEqual([]);
    },
    { auto: true },
  ],
  browserOnServerTime: [
    async ({ context, request }, use) => {
      await context.clock.install({ time: await serverTime(request) });
      await use();
    },
    { auto: true },
  ],
  demoLearnerState: [
    async ({ browser, playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const api = await playwright.request.newContext({ baseURL });
      const context = await browser.newContext({ baseURL });
      await context.clock.install({ time: await serverTime(api) });
      const page = await context.newPage();
      await page.goto('/user/login');
      await page.getByRole('textbox', { name: /^Email/ }).fill(demoLearner.email);
      await page.getByRole('textbox', { name: /^Password/ }).fill(demoLearner.password);
      await page.getByRole('textbox', { name: /^Password/ }).press('Enter');
      await page.waitForURL(/\/user\/dashboard$/);
      const state = await context.storageState();
      await context.close();
      await api.dispose();
      await use(state);
    },
    { scope: 'worker' },
  ],
});

export { expect };
