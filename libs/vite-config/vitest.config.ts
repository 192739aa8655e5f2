import { defineConfig } from 'vitest/config';
import { vitestTimeouts } from './src/test-limits.js';

export default defineConfig({
  test: { watch: false, environment: 'node', include: ['src/**/*.test.ts'], ...vitestTimeouts },
});
