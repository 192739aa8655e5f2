import type { UserConfig } from 'vitest/config';

/** The shared Vite and Vitest config of an app served on `port`, with `/api` proxied to the API. */
export function appViteConfig(options: { root: string; port: number }): UserConfig;
