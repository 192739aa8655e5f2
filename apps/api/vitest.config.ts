import { vitestTimeouts } from '@stride/vite-config/test-limits';
import { defineConfig } from 'vitest/config';

// Files named *.pg.test.ts need a PostgreSQL server (several processes on one database): they run in the
// suite's PostgreSQL pass (TEST_DATABASE_URL set, as .ci/run does), not on the embedded database.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    watch: false,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: onPostgres ? [] : ['src/**/*.pg.test.ts'],
    ...vitestTimeouts,
  },
});
