import type { ViteUserConfigFnObject } from 'vitest/config';
import type { PrerenderedPage } from './prerender.js';

/**
 * The shared Vite and Vitest config of an app served on `port`, with each module's Mantine stylesheets added
 * (mantine-styles.d.ts) and `/api` proxied to the API; a build also publishes its id as `version.json` and
 * `import.meta.env.VITE_BUILD_VERSION`, and a `.br` and a `.gz` beside each compressible file of its output.
 */
export function appViteConfig(options: {
  root: string;
  port: number;
  /** Pages written as HTML at build time: each address and the module of its screen (prerender.js). */
  prerenderedPages?: Record<string, PrerenderedPage>;
}): ViteUserConfigFnObject;

/**
 * Writes `<file>.br` and `<file>.gz` beside each compressible file (text formats of at least 1 KiB) of
 * `dir` and its folders, each only when smaller than its file; resolves to the files it compressed.
 */
export function compressFolder(dir: string): Promise<string[]>;
