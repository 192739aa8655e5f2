import MagicString from 'magic-string';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { parseSync } from 'vite';

// Plain JavaScript (typed by mantine-styles.d.ts), like app-config.js: Vite loads the configs with Node.

/**
 * Mantine's per-component stylesheets, added by the build (decision 7). Each module of the apps and libs
 * (stories and Storybook's own files included, tests not: they import what they render) that imports
 * Mantine components gets, before its first import, the stylesheets they need: Mantine's global ones
 * (baseline, default CSS variables, global classes), each component's own file and the files of every
 * component it renders (Select renders Combobox, Input, Popover...), in the order of Mantine's styles.css;
 * then `@mantine/<package>/styles.css` for each other package with one (dates, charts) that it imports
 * components from. A module with a stylesheet of its own (a CSS module) gets the global ones too: its
 * styles use Mantine's CSS variables.
 *
 * Why every module gets the global ones: the build splits CSS along with the code, and a page links the CSS
 * of the chunks an entry imports before the entry's own, so a stylesheet imported once by the entry could
 * come after components' styles. Imported first by every module, the global styles land in a chunk that all
 * the others import (or first in their own), so they always come first, as in styles.css.
 *
 * The list is worked out from Mantine's own sources, so no one keeps it by hand; a module that imports a
 * Mantine package whole (its components cannot be known) or a Mantine stylesheet itself fails the build.
 */
