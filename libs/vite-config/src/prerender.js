import react from '@vitejs/plugin-react';
import Beasties from 'beasties';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

/**
 * Writes each page of `pages` (an address and the module of its screen) as `<address>/index.html` in the
 * build: index.html with the page's markup in #root, drawn at build time by the app's `src/prerender.tsx`
 * (its `render(path)`), and the page's styles (index.html's style sheets, then the screen's, cut to the rules
 * the markup uses) inlined in the head in their order. The browser paints the page from this one document,
 * before any script has run or any other file arrived, and the app then hydrates it (libs/app-shell
 * renderApp); the screen's style sheets arrive again with its code, and change nothing.
 * The scripts load at low priority: the paint needs none of them.
 * A signed-in screen whose content needs its data cannot be drawn at build time; `path: { screen,
 * preloadOnly: true }` writes index.html for it with the screen's chunks preloaded (`modulepreload`), so
 * they load beside the entry rather than after it has run (the learner's dashboard).
 * tools/serve-apps serves `<address>/index.html` for the address, as nginx's
 * `try_files $uri $uri/index.html /index.html` does (docs/deploy.md).
 */
export function prerender(pages) {
  let config;
  return {
    name: 'stride-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler(_options, bundle) {
        const outDir = resolve(config.root, config.build.outDir);
        // Inside the app, so that the renderer's imports of packages resolve from the workspace's node_modules.
        const serverDir = await mkdtemp(join(config.root, '.prerender-'));
        try {
          const render = await buildRenderer(config, serverDir);
          const template = await readFile(join(outDir, 'index.html'), 'utf8');
          for (const [path, page] of Object.entries(pages)) {
            const { screen, preloadOnly = false } = typeof page === 'string' ? { screen: page } : page;
            const files = screenFiles(bundle, screen, template);
            let html;
            if (preloadOnly) html = withScreenPreloaded(template, files.scripts);
            else {
              const markup = await render(path);
              html = pageHtml(template, markup, await criticalStyles(await inlineStyles(outDir, template, files.styles), markup));
            }
            await mkdir(join(outDir, path), { recursive: true });
            await writeFile(join(outDir, path, 'index.html'), html);
          }
        } finally {
          await rm(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}

/** Builds the app's src/prerender.tsx for Node (the workspace's libraries bundled in) and loads its render. */
async function buildRenderer(config, serverDir) {
  await build({
    configFile: false,
    root: config.root,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: config.resolve.alias },
    ssr: { noExternal: [/^@stride\//] },
    build: { ssr: 'src/prerender.tsx', outDir: serverDir, emptyOutDir: true, sourcemap: false, target: 'node20' },
  });
  const { render } = await import(pathToFileURL(join(serverDir, 'prerender.js')).href);
  if (typeof render !== 'function') throw new Error('src/prerender.tsx must export render(path).');
  return render;
}

/** The scripts and style sheets of the screen's chunk and of the chunks it imports, less those index.html loads. */
function screenFiles(bundle, screen, template) {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(screen));
  if (!start) throw new Error(`No chunk of the build starts at ${screen}.`);
  const scripts = new Set();
  const styles = new Set();
  const visit = (chunk) => {
    if (scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
  const notInTemplate = (files) => [...files].filter((file) => !template.includes(`/${file}"`));
  return { scripts: notInTemplate(scripts), styles: notInTemplate(styles) };
}

const STYLE_LINK = /<link rel="stylesheet"[^>]* href="\/([^"]+\.css)">\n?\s*/g;

/** One style element with index.html's style sheets, then the screen's, in that order (the cascade's). */
async function inlineStyles(outDir, template, screenFiles) {
  const files = [...[...template.matchAll(STYLE_LINK)].map((match) => match[1]), ...screenFiles];
  const sheets = await Promise.all(files.map((file) => readFile(join(outDir, file), 'utf8')));
  return `<style>${sheets.join('\n')}</style>`;
}

/**
 * The style element `styles` with only the rules `markup` uses (Beasties, the critical-CSS tool Angular's
 * builds use): the paint needs no more, and the screen's full style sheets arrive with its code before the app
 * hydrates (Vite's preload waits for them). The sheets a screen shares with others (the `mantine` chunk,
 * app-config.js) carry every shared component's styles, most of which a sign-in page never draws. Beasties
 * writes the whole document back, so only its style element is taken: the markup must stay byte for byte what
 * React drew, or hydration finds a mismatch.
 */
export async function criticalStyles(styles, markup) {
  const beasties = new Beasties({
    external: false,
    reduceInlineStyles: true,
    keyframes: 'critical',
    // Mantine declares its variables for `:root` and `:host` (and each colour scheme's on them); Beasties cannot
    // match those in a document and would drop the variables every colour comes from.
    allowRules: [/:root/, /:host/],
    logLevel: 'warn',
  });
  const page = await beasties.process(`<!doctype html><html data-mantine-color-scheme="light"><head>${styles}</head><body><div id="root">${markup}</div></body></html>`);
  const pruned = /<style>[\s\S]*?<\/style>/.exec(page)?.[0];
  if (!pruned) throw new Error('Beasties left no style element.');
  return pruned;
}

/** index.html with `scripts` (a screen's chunks) preloaded beside the entry. */
export function withScreenPreloaded(template, scripts) {
  const links = scripts.map((file) => `  <link rel="modulepreload" crossorigin href="/${file}">\n`).join('');
  const html = template.replace('</head>', () => `${links}  </head>`);
  if (!scripts.every((file) => html.includes(`/${file}"`))) throw new Error('index.html is not the template the prerender expects.');
  return html;
}

function pageHtml(template, markup, styles) {
  const html = template
    .replace(STYLE_LINK, '')
    // The paint needs none of the scripts: they come after what the page shows (fonts), not before it.
    .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
    .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin')
    // Mantine sets it from a script at start; the prerendered page is painted before any script runs.
    .replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">')
    // Functions, not strings: a "$" in the styles or the markup must not be read as a replacement pattern.
    .replace('</head>', () => `  ${styles}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
  if (!html.includes(markup) || !html.includes('data-mantine-color-scheme') || !html.includes('fetchpriority="low"')) throw new Error('index.html is not the template the prerender expects.');
  return html;
}
