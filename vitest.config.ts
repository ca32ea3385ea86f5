import { defineConfig } from 'vitest/config';

// Every server test runs on SQLite; with TEST_DATABASE_URL set, the same tests run again on PostgreSQL.
const postgres = process.env.TEST_DATABASE_URL;
// Two portal processes on PostgreSQL and Redis behind nginx: needs both services (CI sets both).
const cluster = postgres && process.env.TEST_REDIS_URL;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'sqlite',
          include: ['apps/server/**/*.test.ts', 'apps/sample-upstream/**/*.test.ts', 'packages/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.cluster.test.ts'],
          env: { TEST_DB: 'sqlite' },
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'postgres',
                include: ['apps/server/**/*.db.test.ts', 'apps/server/src/modules/**/*.test.ts'],
                env: { TEST_DB: 'postgres' },
                testTimeout: 20_000,
                hookTimeout: 30_000,
              },
            },
          ]
        : []),
      ...(cluster
        ? [
            {
              test: {
                name: 'cluster',
                include: ['apps/server/**/*.cluster.test.ts'],
                env: { TEST_DB: 'postgres' },
                testTimeout: 60_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'repository',
          include: ['scripts/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
    ],
  },
});
