import MagicString from 'magic-string';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMantineStyles, mantineStyles, mantineStylesheets } from './mantine-styles.js';

const core = (...files: string[]) => files.map((file) => `@mantine/core/styles/${file}.css`);
const GLOBAL = core('baseline', 'default-css-variables', 'global');
const imports = (specifiers: string[]) => specifiers.map((specifier) => `import '${specifier}';\n`).join('');

const SCREEN = `// A screen.
import { Button, TextInput } from '@mantine/core';
import { useState } from 'react';

export function Screen() {
  const [name, setName] = useState('');
  return <form><TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} /><Button type="submit">Save</Button></form>;
}
`;
const PLAIN = `import { useState } from 'react';\n\nexport const useName = () => useState('');\n`;
const LIBRARY = `import { Button } from '@mantine/core';\n\nexport const LibraryButton: typeof Button = Button;\n`;
const TEST = `import { Button } from '@mantine/core';\n\nexport const tested = Button;\n`;
/** What SCREEN needs: TextInput renders Input (with its clear button), Button renders UnstyledButton and Loader. */
const SCREEN_STYLES = [...GLOBAL, ...core('UnstyledButton', 'Loader', 'CloseButton', 'Input', 'Button')];

describe('mantineStyles, as Vite runs it', () => {
  let dir: string;
  const seen = new Map<string, { code: string; mappings: string }>();

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'mantine-styles-'));
    const files: Record<string, string> = {
      'screen.tsx': SCREEN,
      'plain.ts': PLAIN,
      'screen.test.tsx': TEST,
      'node_modules/some-library/index.ts': LIBRARY,
      'main.ts': `export * from './screen.tsx';\nexport * from './plain.ts';\nexport * from './screen.test.tsx';\nexport * from './node_modules/some-library/index.ts';\n`,
    };
    for (const [file, text] of Object.entries(files)) {
      await mkdir(dirname(join(dir, file)), { recursive: true });
      await writeFile(join(dir, file), text);
    }
    // Runs after the plugin: each module as the plugin left it, and the source map from the module as written.
    const recorder: Plugin = {
      name: 'recorder',
      enforce: 'pre',
      transform(code, id) {
        seen.set(id.slice(dir.length + 1), { code, mappings: this.getCombinedSourcemap().mappings });
      },
    };
    await build({
      configFile: false,
      root: dir,
      logLevel: 'silent',
      plugins: [mantineStyles(), recorder],
      build: { write: false, lib: { entry: 'main.ts', formats: ['es'] }, rolldownOptions: { external: [/^@mantine\//, /^react(\/|$)/] } },
    });
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('adds the stylesheets of the components a module imports before its first import, in the cascade order', () => {
    const [comment, ...rest] = SCREEN.split('\n');
    expect(seen.get('screen.tsx')?.code).toBe(`${comment}\n${imports(SCREEN_STYLES)}${rest.join('\n')}`);
  });

  it('keeps the source map: the added lines map to nothing, every line as written maps to itself', () => {
    // Lines without mappings at the end (the last newline) are left out of one and not of the other.
    const trimmed = (mappings = '') => mappings.replace(/;+$/, '');
    const [first, ...rest] = trimmed(new MagicString(SCREEN).generateMap({ hires: 'boundary' }).mappings).split(';');
    expect(trimmed(seen.get('screen.tsx')?.mappings)).toBe([first, ...Array<string>(SCREEN_STYLES.length).fill(''), ...rest].join(';'));
  });

  it('leaves untouched a module that imports nothing from Mantine, tests, and node_modules', () => {
    expect(seen.get('plain.ts')?.code).toBe(PLAIN);
    expect(seen.get('screen.test.tsx')?.code).toBe(TEST);
    expect(seen.get('node_modules/some-library/index.ts')?.code).toBe(LIBRARY);
  });
});

describe('the stylesheets of a module', () => {
  const mantine = loadMantineStyles();
  const stylesheets = (source: string) => mantineStylesheets('screen.tsx', source, mantine)?.imports;

  it('are worked out from Mantine’s sources: the components each one renders, global styles first', () => {
    expect(mantine.required('core', ['Button'])).toEqual([...GLOBAL, ...core('UnstyledButton', 'Loader', 'Button')]);
    const select = mantine.required('core', ['Select']);
    expect(select.slice(0, 3)).toEqual(GLOBAL);
    expect(select).toEqual(expect.arrayContaining(core('Combobox', 'Input', 'Popover', 'CloseButton', 'ScrollArea')));
    expect(mantine.required('core', ['Modal'])).toEqual(expect.arrayContaining(core('ModalBase', 'Overlay', 'CloseButton', 'Modal')));
    // A component without styles of its own, and hooks, need nothing (not even the global styles).
    expect(stylesheets(`import { Box, rem, useMantineTheme } from '@mantine/core';`)).toEqual([]);
  });

  it('keep the order of Mantine’s styles.css, where a component comes after the ones it builds on', () => {
    for (const name of ['PasswordInput', 'Select', 'Modal', 'Menu', 'Drawer', 'Radio']) {
      const positions = mantine.required('core', [name]).map((specifier) => mantine.order.indexOf(specifier.replace('@mantine/core/styles/', '')));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(positions).not.toContain(-1);
    }
  });

  it('end with @mantine/dates/styles.css after the core components its pickers render', () => {
    const dates = stylesheets(`import { Button } from '@mantine/core';\nimport { DatePickerInput } from '@mantine/dates';`);
    expect(dates?.at(-1)).toBe('@mantine/dates/styles.css');
    expect(dates).toEqual(expect.arrayContaining(core('Button', 'Popover', 'Input')));
    expect(dates?.slice(0, -1).map((specifier) => mantine.order.indexOf(specifier.replace('@mantine/core/styles/', '')))).toEqual(
      expect.not.arrayContaining([-1]),
    );
  });

  it('of a module with a stylesheet of its own and no Mantine component are the global ones (its CSS variables)', () => {
    expect(stylesheets(`import classes from './rating.module.css';`)).toEqual(GLOBAL);
  });

  it('leave out type-only imports', () => {
    expect(stylesheets(`import type { ButtonProps } from '@mantine/core';\nimport { type MantineTheme } from '@mantine/core';`)).toEqual([]);
  });

  it('cannot be known for a whole-package import, and are the build’s alone', () => {
    expect(() => stylesheets(`import * as Mantine from '@mantine/core';`)).toThrow(/whole/);
    expect(() => stylesheets(`import '@mantine/core/styles/Button.css';\nimport { Button } from '@mantine/core';`)).toThrow(/added by the build/);
    expect(() => stylesheets(`import '@mantine/core/styles.css';`)).toThrow(/added by the build/);
  });
});
