import type { Plugin } from 'vite';

/**
 * A page written at build time: the module of its screen, drawn as HTML (a sign-in form); or, for a screen that
 * needs its data first, index.html with that screen's chunks preloaded.
 */
export type PrerenderedPage = string | { screen: string; preloadOnly: true };

/** The Vite plugin that writes each page of `pages` (an address and its screen) at build time. */
export function prerender(pages: Record<string, PrerenderedPage>): Plugin;

/** The style element `styles` cut to the rules `markup` uses (the variables of `:root` and `:host` kept whole). */
export function criticalStyles(styles: string, markup: string): Promise<string>;

/** index.html (`template`) with `scripts` (a screen's chunks, as `assets/…` paths) preloaded beside the entry. */
export function withScreenPreloaded(template: string, scripts: string[]): string;
