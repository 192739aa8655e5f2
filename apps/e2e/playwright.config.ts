import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_START } from './support/clock';

// Debian's Chromium, never a downloaded browser; the flags keep it quiet on a closed network (STACK.md).
// In a JSON file because tools/lighthouse.ts launches the same browser the same way.
const chromium = JSON.parse(readFileSync(join(import.meta.dirname, 'chromium.json'), 'utf8')) as { path: string; flags: string[] };
export const chromiumFlags = chromium.flags;

// Each run starts the whole stack on a fresh embedded database, seeded with the demo content.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'stride-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  // Limits stop a journey that hangs; they never measure speed (a busy 2-core machine makes a 20 s journey take
  // minutes, which is no fault in the code: @stride/vite-config/test-limits says the same of the unit tests).
  // A journey's own time is in the report; one that must be fast is checked by Lighthouse or a benchmark.
  timeout: 5 * 60_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    baseURL: 'http://localhost:4200',
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? chromium.path, args: chromiumFlags },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npm start',
    cwd: join(import.meta.dirname, '..', '..'),
    url: 'http://127.0.0.1:4400',
    timeout: 10 * 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // The server's clock starts at a fixed Wednesday, so dates (the seeded history, a certificate) are the
    // same on every run; each journey's browser clock is set to it (support/test.ts).
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', TEST_CLOCK: E2E_START },
  },
});
