import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The API's modules and what each imports, resolved by TypeScript's own module resolution with the API's
 * tsconfig: the graph that tools/workspace-rules.test.ts holds to the API's layering (docs/decisions/0009).
 * Paths are relative to the workspace root; only imports that resolve to another source of the API count.
 */
export interface ApiImport {
  from: string;
  to: string;
  /** `import type` (or only type specifiers): no code runs, so it makes no cycle at run time. */
  typeOnly: boolean;
}

function sourcesUnder(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sourcesUnder(root, path);
    return /\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [path] : [];
  });
}

const typeOnlyClause = (clause: ts.ImportClause | undefined) =>
  clause !== undefined &&
  (clause.isTypeOnly ||
    (clause.name === undefined && clause.namedBindings !== undefined && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((element) => element.isTypeOnly)));

/** Every import and re-export between the API's sources (`apps/api/src`), test files included. */
export function apiImports(root: string, sourceRoot = 'apps/api/src'): ApiImport[] {
  const configPath = join(root, 'apps/api/tsconfig.json');
  const { options } = ts.parseJsonConfigFileContent(ts.readConfigFile(configPath, ts.sys.readFile).config, ts.sys, join(root, 'apps/api'));
  const imports: ApiImport[] = [];
  for (const file of sourcesUnder(root, sourceRoot)) {
    const absolute = join(root, file);
    const source = ts.createSourceFile(absolute, readFileSync(absolute, 'utf8'), ts.ScriptTarget.Latest, false);
    for (const statement of source.statements) {
      let specifier: ts.Expression | undefined;
      let typeOnly = false;
      if (ts.isImportDeclaration(statement)) {
        specifier = statement.moduleSpecifier;
        typeOnly = typeOnlyClause(statement.importClause);
      } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
        specifier = statement.moduleSpecifier;
        typeOnly = statement.isTypeOnly;
      }
      if (!specifier || !ts.isStringLiteral(specifier)) continue;
      const resolved = ts.resolveModuleName(specifier.text, absolute, options, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const to = relative(root, resolved.resolvedFileName).split('\\').join('/');
      if (to.startsWith(`${sourceRoot}/`)) imports.push({ from: file, to, typeOnly });
    }
  }
  return imports;
}

/** The import cycles of a graph, each as the path around it (a → b → a), found by one depth-first walk. */
export function importCycles(imports: readonly Pick<ApiImport, 'from' | 'to'>[]): string[][] {
  const edges = new Map<string, string[]>();
  for (const { from, to } of imports) edges.set(from, [...(edges.get(from) ?? []), to]);
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    path.push(node);
    for (const next of edges.get(node) ?? []) {
      const seen = state.get(next);
      if (seen === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (seen === undefined) visit(next);
    }
    path.pop();
    state.set(node, 'done');
  };
  for (const node of [...edges.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}
