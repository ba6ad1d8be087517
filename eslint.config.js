import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    // Patterns meet request input (paths, headers, bodies): none may backtrack or be retried
    // from every position into quadratic time.
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    // The web app follows the typed rules in the next change.
    files: ['apps/web/**/*.{ts,tsx}'],
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
