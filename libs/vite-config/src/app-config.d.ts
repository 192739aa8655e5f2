import type { UserConfig } from 'vitest/config';

/**
 * The shared Vite and Vitest config of an app served on `port`, with `/api` proxied to the API; a build also
 * publishes its id as `version.json` and `import.meta.env.VITE_BUILD_VERSION`.
 */
export function appViteConfig(options: { root: string; port: number }): UserConfig;
