/**
 * First-page budgets: builds the three apps and sums the gzip size of each index.html and the JS and CSS it
 * loads (entry script, module preloads, stylesheets), and the same of each prerendered page
 * (`<address>/index.html`, whose styles are inlined in the document).
 * Fails when a first page passes its app's budget, or carries a library's development build (as
 * react-router's package exports by default). Then counts the files each lazy screen brings beyond the first
 * page (its chunk, the chunks it imports and their style sheets, from the build's manifest), and fails when
 * one brings more than SCREEN_FILE_LIMIT: over HTTP/1.1 a phone waits a round trip for every six of them
 * (docs/performance.md, "Fewer files, reads started by the route, renders in slices").
 * Usage: tsx tools/budgets.ts [--no-build]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { firstPageAssets } from './first-page-assets';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const KiB = 1024;
/** The most files one lazy screen may bring beyond the first page (the learner's dashboard brought 62). */
const SCREEN_FILE_LIMIT = 20;
const budgets = [
  { app: 'learner', limit: 150 * KiB },
  { app: 'org-admin', limit: 180 * KiB },
  { app: 'back-office', limit: 180 * KiB },
];

if (!process.argv.includes('--no-build')) {
  const projects = budgets.map(({ app }) => `@stride/${app}`).join(',');
  const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', `--projects=${projects}`, '--output-style=static'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let over = false;
let overScreens = false;
console.log('\nFirst page: the document, its JS and CSS (gzip):');
for (const { app, limit } of budgets) {
  const dist = join(root, 'apps', app, 'dist');
  const entryAssets = new Set(firstPageAssets(readFileSync(join(dist, 'index.html'), 'utf8')));
  for (const page of firstPages(dist)) {
    const name = page === 'index.html' ? app : `${app} /${dirname(page)}`;
    const document = readFileSync(join(dist, page));
    const html = gzipSync(document, { level: 9 }).length;
    // A page written with its screen preloaded (the learner's dashboard, prerender.js `preloadOnly`) fetches the
    // screen's chunks with the entry: bytes the screen fetches anyway, only earlier. They are the screen's, held
    // by the lazy-screen count below, not the first page's.
    const [assets, screenAssets] = partition(firstPageAssets(document.toString('utf8')), (asset) => entryAssets.has(asset));
    let js = 0;
    let css = 0;
    const development = assets.flatMap((asset) => developmentSources(join(dist, asset)));
    if (development.length > 0) {
      over = true;
      console.log(`  ${name}: development builds on the first page: ${development.join(', ')}`);
    }
    for (const asset of assets) {
      const size = gzipSize(join(dist, asset));
      if (asset.endsWith('.css')) css += size;
      else js += size;
    }
    const total = html + js + css;
    const verdict = total > limit ? 'OVER BUDGET' : 'ok';
    over ||= total > limit;
    const screen = screenAssets.reduce((sum, asset) => sum + gzipSize(join(dist, asset)), 0);
    console.log(
      `  ${name.padEnd(26)} html ${(html / KiB).toFixed(1).padStart(5)} KiB  js ${(js / KiB).toFixed(1).padStart(6)} KiB  css ${(css / KiB).toFixed(1).padStart(5)} KiB  total ${(total / KiB).toFixed(1).padStart(6)} KiB  budget ${limit / KiB} KiB  ${verdict}${screenAssets.length > 0 ? `  (+ its screen preloaded: ${screenAssets.length} files, ${(screen / KiB).toFixed(1)} KiB)` : ''}`,
    );
  }
}
console.log(`\nLazy screens: files each brings beyond the first page (at most ${SCREEN_FILE_LIMIT}), the most first:`);
for (const { app } of budgets) {
  const screens = screenFiles(join(root, 'apps', app, 'dist'));
  const tooMany = screens.filter((screen) => screen.files > SCREEN_FILE_LIMIT);
  overScreens ||= tooMany.length > 0;
  const shown = [...tooMany, ...screens.filter((screen) => screen.files <= SCREEN_FILE_LIMIT).slice(0, 3)];
  console.log(`  ${app.padEnd(12)} ${screens.length} screens; ${shown.map((screen) => `${screen.name} ${screen.files}${screen.files > SCREEN_FILE_LIMIT ? ' OVER' : ''}`).join(', ')}`);
}
process.exit(over || overScreens ? 1 : 0);

/** index.html and the pages prerendered at build time (libs/vite-config prerender.js), relative to `dist`. */
function firstPages(dist: string): string[] {
  const prerendered = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html' && entry.parentPath !== dist)
    .map((entry) => relative(dist, join(entry.parentPath, entry.name)));
  return ['index.html', ...prerendered.sort()];
}

/** The sources of a built script (from its source map) that are some library's development build. */
function developmentSources(file: string): string[] {
  if (!file.endsWith('.js') || !existsSync(`${file}.map`)) return [];
  const { sources } = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
  return sources.filter((source) => /node_modules\/.*(\/development\/|\.development\.js$)/.test(source));
}

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** Each lazy screen of a build and how many files loading it fetches that the first page has not (Vite's manifest). */
function screenFiles(dist: string): { name: string; files: number }[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const reached = (key: string, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const css of chunk.css ?? []) seen.add(css);
    for (const imported of chunk.imports ?? []) reached(imported, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const firstPage = entry ? reached(entry) : new Set<string>();
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key, chunk]) => ({ name: chunk.name ?? key, files: [...reached(key)].filter((file) => !firstPage.has(file)).length }))
    .sort((a, b) => b.files - a.files);
}

function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

function partition<T>(items: T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}
