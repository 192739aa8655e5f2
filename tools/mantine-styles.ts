/**
 * Mantine's per-component stylesheets: which ones each module must import, worked out from Mantine's own
 * sources, so that a forgotten stylesheet fails a test (tools/mantine-styles.test.ts) rather than leaving a
 * user with an unstyled screen.
 *
 * The rule: a module of the apps and libs (stories included) that imports Mantine components begins with
 * their stylesheets: Mantine's global ones (baseline, default CSS variables, global classes), each
 * component's own file and the files of every component it renders (Select renders Combobox, Input,
 * Popover...), in the order of Mantine's styles.css; then `@mantine/<package>/styles.css` when it imports from
 * a package that has one (dates, charts). A module with a stylesheet of its own (a CSS module) begins with the
 * global ones too: its styles use Mantine's CSS variables. No module imports other Mantine stylesheets
 * (styles.css, layers).
 *
 * Why every module starts with the global ones: the build splits CSS along with the code, and a page links
 * the CSS of the chunks an entry imports before the entry's own, so a stylesheet imported once by the entry
 * could come after components' styles. Imported first by every module, the global styles land in a chunk that
 * all the others import (or first in their own), so they always come first, as in styles.css.
 *
 * Usage: npx tsx tools/mantine-styles.ts          lists the modules that break the rule
 *        npx tsx tools/mantine-styles.ts --write  rewrites their Mantine stylesheet imports
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** Mantine's styles as its package ships them: the order of the per-component files and who needs which. */
export interface MantineStyles {
  /** Every file of @mantine/core/styles (`baseline.css`, `Button.css`...) in the order of its styles.css. */
  order: string[];
  /** The global files (reset, CSS variables, global classes) as imports, in order. */
  global: string[];
  /** The stylesheet imports (`@mantine/core/styles/Button.css`, `@mantine/dates/styles.css`) that `names` of `pkg` need, in order. */
  required(pkg: string, names: string[]): string[];
}

/** Reads Mantine's packages under `root`/node_modules. */
export function loadMantineStyles(root: string): MantineStyles {
  const packagesDir = join(root, 'node_modules', '@mantine');
  const coreDir = join(packagesDir, 'core');
  const bundle = readFileSync(join(coreDir, 'styles.css'), 'utf8');

  // styles.css is the global files then the per-component ones, one after the other: each file's place in it
  // gives the order.
  const position = new Map<string, number>();
  const cssOfClass = new Map<string, string>();
  for (const file of readdirSync(join(coreDir, 'styles'))) {
    if (!file.endsWith('.css') || file.endsWith('.layer.css')) continue;
    const text = readFileSync(join(coreDir, 'styles', file), 'utf8').trim();
    const at = bundle.indexOf(text);
    if (at < 0) throw new Error(`@mantine/core/styles/${file} is not part of styles.css: the order cannot be known.`);
    position.set(file, at);
    for (const match of text.matchAll(/\.(m_[0-9a-f]+)/g)) cssOfClass.set(match[1] ?? '', file);
  }
  const order = [...position].sort(([, a], [, b]) => a - b).map(([file]) => file);
  // The files without components' classes: the reset, the CSS variables and the global classes.
  const components = new Set(cssOfClass.values());
  const global = order.filter((file) => !components.has(file));

  const exportsOf = new Map<string, Map<string, string>>();
  /** The module of `pkg` that defines its export `name` (from the package's esm/index.mjs). */
  function moduleOf(pkg: string, name: string): string {
    let names = exportsOf.get(pkg);
    if (!names) {
      names = new Map();
      const index = join(packagesDir, pkg, 'esm', 'index.mjs');
      for (const { clause, specifier } of esmImports(index)) {
        if (!specifier.startsWith('.')) continue;
        for (const binding of namedBindings(clause)) names.set(binding.local, resolve(dirname(index), specifier));
      }
      exportsOf.set(pkg, names);
    }
    const file = names.get(name);
    if (!file) throw new Error(`@mantine/${pkg} has no export named ${name}.`);
    return file;
  }

  const modules = new Map<string, { css: string[]; imports: string[] }>();
  /** A Mantine module's own stylesheets (from its CSS module's classes) and the Mantine modules it imports. */
  function parse(file: string): { css: string[]; imports: string[] } {
    let parsed = modules.get(file);
    if (!parsed) {
      parsed = { css: [], imports: [] };
      for (const { clause, specifier } of esmImports(file)) {
        if (specifier.endsWith('.module.mjs')) {
          for (const match of readFileSync(resolve(dirname(file), specifier), 'utf8').matchAll(/"(m_[0-9a-f]+)"/g)) {
            const css = cssOfClass.get(match[1] ?? '');
            // A class without a rule (a hook for users' selectors) has no file.
            if (css) parsed.css.push(css);
          }
        } else if (specifier.startsWith('.')) {
          parsed.imports.push(resolve(dirname(file), specifier));
        } else if (specifier === '@mantine/core') {
          // Other Mantine packages build on core's components (DatePickerInput on Popover and Input).
          for (const { imported } of namedBindings(clause)) parsed.imports.push(moduleOf('core', imported));
        }
      }
      modules.set(file, parsed);
    }
    return parsed;
  }

  /** The per-component files that a Mantine module and every module it imports, however deep, use. */
  function closure(file: string): Set<string> {
    const found = new Set<string>();
    const seen = new Set([file]);
    const stack = [file];
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
      const { css, imports } = parse(next);
      for (const name of css) found.add(name);
      for (const imported of imports) {
        if (!seen.has(imported)) {
          seen.add(imported);
          stack.push(imported);
        }
      }
    }
    return found;
  }

  return {
    order,
    global: global.map((file) => `@mantine/core/styles/${file}`),
    required(pkg, names) {
      const files = new Set<string>();
      for (const name of names) for (const css of closure(moduleOf(pkg, name))) files.add(css);
      if (files.size > 0) for (const file of global) files.add(file);
      const imports = order.filter((file) => files.has(file)).map((file) => `@mantine/core/styles/${file}`);
      if (pkg !== 'core' && names.length > 0 && existsSync(join(packagesDir, pkg, 'styles.css'))) imports.push(`@mantine/${pkg}/styles.css`);
      return imports;
    },
  };
}

