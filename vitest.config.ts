import { defineConfig } from 'vitest/config';

// Every server test runs on SQLite; with TEST_DATABASE_URL set, the same tests run again on PostgreSQL.
const postgres = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'sqlite',
          include: ['apps/server/**/*.test.ts', 'apps/sample-upstream/**/*.test.ts', 'packages/**/*.test.ts'],
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
