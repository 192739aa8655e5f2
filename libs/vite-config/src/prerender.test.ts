import { describe, expect, it } from 'vitest';
import { criticalStylesOnly } from './prerender.js';

const page = (styles: string) =>
  `<!doctype html><html lang="en" data-mantine-color-scheme="light"><head><style>${styles}</style></head><body><div id="root"><form class="card"><button class="button" disabled>Log in</button></form></div></body></html>`;

describe('the styles a prerendered page inlines', () => {
  it('keep the rules its markup uses and drop the rest', async () => {
    const html = await criticalStylesOnly(page('.card{padding:1rem}.button:disabled{opacity:.5}.select-dropdown{z-index:300}.modal .title{font-size:2rem}'));
    expect(html).toContain('.card{padding:1rem}');
    expect(html).toContain('.button:disabled{opacity:.5}');
    expect(html).not.toContain('select-dropdown');
    expect(html).not.toContain('.modal');
  });

  it('keep Mantine’s variables whole, declared for :root and :host and for each colour scheme', async () => {
    const variables =
      ':root,:host{--mantine-spacing-md:1rem}:root[data-mantine-color-scheme="light"],:host([data-mantine-color-scheme="light"]){--mantine-color-body:#fff}';
    const html = await criticalStylesOnly(page(`${variables}.card{background:var(--mantine-color-body)}`));
    expect(html).toContain('--mantine-spacing-md:1rem');
    expect(html).toMatch(/:root\[data-mantine-color-scheme="light"\][^{]*\{--mantine-color-body:#fff\}/);
  });
});