/** The import and export-from statements of a Mantine ESM file (its build writes each on one line). */
function esmImports(file: string): { clause: string; specifier: string }[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)\s+(?:(.*?)\s+from\s+)?"([^"]+)";?$/gm)].map(([, clause = '', specifier = '']) => ({
    clause,
    specifier,
  }));
}

function namedBindings(clause: string): { imported: string; local: string }[] {
  const list = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
  return list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [imported = part, local = imported] = part.split(/\s+as\s+/);
      return { imported, local };
    });
}

/** What one module does wrong, and the stylesheet imports it should begin with. */
export interface StyleProblem {
  file: string;
  message: string;
  /** The Mantine stylesheet imports the module should begin with (absent when a rewrite cannot fix it). */
  expected?: string[];
}

const isMantineStylesheet = (specifier: string) => /^@mantine\/.+\.css$/.test(specifier);

/** Checks one module's source against the rule (see the top of this file). */
export function checkModule(file: string, source: string, mantine: MantineStyles): StyleProblem[] {
  const imports = ts
    .createSourceFile(file, source, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
    .statements.filter(ts.isImportDeclaration);
  const problems: StyleProblem[] = [];
  const components = new Map<string, string[]>();
  const stylesheets: string[] = [];
  for (const declaration of imports) {
    const specifier = (declaration.moduleSpecifier as ts.StringLiteral).text;
    const clause = declaration.importClause;
    if (!clause) {
      if (isMantineStylesheet(specifier)) stylesheets.push(specifier);
      continue;
    }
    const pkg = /^@mantine\/([a-z-]+)$/.exec(specifier)?.[1];
    if (!pkg || clause.isTypeOnly) continue;
    if (clause.name || (clause.namedBindings && ts.isNamespaceImport(clause.namedBindings))) {
      problems.push({ file, message: `imports ${specifier} whole: import its components by name, so their stylesheets can be known` });
      continue;
    }
    const names = (clause.namedBindings as ts.NamedImports).elements
      .filter((element) => !element.isTypeOnly)
      .map((element) => (element.propertyName ?? element.name).text);
    components.set(pkg, [...(components.get(pkg) ?? []), ...names]);
  }

  const known = new Set(mantine.order.map((name) => `@mantine/core/styles/${name}`));
  const forbidden = stylesheets.filter((specifier) => !known.has(specifier) && !/^@mantine\/(?!core\/)[a-z-]+\/styles\.css$/.test(specifier));
  if (forbidden.length > 0) {
    problems.push({ file, message: `imports ${forbidden.join(', ')}: import the files of @mantine/core/styles that the components need (the whole styles.css ships every component's styles)` });
  }

  // Core's files first, in Mantine's order, then the other packages' stylesheets.
  const core = mantine.required('core', components.get('core') ?? []);
  const others = [...components].filter(([pkg]) => pkg !== 'core').map(([pkg, names]) => mantine.required(pkg, names));
  // A module's own stylesheet builds on Mantine's CSS variables and reset, so it needs the global files too.
  const ownStylesheet = imports.some((declaration) => /^\.{1,2}\/.*\.css$/.test((declaration.moduleSpecifier as ts.StringLiteral).text));
  const coreFiles = new Set([
    ...(ownStylesheet ? mantine.global : []),
    ...core,
    ...others.flatMap((list) => list.filter((specifier) => specifier.startsWith('@mantine/core/'))),
  ]);
  const expected = [
    ...mantine.order.map((name) => `@mantine/core/styles/${name}`).filter((specifier) => coreFiles.has(specifier)),
    ...others.flatMap((list) => list.filter((specifier) => !specifier.startsWith('@mantine/core/'))).sort(),
  ];
  const leading = imports.slice(0, expected.length).map((declaration) => (declaration.importClause ? '' : (declaration.moduleSpecifier as ts.StringLiteral).text));
  if (forbidden.length === 0 && (stylesheets.length !== expected.length || expected.some((specifier, i) => leading[i] !== specifier))) {
    const missing = expected.filter((specifier) => !stylesheets.includes(specifier));
    const extra = stylesheets.filter((specifier) => !expected.includes(specifier));
    const details = [
      missing.length > 0 ? `missing ${missing.join(', ')}` : '',
      extra.length > 0 ? `not needed ${extra.join(', ')}` : '',
      missing.length === 0 && extra.length === 0 ? 'not first or not in the order of Mantine’s styles.css' : '',
    ].filter(Boolean);
    problems.push({ file, message: `Mantine stylesheets: ${details.join('; ')}`, expected });
  }
  return problems;
}

/** Rewrites a module so that it begins with `expected` and imports no other Mantine stylesheet. */
export function rewriteModule(source: string, expected: string[]): string {
  const lines = source.split('\n').filter((line) => !/^import\s+['"]@mantine\/[^'"]+\.css['"];?\s*$/.test(line));
  const first = lines.findIndex((line) => /^import\b/.test(line));
  lines.splice(first < 0 ? 0 : first, 0, ...expected.map((specifier) => `import '${specifier}';`));
  return lines.join('\n');
}

/** The modules the rule applies to: apps' and libs' sources (tests excepted) and Storybook's own files. */
export function styledModules(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) {
        found.push(path);
      }
    }
  };
  for (const group of ['apps', 'libs']) {
    for (const project of readdirSync(join(root, group))) if (existsSync(join(root, group, project, 'src'))) walk(join(root, group, project, 'src'));
  }
  walk(join(root, '.storybook'));
  return found.sort();
}

/** Every problem in the workspace at `root`. */
export function checkWorkspace(root: string): StyleProblem[] {
  const mantine = loadMantineStyles(root);
  return styledModules(root).flatMap((file) => checkModule(file, readFileSync(file, 'utf8'), mantine));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const write = process.argv.includes('--write');
  const problems = checkWorkspace(root);
  for (const problem of problems) {
    const name = relative(root, problem.file);
    if (write && problem.expected) {
      writeFileSync(problem.file, rewriteModule(readFileSync(problem.file, 'utf8'), problem.expected));
      console.log(`rewrote ${name}`);
    } else {
      console.log(`${name}: ${problem.message}`);
    }
  }
  if (!write && problems.length > 0) {
    console.log(`\n${problems.length} problem(s); \`npx tsx tools/mantine-styles.ts --write\` fixes the stylesheet imports.`);
    process.exit(1);
  }
}
