import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkModule, checkWorkspace, loadMantineStyles, rewriteModule } from './mantine-styles';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const mantine = loadMantineStyles(root);
const core = (...files: string[]) => files.map((file) => `@mantine/core/styles/${file}.css`);
const GLOBAL = core('baseline', 'default-css-variables', 'global');

describe('Mantine stylesheets', () => {
  it('every module imports the stylesheets of the Mantine components it uses, first and in order', () => {
    const problems = checkWorkspace(root).map(({ file, message }) => `${relative(root, file)}: ${message}`);
    // `npx tsx tools/mantine-styles.ts --write` rewrites the imports of the modules listed here.
    expect(problems).toEqual([]);
  });

  it('knows the components each one renders, from Mantine’s sources, global styles first', () => {
    expect(mantine.required('core', ['Button'])).toEqual([...GLOBAL, ...core('UnstyledButton', 'Loader', 'Button')]);
    const select = mantine.required('core', ['Select']);
    expect(select.slice(0, 3)).toEqual(GLOBAL);
    expect(select).toEqual(expect.arrayContaining(core('Combobox', 'Input', 'Popover', 'CloseButton', 'ScrollArea')));
    expect(mantine.required('core', ['Modal'])).toEqual(expect.arrayContaining(core('ModalBase', 'Overlay', 'CloseButton', 'Modal')));
    // A component without styles of its own, and hooks, need nothing (not even the global styles).
    expect(mantine.required('core', ['Box', 'useMantineTheme', 'rem'])).toEqual([]);
  });

  it('adds the package stylesheet of @mantine/dates after the core components its pickers render', () => {
    const dates = mantine.required('dates', ['DatePickerInput']);
    expect(dates.at(-1)).toBe('@mantine/dates/styles.css');
    expect(dates).toEqual(expect.arrayContaining(core('Popover', 'Input')));
  });

  it('keeps the order of Mantine’s styles.css, where a component comes after the ones it builds on', () => {
    for (const name of ['PasswordInput', 'Select', 'Modal', 'Menu', 'Drawer', 'Radio']) {
      const files = mantine.required('core', [name]).map((specifier) => specifier.replace('@mantine/core/styles/', ''));
      const positions = files.map((file) => mantine.order.indexOf(file));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(positions).not.toContain(-1);
    }
  });

  describe('a module', () => {
    const check = (source: string) => checkModule('screen.tsx', source, mantine).map(({ message }) => message);
    const styled = [...GLOBAL, ...core('UnstyledButton', 'Loader', 'Button')].map((specifier) => `import '${specifier}';`).join('\n');

    it('passes with its components’ stylesheets first', () => {
      expect(check(`${styled}\nimport { Button } from '@mantine/core';\nimport classes from './screen.module.css';`)).toEqual([]);
    });

    it('fails when a stylesheet is missing, naming it', () => {
      const source = `${styled}\nimport { Button, Badge } from '@mantine/core';`;
      expect(check(source)).toEqual(['Mantine stylesheets: missing @mantine/core/styles/Badge.css']);
    });

    it('fails when it imports a stylesheet that no component of it needs', () => {
      expect(check(`${styled}\nimport '@mantine/core/styles/Badge.css';\nimport { Button } from '@mantine/core';`)).toEqual([
        'Mantine stylesheets: not needed @mantine/core/styles/Badge.css',
      ]);
    });

    it('fails when the stylesheets are out of order or after other imports', () => {
      const swapped = styled.split('\n').reverse().join('\n');
      expect(check(`${swapped}\nimport { Button } from '@mantine/core';`)).toHaveLength(1);
      expect(check(`import { Button } from '@mantine/core';\n${styled}`)).toHaveLength(1);
    });

    it('fails on the whole styles.css, a layer file, or a whole-package import', () => {
      expect(check(`import '@mantine/core/styles.css';`)[0]).toMatch(/imports @mantine\/core\/styles\.css/);
      expect(check(`import '@mantine/core/styles/Button.layer.css';`)[0]).toMatch(/Button\.layer\.css/);
      expect(check(`import * as Mantine from '@mantine/core';`)[0]).toMatch(/whole/);
    });

    it('with a stylesheet of its own and no Mantine component still needs the global files (the CSS variables)', () => {
      expect(check(`import classes from './rating.module.css';`)).toEqual([
        `Mantine stylesheets: missing ${GLOBAL.join(', ')}`,
      ]);
      expect(check(`${GLOBAL.map((specifier) => `import '${specifier}';`).join('\n')}\nimport classes from './rating.module.css';`)).toEqual([]);
    });

    it('ignores type-only imports', () => {
      expect(check(`import type { ButtonProps } from '@mantine/core';\nimport { type MantineTheme } from '@mantine/core';`)).toEqual([]);
    });

    it('is rewritten to begin with the expected stylesheets, its other imports and comments kept', () => {
      const source = `// A screen.\nimport '@mantine/core/styles/Badge.css';\nimport { Button } from '@mantine/core';\nimport classes from './screen.module.css';\n`;
      const [problem] = checkModule('screen.tsx', source, mantine);
      const rewritten = rewriteModule(source, problem!.expected!);
      expect(rewritten).toBe(`// A screen.\n${styled}\nimport { Button } from '@mantine/core';\nimport classes from './screen.module.css';\n`);
      expect(check(rewritten)).toEqual([]);
    });
  });
});
