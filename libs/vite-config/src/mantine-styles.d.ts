import type { Plugin } from 'vite';

/**
 * The Vite plugin that adds, before the first import of each module of the apps and libs, the Mantine
 * stylesheets its components need, in the order of Mantine's styles.css (see mantine-styles.js).
 */
export function mantineStyles(): Plugin;

/** Mantine's styles as its packages ship them: the order of core's per-component files and who needs which. */
export interface MantineStyles {
  /** Every file of @mantine/core/styles (`baseline.css`, `Button.css`...) in the order of its styles.css. */
  order: string[];
  /** The global files (reset, CSS variables, global classes) as imports, in order. */
  global: string[];
  /** The stylesheet imports (`@mantine/core/styles/Button.css`, `@mantine/dates/styles.css`) that `names` of `pkg` need, in order. */
  required(pkg: string, names: string[]): string[];
}

/** Reads Mantine's packages from the workspace's node_modules. */
export function loadMantineStyles(): MantineStyles;

/**
 * The stylesheet imports `code` (the module `file`) needs, in order, and the offset of its first import,
 * where they go; null when it does not parse. Throws when it imports a Mantine package whole or a Mantine
 * stylesheet itself.
 */
export function mantineStylesheets(file: string, code: string, mantine: MantineStyles): { imports: string[]; at: number } | null;
