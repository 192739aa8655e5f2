import type { Plugin } from 'vite';

/** The Vite plugin that writes each page of `pages` (an address and the module of its screen) as HTML at build time. */
export function prerender(pages: Record<string, string>): Plugin;

/** The style element `styles` cut to the rules `markup` uses (the variables of `:root` and `:host` kept whole). */
export function criticalStyles(styles: string, markup: string): Promise<string>;
