/** A test, or a beforeAll/afterAll hook (test-limits.js says why the limits are generous). */
export const TEST_TIMEOUT_MS: number;

/** How long findBy…, waitFor and expect.poll wait for something to appear before failing. */
export const WAIT_TIMEOUT_MS: number;

/** The limits as Vitest's `test` options. */
export const vitestTimeouts: { testTimeout: number; hookTimeout: number; expect: { poll: { timeout: number } } };
