import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Modules of one web feature that other features still import, each to move out of
 * `features/` (into `app/`, `lib/` or `components/`) or behind its feature's `index.ts`.
 * Nothing may be added here: remove a line once nothing imports that module across features.
 */
const CROSS_FEATURE_IMPORTS_TO_REMOVE = [];

/** Longest function, in lines, outside tests and benchmarks. */
const MAX_FUNCTION_LINES = 80;

/**
 * The files that had a function longer than MAX_FUNCTION_LINES when the limit went in, each
 * with the length of its longest function then: none may grow past it. Lower a number when a
 * function is split, and remove the line when the file is within the limit; never add one.
 */
const LONG_FUNCTIONS_TO_SPLIT = {};

/** The feature folders of the web app under `root`, as they are today. */
function featuresOf(root) {
  try {
    return readdirSync(`${root}/apps/web/src/features`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/**
 * Which folders may not import which, for the tree under `root` (the repository, or the
 * deliberate violations in eslint-fixtures/ that scripts/lint-rules.test.ts lints).
 */
function boundaryZones(root, allowedAcrossFeatures = []) {
  const features = featuresOf(root);
  const featuresDir = `${root}/apps/web/src/features`;
  return [
    {
      target: `${root}/apps/server`,
      from: `${root}/apps/web`,
      message: 'The server does not import web code: share it through packages/shared.',
    },
    {
      target: `${root}/apps/web`,
      from: `${root}/apps/server`,
      message: 'The web app reaches the server over HTTP: share contracts through packages/shared.',
    },
    {
      target: `${root}/packages/shared`,
      from: `${root}/apps`,
      message: 'packages/shared is imported by the apps and imports neither of them.',
    },
    ...features.map((feature) => ({
      target: `${featuresDir}/${feature}`,
      from: featuresDir,
      except: [
        `./${feature}`,
        ...features.flatMap((other) => [`./${other}/index.ts`, `./${other}/index.tsx`]),
        ...allowedAcrossFeatures.map((module) => `./${module}`),
      ],
      message:
        "A feature does not import another feature's internals: use its index.ts, or move what both need to app/, lib/ or components/.",
    })),
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'docs/**',
      // Deliberate violations, linted by scripts/lint-rules.test.ts only.
      'eslint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        // Each file is checked with the types of the tsconfig.json that includes it; the
        // configuration files at the root take the scripts' (node types, no DOM of their own).
        projectService: {
          allowDefaultProject: ['*.js', '*.ts'],
          defaultProject: 'scripts/tsconfig.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Numbers read well in a message or a path; objects and nullish values still do not.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onClick={() => setOpen(false)}` returns nothing anyone reads.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // A Fastify plugin or hook is async by contract, and so is a method whose other
      // implementation goes over the network (Redis): such a body may have nothing to await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // Migrations are typed Kysely<any> by design: they are frozen against the schema of their day.
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Boundaries between the workspaces and between the web app's features.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['import', 'default'],
          // `@/…` is the web app's src/ (its tsconfig.json's paths).
          tsconfig: { configFile: `${import.meta.dirname}/apps/web/tsconfig.json` },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...boundaryZones('.', CROSS_FEATURE_IMPORTS_TO_REMOVE),
            ...boundaryZones('./eslint-fixtures'),
          ],
        },
      ],
    },
  },
  {
    rules: { 'max-lines-per-function': ['error', { max: MAX_FUNCTION_LINES }] },
  },
  ...Object.entries(LONG_FUNCTIONS_TO_SPLIT).map(([file, max]) => ({
    files: [file],
    rules: { 'max-lines-per-function': ['error', { max }] },
  })),
  {
    // A test or a benchmark reads best as one story from start to end.
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'apps/server/test/**', 'apps/server/bench/**'],
    rules: { 'max-lines-per-function': 'off' },
  },
  {
    // Patterns meet request input (paths, headers, bodies): none may backtrack or be retried
    // from every position into quadratic time.
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    files: ['eslint-fixtures/**'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Plain JavaScript (build and dev scripts) is linted without type information.
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['apps/server/src/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
