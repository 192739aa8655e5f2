import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Plain JavaScript (typed by app-config.d.ts): Vite loads each app's config with Node, which cannot run
// TypeScript from a workspace package.

/**
 * The shared Vite and Vitest setup of the three apps: `/api` is proxied to the API server by the dev
 * server and by `vite preview` (what `npm start` serves), so every app calls the API on its own origin.
 */
export function appViteConfig({ root, port }) {
  const api = { '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:3000', changeOrigin: false } };
  return defineConfig({
    root,
    plugins: [react()],
    server: { port, strictPort: true, proxy: api },
    preview: { port, strictPort: true, proxy: api },
    build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, target: 'es2022' },
    test: {
      watch: false,
      environment: 'jsdom',
      globals: true,
      setupFiles: ['@stride/ui/testing/setup'],
      include: ['src/**/*.test.{ts,tsx}'],
    },
  });
}
