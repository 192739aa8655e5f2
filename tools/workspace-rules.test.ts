import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { depConstraints } from '../eslint.config.mjs';
import { apiImports, importCycles } from './api-layering';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const projects = ['apps', 'libs'].flatMap((folder) =>
  readdirSync(join(root, folder)).map((name) => ({ path: `${folder}/${name}`, manifest: readJson(`${folder}/${name}/package.json`) })),
);

/** The TypeScript sources of every app and lib, relative to the root. */
function sourceFiles(folder = ''): string[] {
  if (!folder) return projects.flatMap(({ path }) => (existsSync(join(root, path, 'src')) ? sourceFiles(`${path}/src`) : []));
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('workspace rules', () => {
  it('never loosens the boundary rules to "*"', () => {
    for (const constraint of depConstraints) {
      expect(constraint.sourceTag).not.toBe('*');
      expect(constraint.onlyDependOnLibsWithTags).not.toContain('*');
    }
  });

  it('gives every project one scope tag and one type tag that the rules know', () => {
    const known = new Set(depConstraints.map((constraint) => constraint.sourceTag));
    for (const { path, manifest } of projects) {
      const tags: string[] = manifest.nx?.tags ?? [];
      const scopes = tags.filter((tag) => tag.startsWith('scope:'));
      const types = tags.filter((tag) => tag.startsWith('type:'));
      expect([path, scopes.length, types.length]).toEqual([path, 1, 1]);
      expect(known.has(scopes[0]!) && known.has(types[0]!), `${path} tags ${tags.join(', ')}`).toBe(true);
    }
  });

  it('keeps every @nx package at the version of nx', () => {
    const { devDependencies } = readJson('package.json');
    const nxPackages = Object.entries(devDependencies as Record<string, string>).filter(([name]) => name.startsWith('@nx/'));
    expect(nxPackages.length).toBeGreaterThan(5);
    for (const [name, version] of nxPackages) expect([name, version]).toEqual([name, devDependencies.nx]);
  });

  it('keeps the vendored list of spec calls equal to the shared one', () => {
    const shared = join(root, '..', 'shared', 'spec', 'calls.tsv');
    if (!existsSync(shared)) return;
    expect(readFileSync(join(root, 'spec', 'calls.tsv'), 'utf8')).toBe(readFileSync(shared, 'utf8'));
  });

  // Issue 26, "one home per rule": roles are decided by @stride/validation's roles.ts, request bodies are typed
  // by @stride/api-sdk's `Body<Op>`. A role number compared in code or a body type spelled out again is a copy.
  it.each([
    ['role compared by number', /\brole_?[iI]d\}?\s*(?:[<>]=?|[!=]==?|between)\s*\d|\[\s*2\s*,\s*3\s*,\s*4\s*,\s*5\s*,\s*6\s*\]/],
    ['request body type spelled out', /requestBody'\]\['content'\]|requestBody:\s*\{\s*content:\s*\{\s*'application\/json':\s*infer/],
  ])('keeps each rule in one home: no %s outside its home', (_label, pattern) => {
    const homes = ['libs/validation/src/roles.ts', 'libs/api-sdk/src/contract.ts', 'apps/api/src/routes/types.ts'];
    const offenders = sourceFiles()
      .filter((path) => !homes.includes(path) && !/\.test\.tsx?$|\/(testing|seed|migrations|schema)\//.test(path))
      .filter((path) => pattern.test(readFileSync(join(root, path), 'utf8')));
    expect(offenders).toEqual([]);
  });

  // Issue 26: fixtures live in each app's src/testing/ (CONVENTIONS.md's layout, where every feature's tests find
  // them without importing another feature), never in a feature's own testing/ folder.
  it('keeps test fixtures in one place per app', () => {
    const featureFixtures = sourceFiles().filter((path) => /^apps\/[^/]+\/src\/features\/.*\/testing\//.test(path));
    expect(featureFixtures).toEqual([]);
  });

  // Issue 26, point 6: comments cite the project's own docs (docs/*.md), which state the rules in its words, never
  // the specification documents that are not in the repository. The contract's descriptions, read by every
  // engineer and in the generated SDK, cite docs/ too. Test titles are not comments and are left to review.
  it('keeps comments and the contract citing docs/, not the spec outside the repository', () => {
    const specCitation = /(?:\/\/|\/\*|^\s*\*).*\b(?:learner-core|personal-social(?:-orgadmin)?|back-office(?:\.md)?) §/m;
    const offenders = sourceFiles().filter((path) => specCitation.test(readFileSync(join(root, path), 'utf8')));
    expect(offenders).toEqual([]);
    expect(readFileSync(join(root, 'openapi.yaml'), 'utf8')).not.toMatch(/\b(?:learner-core|personal-social(?:-orgadmin)?|back-office(?:\.md)?) §/);
  });

  it.each([
    ['a ui lib importing an app', 'libs/ui/src/boundary-probe.ts', "import { routes } from '@stride/learner';\nexport const probe = routes;\n"],
    ['a ui lib importing the API client', 'libs/ui/src/boundary-probe.ts', "import { createApiClient } from '@stride/api-sdk';\nexport const probe = createApiClient;\n"],
    ['a util lib importing a ui lib', 'libs/validation/src/boundary-probe.ts', "import { BrandLogo } from '@stride/ui';\nexport const probe = BrandLogo;\n"],
    ['a frontend importing the API server', 'apps/learner/src/boundary-probe.ts', "import { buildApp } from '../../api/src/app';\nexport const probe = buildApp;\n"],
    ['a feature importing another feature', 'apps/learner/src/features/journal/components/boundary-probe.ts', "import { teamQueries } from '../../team/api';\nexport const probe = teamQueries;\n"],
    ['a feature importing more of another than its decision allows', 'apps/learner/src/features/profile/boundary-probe.ts', "import { journalQueries } from '../journal/api';\nexport const probe = journalQueries;\n"],
  ])('lint refuses %s', async (_label, filePath, code) => {
    const eslint = new ESLint({ cwd: root });
    const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
    const boundaryErrors = result!.messages.filter(
      (message) => message.ruleId === '@nx/enforce-module-boundaries' || message.ruleId === 'no-restricted-imports',
    );
    expect(boundaryErrors.length).toBeGreaterThan(0);
  });

  // Decision 0010: one query idiom in the three apps.
  it.each([
    [
      'a hand-written query key',
      'apps/back-office/src/features/admins/idiom-probe.ts',
      "export const probe = (client: { invalidateQueries: (filters: object) => void }) => client.invalidateQueries({ queryKey: ['get', '/admin/list'] });\n",
    ],
    [
      'invalidate-all outside its one helper',
      'apps/learner/src/features/learn/idiom-probe.ts',
      'export const probe = (client: { invalidateQueries: () => void }) => client.invalidateQueries();\n',
    ],
    [
      'query options outside a queries object',
      'apps/org-admin/src/features/users/idiom-probe.ts',
      "import { apiQueries } from '../../lib/api';\nexport const probe = () => apiQueries.queryOptions('get', '/user/org-members');\n",
    ],
    [
      'an xQueryOptions() function',
      'apps/learner/src/features/team/idiom-probe.ts',
      'export const joinedGroupsQueryOptions = () => ({ queryKey: [] });\n',
    ],
  ])('lint refuses a second query idiom: %s', async (_label, filePath, code) => {
    const eslint = new ESLint({ cwd: root });
    const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
    expect(result!.messages.filter((message) => message.ruleId === 'no-restricted-syntax').length).toBeGreaterThan(0);
  });

  // Decision 0011: `no-restricted-imports` does not see `import()`, so a selector refuses a lazy cross-feature import.
  it('lint refuses a lazy import of another feature', async () => {
    const eslint = new ESLint({ cwd: root });
    const code = "export const probe = () => import('../team/components/team-section');\n";
    const [result] = await eslint.lintText(code, { filePath: join(root, 'apps/learner/src/features/dashboard/boundary-probe.ts') });
    expect(result!.messages.filter((message) => message.ruleId === 'no-restricted-syntax').length).toBeGreaterThan(0);
  });

  // Issue 26, point 2 (docs/decisions/0009-services-cut-by-use-case.md): the API's layers point one way,
  // routes → services → db, and its modules import each other without a cycle.
  describe("the API's layering", () => {
    const imports = apiImports(root);
    const api = 'apps/api/src';
    const refused = (from: string, layers: string[], { types = false } = {}) =>
      imports
        .filter((edge) => edge.from.startsWith(`${api}/${from}/`))
        .filter((edge) => !(types && edge.typeOnly))
        .filter((edge) => layers.some((layer) => edge.to.startsWith(`${api}/${layer}/`)))
        .map((edge) => `${edge.from} → ${edge.to}`);

    it('reads the import graph', () => {
      expect(imports.length).toBeGreaterThan(500);
    });

    it('keeps db/ below the services, routes and plugins', () => {
      expect(refused('db', ['services', 'routes', 'plugins'])).toEqual([]);
    });

    it('keeps the services below the routes and plugins', () => {
      expect(refused('services', ['routes'])).toEqual([]);
      // A service may name a type a plugin declares (the multipart plugin's Upload), never run a plugin's code.
      expect(refused('services', ['plugins'], { types: true })).toEqual([]);
    });

    it("has no import cycle among the API's modules (type-only imports run nothing and are left out)", () => {
      expect(importCycles(imports.filter((edge) => !edge.typeOnly))).toEqual([]);
    });
  });
});
