import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * One `vitest run` covers the shared rules, the web components and the API. The API suites run
 * on SQLite always, and a second time on PostgreSQL when TEST_DATABASE_URL is set.
 */
const serverSuites = ['apps/server/src/**/*.test.ts'];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      // The repository's own checks: lint rules proven on deliberate breaches.
      { test: { name: 'tooling', include: ['scripts/**/*.test.ts'], testTimeout: 60_000 } },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: [fileURLToPath(new URL('./apps/web/src/testing/setup.ts', import.meta.url))],
        },
      },
      {
        test: {
          name: 'server-sqlite',
          include: serverSuites,
          env: { TEST_DB_KIND: 'sqlite' },
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-postgres',
                include: serverSuites,
                env: { TEST_DB_KIND: 'postgres' },
                testTimeout: 20_000,
                hookTimeout: 30_000,
              },
            },
          ]
        : []),
    ],
  },
});
