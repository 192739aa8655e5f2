/**
 * Builds the API for production: the server and the development identity provider, each bundled by
 * esbuild into an ES module in apps/api/dist (with a source map; run with `node --enable-source-maps`),
 * so nothing is transpiled at run time. The packages of node_modules stay imports; the workspace's own
 * libraries (@stride/*, TypeScript sources) are bundled in. What the entries share, and what they import
 * dynamically (the demo seed, which the server loads only with SEED_DEMO on), are chunks beside them. The
 * contract (as JSON) and the migrations are written beside the bundles (src/lib/run-time-files.ts finds
 * them there), so the folder runs on its own. The demo content is data the seed reads at run time
 * (DEMO_CONTENT_DIR), not part of the build. Usage: tsx build.ts [outdir]
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { parse } from 'yaml';

const apiRoot = import.meta.dirname;

/** Bare imports are node_modules packages, left to Node, except the workspace's own libraries. */
const packagesStayExternal: Plugin = {
  name: 'packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@stride/') ? undefined : { path: args.path, external: true }));
  },
};

export async function buildApi(outdir = join(apiRoot, 'dist')): Promise<void> {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: { server: join(apiRoot, 'src/server.ts'), 'dev-idp': join(apiRoot, 'src/dev-idp/run.ts') },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // Chunks stay in the outdir itself: run-time-files.ts looks beside whichever module holds it.
    splitting: true,
    target: 'node20.19',
    sourcemap: true,
    plugins: [packagesStayExternal],
    logLevel: 'warning',
  });
  // JSON, not the YAML: parsed at every start, and JSON parses an order of magnitude faster.
  const contract = parse(readFileSync(join(apiRoot, '..', '..', 'openapi.yaml'), 'utf8')) as unknown;
  writeFileSync(join(outdir, 'openapi.json'), JSON.stringify(contract));
  cpSync(join(apiRoot, 'drizzle'), join(outdir, 'drizzle'), { recursive: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildApi(process.argv[2] ? resolve(process.argv[2]) : undefined);
}
