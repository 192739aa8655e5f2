import { describe, expect, it } from 'vitest';
import { criticalStyles, withScreenPreloaded } from './prerender.js';

const MARKUP = '<form class="card"><button class="button" disabled>Log in</button><svg><rect width="2" height="2"/></svg><!-- -->text</form>';

describe('the styles a prerendered page inlines', () => {
  it('keep the rules its markup uses and drop the rest', async () => {
    const styles = await criticalStyles('<style>.card{padding:1rem}.button:disabled{opacity:.5}.select-dropdown{z-index:300}.modal .title{font-size:2rem}</style>', MARKUP);
    expect(styles).toMatch(/^<style>.*<\/style>$/s);
    expect(styles).toContain('.card{padding:1rem}');
    expect(styles).toContain('.button:disabled{opacity:.5}');
    expect(styles).not.toContain('select-dropdown');
    expect(styles).not.toContain('.modal');
  });

  it('keep Mantine’s variables whole, declared for :root and :host and for each colour scheme', async () => {
    const variables =
      ':root,:host{--mantine-spacing-md:1rem}:root[data-mantine-color-scheme="light"],:host([data-mantine-color-scheme="light"]){--mantine-color-body:#fff}';
    const styles = await criticalStyles(`<style>${variables}.card{background:var(--mantine-color-body)}</style>`, MARKUP);
    expect(styles).toContain('--mantine-spacing-md:1rem');
    expect(styles).toMatch(/:root\[data-mantine-color-scheme="light"\][^{]*\{--mantine-color-body:#fff\}/);
  });
});

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('index.html with a screen preloaded (the dashboard)', () => {
  it('preloads the screen’s chunks in the head, beside the entry, and leaves the rest as it was', () => {
    const html = withScreenPreloaded(TEMPLATE, ['assets/dashboard-4.js', 'assets/mantine-5.js']);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-4.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/mantine-5.js">');
    expect(html.indexOf('mantine-5.js')).toBeLessThan(html.indexOf('</head>'));
    expect(html.replace(/ *<link rel="modulepreload"[^>]*>\n/g, '')).toBe(TEMPLATE);
  });
});
