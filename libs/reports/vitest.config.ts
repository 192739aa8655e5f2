import react from '@vitejs/plugin-react';
import { mantineStyles } from '@stride/vite-config/mantine-styles';
import { vitestTimeouts } from '@stride/vite-config/test-limits';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [mantineStyles(), react()],
  test: { watch: false, environment: 'jsdom', setupFiles: ['@stride/ui/testing/setup'], globals: true, include: ['src/**/*.test.{ts,tsx}'], ...vitestTimeouts },
});
