import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The files the API reads while it runs: the contract and the migrations. The build (apps/api/build.ts)
 * bundles the server into one module and copies both beside it, so `apps/api/dist` is a self-contained
 * folder; run from source, they are read where they live in the repository. `import.meta.url` is this
 * module in the source tree and the bundle once built, hence the check for a copied contract beside it.
 */
const here = dirname(fileURLToPath(import.meta.url));
const bundled = existsSync(join(here, 'openapi.yaml'));
const apiRoot = bundled ? join(here, '..') : join(here, '..', '..');
const repoRoot = join(apiRoot, '..', '..');

export const contractPath = bundled ? join(here, 'openapi.yaml') : join(repoRoot, 'openapi.yaml');
export const migrationsFolder = bundled ? join(here, 'drizzle') : join(apiRoot, 'drizzle');
/** The embedded database's folder when DATA_DIR is not set: the repository's `data/pglite`. */
export const defaultDataDir = join(repoRoot, 'data', 'pglite');
