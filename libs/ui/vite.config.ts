import react from '@vitejs/plugin-react';
import { mantineStyles } from '@stride/vite-config/mantine-styles';
import { vitestTimeouts } from '@stride/vite-config/test-limits';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [mantineStyles(), react()],
  test: {
    // Nx runs `vitest` under a terminal, where it would otherwise watch forever.
    watch: false,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    ...vitestTimeouts,
  },
});
