import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/**
 * The files the API reads while it runs: the contract and the migrations. The build (apps/api/build.ts)
 * bundles the server into one module and writes both beside it, so `apps/api/dist` is a self-contained
 * folder; run from source, they are read where they live in the repository. The demo content is not among
 * them: only the seed reads it, from the repository unless DEMO_CONTENT_DIR says otherwise. `import.meta.url` is this
 * module in the source tree and the bundle once built, hence the check for the built contract beside it.
 */
const here = dirname(fileURLToPath(import.meta.url));
const builtContract = join(here, 'openapi.json');
const bundled = existsSync(builtContract);
const apiRoot = bundled ? join(here, '..') : join(here, '..', '..');
const repoRoot = join(apiRoot, '..', '..');

/** The contract as written: openapi.yaml at the repository's root. */
export const contractPath = join(repoRoot, 'openapi.yaml');
export const migrationsFolder = bundled ? join(here, 'drizzle') : join(apiRoot, 'drizzle');
/** The embedded database's folder when DATA_DIR is not set: the repository's `data/pglite`. */
export const defaultDataDir = join(repoRoot, 'data', 'pglite');
/** The demo content's data files when DEMO_CONTENT_DIR is not set: the repository's `libs/demo-content/data`. */
export const defaultDemoContentDir = join(repoRoot, 'libs', 'demo-content', 'data');

/**
 * The contract as an object. Built, from the JSON the build made of it: parsing the YAML was a tenth of
 * the server's start-up (docs/performance.md).
 */
export function readContract(): object {
  return bundled ? (JSON.parse(readFileSync(builtContract, 'utf8')) as object) : (parse(readFileSync(contractPath, 'utf8')) as object);
}
