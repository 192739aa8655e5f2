import { vitestTimeouts } from '@stride/vite-config/test-limits';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { watch: false, environment: 'node', include: ['src/**/*.test.ts'], ...vitestTimeouts },
});
