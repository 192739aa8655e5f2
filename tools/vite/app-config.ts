import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The shared Vite and Vitest setup of the three apps: `/api` is proxied to the API server by the dev
 * server and by `vite preview` (what `npm start` serves), so every app calls the API on its own origin.
 */
export function appViteConfig({ root, port }: { root: string; port: number }) {
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
      setupFiles: [`${root}/../../libs/ui/src/testing/setup.ts`],
      include: ['src/**/*.test.{ts,tsx}'],
    },
  });
}
