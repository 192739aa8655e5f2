// Plain JavaScript (typed by test-limits.d.ts), like app-config.js: Vitest loads the configs with Node.

/**
 * The time limits of every project's tests, in one place. A limit is there to stop a test that hangs, never to
 * measure speed: on the busy 2-core machine this project is built on, a screen test that takes 2 s alone can
 * take 20, and a test that failed for it would fail for no fault in the code (issue 25, finding 9). A test that
 * must prove something about time proves it on a clock it controls (fake timers, the server's test clock) or
 * against bounds taken from the run itself, and prints the durations it measures rather than gating them.
 */

/** A test, or a beforeAll/afterAll hook. */
export const TEST_TIMEOUT_MS = 120_000;

/** How long findBy…, waitFor and expect.poll wait for something to appear before failing. */
export const WAIT_TIMEOUT_MS = 15_000;

/** The limits as Vitest's `test` options. */
export const vitestTimeouts = { testTimeout: TEST_TIMEOUT_MS, hookTimeout: TEST_TIMEOUT_MS, expect: { poll: { timeout: WAIT_TIMEOUT_MS } } };
