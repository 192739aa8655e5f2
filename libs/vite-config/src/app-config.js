import react from '@vitejs/plugin-react';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { mantineStyles } from './mantine-styles.js';
import { precompress } from './precompress.js';
import { prerender } from './prerender.js';
import { vitestTimeouts } from './test-limits.js';

export { compressFolder } from './precompress.js';

// Plain JavaScript (typed by app-config.d.ts): Vite loads each app's config with Node, which cannot run
// TypeScript from a workspace package.

/**
 * The shared Vite and Vitest setup of the three apps: each module gets the Mantine stylesheets its
 * components need (mantine-styles.js); `/api` is proxied to the API server by the dev server (and by
 * tools/serve-apps, what `npm start` serves builds with), so every app calls the API on its own origin.
 * Each build publishes its id (see buildVersion), its prerendered pages (prerender.js) and its brotli and
 * gzip files (precompress.js).
 */
export function appViteConfig({ root, port, prerenderedPages = {} }) {
  const api = { '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:3000', changeOrigin: false } };
  return defineConfig(({ command }) => ({
    root,
    resolve: { alias: command === 'build' ? [reactRouterProductionBuild()] : [] },
    // Prerendered pages are written before the output is compressed (plugins of the same order run in turn).
    plugins: [mantineStyles(), react(), buildVersion(), prerender(prerenderedPages), precompress()],
    server: { port, strictPort: true, proxy: api },
    // The manifest (dist/.vite/manifest.json) tells tools/budgets.ts which files each lazy screen brings.
    build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, target: 'es2022', manifest: true, rolldownOptions: { output: { codeSplitting } } },
    test: {
      watch: false,
      environment: 'jsdom',
      globals: true,
      setupFiles: ['@stride/ui/testing/setup'],
      include: ['src/**/*.test.{ts,tsx}'],
      ...vitestTimeouts,
    },
  }));
}

/**
 * Fewer, larger files for the lazy screens (docs/performance.md, "Fewer files, reads started by the route, renders in slices"). Left to itself
 * the bundler gives every Mantine component a screen shares with another its own chunk and style sheet: the
 * learner's dashboard asked for 62 files beyond the first page, and over HTTP/1.1's six connections a phone
 * waits a round trip for each handful. The first page's modules are claimed first (`first-page`, which stays
 * the entry), so that the groups after cannot pull them off it. Then Mantine's components (and what they
 * import) that three or more lazy chunks use go into one chunk, `mantine`, and the apps' shared code (libs,
 * `components/`, `config/`, `lib/`) that three or more use into one, `shared`: each fetched once and cached for
 * every screen after.
 */
const codeSplitting = {
  groups: [
    { name: 'first-page', tags: ['$initial'], priority: 3 },
    { name: 'mantine', test: /node_modules[\\/]@mantine[\\/](core|hooks|form)[\\/]/, minShareCount: 3, priority: 2 },
    { name: 'shared', test: /[\\/](libs[\\/][^\\/]+[\\/]src|apps[\\/][^\\/]+[\\/]src[\\/](components|config|lib))[\\/]/, minShareCount: 3, priority: 1 },
  ],
};

/**
 * react-router's package exports only its development build, whose warnings (and the code that checks for
 * them) would ship to every visitor; the production build beside it is the same library without them.
 */
function reactRouterProductionBuild() {
  const require = createRequire(import.meta.url);
  const folder = dirname(require.resolve('react-router/package.json'));
  return { find: /^react-router$/, replacement: join(folder, 'dist', 'production', 'index.mjs') };
}

/**
 * Gives each build an id (the commit and the build time) and publishes it twice: compiled into the app as
 * `import.meta.env.VITE_BUILD_VERSION`, and beside it as `version.json`. An open app compares the two to
 * notice that a newer build has been deployed. Builds only: in development neither exists.
 */
function buildVersion() {
  let id;
  return {
    name: 'stride-build-version',
    apply: 'build',
    config() {
      id = `${commit()}-${Date.now().toString(36)}`;
      return { define: { 'import.meta.env.VITE_BUILD_VERSION': JSON.stringify(id) } };
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version: id }) });
    },
  };
}

function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'local';
  }
}
