import nx from '@nx/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Project boundaries (docs/conventions.md rule 1), enforced here and guarded by tools/workspace-rules.test.ts:
 * apps import libs, libs never import apps, scope:x reaches only scope:x and scope:shared, and each
 * type reaches only the types below it.
 */
export const depConstraints = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'scope:learner', onlyDependOnLibsWithTags: ['scope:learner', 'scope:shared'] },
  { sourceTag: 'scope:org-admin', onlyDependOnLibsWithTags: ['scope:org-admin', 'scope:shared'] },
  { sourceTag: 'scope:back-office', onlyDependOnLibsWithTags: ['scope:back-office', 'scope:shared'] },
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
];

/** Apps are not imported; libs only through their entry points. */
const libsByName = {
  group: ['@stride/learner', '@stride/org-admin', '@stride/back-office', '@stride/api', '@stride/e2e', '@stride/*/src/*', '**/apps/*/**'],
  message: 'Apps are deployed on their own and libs expose only their entry points: import a lib by name.',
};

/**
 * Feature isolation (docs/conventions.md rule 2, decision 4): a file in `apps/<app>/src/features/<a>/` imports no
 * other feature; the route table composes them, and code two features share lives in the app's `lib/` or a
 * shared lib. These are the only exceptions, each with the decision that allows it: `from` is a feature,
 * `to` the other features' modules it may import (paths below `features/`, as regular expressions).
 */
export const allowedCrossFeatureImports = [
  {
    decision: '0005',
    from: 'apps/learner/src/features/profile',
    to: ['journal/components/[a-z-]+-section', 'team/components/team-section', 'group/components/group-leaderboard', 'navigation/api', 'auth/api'],
  },
  {
    decision: '0011',
    from: 'apps/org-admin/src/features/administrator',
    to: ['reports/components/reports-section', 'organization/components/organization-section', 'groups/components/groups-section', 'users/components/users-section', 'search/components/search-section'],
  },
];

const featureMessage =
  'Features do not import each other (docs/conventions.md rule 2): compose them in the route table, or move what both need to lib/ or a shared lib. The exceptions and their decisions are listed in eslint.config.mjs.';

/**
 * One query idiom (decision 0010): reads are `queryOptions()` factories in a feature's `<feature>Queries`
 * object, keyed by the SDK from the contract; invalidation uses those keys or `callKey(method, path)`, never a
 * hand-written key; invalidate-all happens in one helper whose decision says why.
 */
const queryIdiom = {
  handWrittenKey: {
    selector: "ArrayExpression[elements.0.value=/^(get|put|post|delete|patch)$/][elements.1.value=/^\\//]",
    message: "A query key comes from the contract: a queries object's `.queryKey` or `callKey(method, path)` (decision 0010).",
  },
  invalidateAll: {
    selector:
      "CallExpression[callee.property.name='invalidateQueries'][arguments.length=0], CallExpression[callee.property.name='invalidateQueries'] > ObjectExpression:not(:has(Property[key.name='queryKey']))",
    message: 'Invalidate by a key; everything is invalidated only through useInvalidateAll (decision 0010).',
  },
  optionsOutsideObject: {
    selector: "CallExpression[callee.object.name='apiQueries'][callee.property.name='queryOptions']:not(VariableDeclarator[id.name=/Queries$/] CallExpression)",
    message: "Query options live in the feature's `<feature>Queries` object (decision 0010).",
  },
  optionsFunction: {
    selector: 'VariableDeclarator[id.name=/QueryOptions$/]',
    message: "Query options live in the feature's `<feature>Queries` object, not in an `xQueryOptions()` function (decision 0010).",
  },
};

/**
 * The rules see an import as written, so the zones are drawn per folder depth below the feature: from a file
 * `depth` folders down, `../` repeated depth + 1 times is `features/`, and any name after it another feature
 * (no file climbs out of its feature to come back in). `no-restricted-imports` checks static imports and
 * re-exports; a selector of `no-restricted-syntax` checks `import()` (lazy routes and sections) the same way.
 */
function featureZones(maxDepth = 3) {
  const files = (feature, depth) => [`${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`];
  const otherFeature = (depth, allowed) => `^(\\.\\./){${depth + 1}}${allowed.length ? `(?!(?:${allowed.join('|')})$)` : ''}[^./]`;
  const throughFeatures = '^\\.\\.?/(?:.*/)?features/';
  // esquery reads a regular expression up to its first slash, so the selectors spell slashes as \x2F.
  const importExpression = (regex) => ({ selector: `ImportExpression > Literal[value=/${regex.replaceAll('/', '\\x2F')}/]`, message: featureMessage });
  const zone = (depth, allowed = []) => ({
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          libsByName,
          { regex: otherFeature(depth, allowed), message: featureMessage },
          { regex: throughFeatures, message: featureMessage },
        ],
      },
    ],
    'no-restricted-syntax': ['error', ...Object.values(queryIdiom), importExpression(otherFeature(depth, allowed)), importExpression(throughFeatures)],
  });
  return Array.from({ length: maxDepth + 1 }, (_, depth) => [
    { files: files('apps/*/src/features/*', depth), rules: zone(depth) },
    ...allowedCrossFeatureImports.map(({ from, to }) => ({ files: files(from, depth), rules: zone(depth, to) })),
  ]).flat();
}

const frontends = ['apps/learner/src/**', 'apps/org-admin/src/**', 'apps/back-office/src/**'];

export default [
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/generated',
      '**/storybook-static',
      '**/mockServiceWorker.js',
      '**/test-results',
      '**/playwright-report',
      '.nx',
      'data',
      // A build the API's tests make and remove (testing/api-process.ts); one stays behind if a run is killed.
      'apps/api/.build-test-*',
    ],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': ['error', { enforceBuildableLibDependency: true, allow: [], depConstraints }],
      // Apps have no entry point for Nx to resolve, so importing one is refused by name as well.
      'no-restricted-imports': ['error', { patterns: [libsByName] }],
    },
  },
  {
    // Tests state what they expect of a value; a wrong `!` fails the test at once, which is the point.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', 'apps/e2e/**', 'tools/**/*.test.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: frontends.map((glob) => `${glob}/*.{ts,tsx}`),
    rules: { 'no-restricted-syntax': ['error', ...Object.values(queryIdiom)] },
  },
  {
    files: ['libs/*/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', queryIdiom.handWrittenKey, queryIdiom.invalidateAll] },
  },
  {
    // The one invalidate-all, with its reasons (decision 0010).
    files: ['apps/learner/src/lib/invalidate-all.ts'],
    rules: { 'no-restricted-syntax': ['error', queryIdiom.handWrittenKey, queryIdiom.optionsOutsideObject, queryIdiom.optionsFunction] },
  },
  ...featureZones(),
];
