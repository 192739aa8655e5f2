import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { watch: false, environment: 'node', include: ['**/*.test.ts'], testTimeout: 60_000 },
});
