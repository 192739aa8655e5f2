import { describe, expect, it } from 'vitest';

describe('first-page assets', () => {
  it('counts the entry script, module preloads and stylesheets, not icons or lazy chunks', async () => {
    const html = `<!doctype html><html><head>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <script type="module" crossorigin src="/assets/index-abc.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
      <link rel="stylesheet" crossorigin href="/assets/index-123.css">
    </head></html>`;
    const { firstPageAssets } = await import('./first-page-assets');
    expect(firstPageAssets(html)).toEqual(['/assets/index-abc.js', '/assets/vendor-def.js', '/assets/index-123.css']);
  });
});
