import type { Plugin } from 'vite';

/**
 * A prerendered page: the module of its screen, complete in its markup (a sign-in form); or a frame, a
 * signed-in screen whose content needs its data, whose scripts load at once with the screen's preloaded.
 */
export type PrerenderedPage = string | { screen: string; frame: true };

/** The Vite plugin that writes each page of `pages` (an address and its screen) as HTML at build time. */
export function prerender(pages: Record<string, PrerenderedPage>): Plugin;

/** The style element `styles` cut to the rules `markup` uses (the variables of `:root` and `:host` kept whole). */
export function criticalStyles(styles: string, markup: string): Promise<string>;

/** index.html (`template`) with the page's markup and styles; a frame's screen scripts (`frameScripts`) preloaded, or null to load the scripts at low priority. */
export function pageHtml(template: string, markup: string, styles: string, frameScripts: string[] | null): string;