export function mantineStyles() {
  let mantine;
  return {
    name: 'stride-mantine-styles',
    // Before the TypeScript and JSX transforms, so the source map starts from the module as written.
    enforce: 'pre',
    transform: {
      filter: {
        id: { include: /\.tsx?$/, exclude: [/\/node_modules\//, /\.test\.tsx?$/] },
        // A module that imports neither Mantine nor a stylesheet needs nothing, and is not parsed.
        code: { include: ['@mantine/', '.css'] },
      },
      handler(code, id) {
        mantine ??= loadMantineStyles();
        let styles;
        try {
          styles = mantineStylesheets(id, code, mantine);
        } catch (error) {
          this.error(error instanceof Error ? error.message : String(error));
        }
        if (!styles || styles.imports.length === 0) return null;
        const output = new MagicString(code);
        output.prependLeft(styles.at, styles.imports.map((specifier) => `import '${specifier}';\n`).join(''));
        return { code: output.toString(), map: output.generateMap({ hires: 'boundary', source: id, includeContent: true }) };
      },
    },
  };
}

/**
 * The stylesheets a module needs (see mantineStyles), in order, and where they go: before its first import.
 * Null when it cannot be parsed, which the compiler after this plugin reports.
 */
export function mantineStylesheets(file, code, mantine) {
  const { module, errors } = parseSync(file, code);
  if (errors.length > 0) return null;
  const components = new Map();
  let ownStylesheet = false;
  for (const { moduleRequest, entries } of module.staticImports) {
    const specifier = moduleRequest.value;
    if (/^@mantine\/.+\.css$/.test(specifier)) {
      throw new Error(`${file} imports ${specifier}: Mantine's stylesheets are added by the build (libs/vite-config/src/mantine-styles.js), so no module imports them.`);
    }
    if (/^\.{1,2}\/.*\.css$/.test(specifier)) ownStylesheet = true;
    const pkg = /^@mantine\/([a-z-]+)$/.exec(specifier)?.[1];
    if (!pkg) continue;
    for (const { importName, isType } of entries) {
      if (isType) continue;
      if (importName.kind !== 'Name') {
        throw new Error(`${file} imports ${specifier} whole: import its components by name, so that their stylesheets can be known.`);
      }
      components.set(pkg, [...(components.get(pkg) ?? []), importName.name]);
    }
  }

  const required = [...components].map(([pkg, names]) => mantine.required(pkg, names));
  const isCore = (specifier) => specifier.startsWith('@mantine/core/');
  const core = new Set([...(ownStylesheet ? mantine.global : []), ...required.flat().filter(isCore)]);
  const imports = [
    // Core's files first, in Mantine's order, then the other packages' stylesheets.
    ...mantine.order.map((file) => `@mantine/core/styles/${file}`).filter((specifier) => core.has(specifier)),
    ...required
      .flat()
      .filter((specifier) => !isCore(specifier))
      .sort(),
  ];
  return { imports, at: Math.min(code.length, ...module.staticImports.map((declaration) => declaration.start)) };
}

/** Reads Mantine's packages where Node resolves them from this file (the workspace's node_modules). */
export function loadMantineStyles() {
  const coreDir = dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css'));
  const packagesDir = dirname(coreDir);
  const bundle = readFileSync(join(coreDir, 'styles.css'), 'utf8');

  // styles.css is the global files then the per-component ones, one after the other: each file's place in it
  // gives the order.
  const position = new Map();
  const cssOfClass = new Map();
  for (const file of readdirSync(join(coreDir, 'styles'))) {
    if (!file.endsWith('.css') || file.endsWith('.layer.css')) continue;
    const text = readFileSync(join(coreDir, 'styles', file), 'utf8').trim();
    const at = bundle.indexOf(text);
    if (at < 0) throw new Error(`@mantine/core/styles/${file} is not part of styles.css: the order cannot be known.`);
    position.set(file, at);
    for (const match of text.matchAll(/\.(m_[0-9a-f]+)/g)) cssOfClass.set(match[1], file);
  }
  const order = [...position].sort(([, a], [, b]) => a - b).map(([file]) => file);
  // The files without components' classes: the reset, the CSS variables and the global classes.
  const components = new Set(cssOfClass.values());
  const global = order.filter((file) => !components.has(file));

  const exportsOf = new Map();
  /** The module of `pkg` that defines its export `name` (from the package's esm/index.mjs). */
  function moduleOf(pkg, name) {
    let modules = exportsOf.get(pkg);
    if (!modules) {
      const index = join(packagesDir, pkg, 'esm', 'index.mjs');
      const { module } = parseSync(index, readFileSync(index, 'utf8'));
      const fileOfLocal = new Map();
      for (const { moduleRequest, entries } of module.staticImports) {
        for (const { localName } of entries) fileOfLocal.set(localName.value, resolve(dirname(index), moduleRequest.value));
      }
      modules = new Map();
      for (const { entries } of module.staticExports) {
        for (const { exportName, localName, moduleRequest } of entries) {
          const file = moduleRequest ? resolve(dirname(index), moduleRequest.value) : fileOfLocal.get(localName.name);
          if (file && exportName.name) modules.set(exportName.name, file);
        }
      }
      exportsOf.set(pkg, modules);
    }
    const file = modules.get(name);
    if (!file) throw new Error(`@mantine/${pkg} has no export named ${name}.`);
    return file;
  }

  const parsed = new Map();
  /** A Mantine module's own stylesheets (from its CSS module's classes) and the Mantine modules it imports. */
  function parse(file) {
    let found = parsed.get(file);
    if (!found) {
      found = { css: [], imports: [] };
      const { module } = parseSync(file, readFileSync(file, 'utf8'));
      for (const { moduleRequest, entries } of module.staticImports) {
        const specifier = moduleRequest.value;
        if (specifier.endsWith('.module.mjs')) {
          for (const match of readFileSync(resolve(dirname(file), specifier), 'utf8').matchAll(/"(m_[0-9a-f]+)"/g)) {
            const css = cssOfClass.get(match[1]);
            // A class without a rule (a hook for users' selectors) has no file.
            if (css) found.css.push(css);
          }
        } else if (specifier.startsWith('.')) {
          found.imports.push(resolve(dirname(file), specifier));
        } else if (specifier === '@mantine/core') {
          // Other Mantine packages build on core's components (DatePickerInput on Popover and Input).
          for (const { importName } of entries) if (importName.kind === 'Name') found.imports.push(moduleOf('core', importName.name));
        }
      }
      parsed.set(file, found);
    }
    return found;
  }

  /** The per-component files that a Mantine module and every module it imports, however deep, use. */
  function closure(file) {
    const found = new Set();
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
      const files = new Set();
      for (const name of names) for (const css of closure(moduleOf(pkg, name))) files.add(css);
      if (files.size > 0) for (const file of global) files.add(file);
      const imports = order.filter((file) => files.has(file)).map((file) => `@mantine/core/styles/${file}`);
      if (pkg !== 'core' && names.length > 0 && existsSync(join(packagesDir, pkg, 'styles.css'))) imports.push(`@mantine/${pkg}/styles.css`);
      return imports;
    },
  };
}
