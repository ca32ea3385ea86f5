import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const filesOf = (pattern: string) =>
  globSync(pattern, { cwd: root, exclude: (file) => file.includes('node_modules') });
const textOf = (file: string) => readFileSync(join(root, file), 'utf8');

// Every server test runs on SQLite; with TEST_DATABASE_URL set, the tests that use a database run
// again on PostgreSQL.
const postgres = process.env.TEST_DATABASE_URL;
// Two portal processes on PostgreSQL and Redis behind nginx: needs both services (CI sets both).
const cluster = postgres && process.env.TEST_REDIS_URL;

// A module test uses a database when it builds the app through the test harness (apps/server/test/,
// which opens the database TEST_DB names); one that only imports the module's pure functions runs
// once, on SQLite's project, as it would answer the same on PostgreSQL.
const usesHarness = /from '(\.\.\/)+test\//;
const moduleTestsOnADatabase = filesOf('apps/server/src/modules/**/*.test.ts').filter(
  (file) => !file.endsWith('.db.test.ts') && usesHarness.test(textOf(file)),
);

const webTests = filesOf('apps/web/**/*.test.{ts,tsx}');
const needsOwnGraph = (file: string) => /@vitest-environment|vi\.mock\(/.test(textOf(file));

export default defineConfig({
  test: {
    // Vitest's default is a worker per core but one: on a 2-core machine, one file at a time. Test
    // files mostly wait (on the database, an upstream, a timer), so one per core keeps both busy.
    // Each server test file has its own app, database and ports.
    maxWorkers: '100%',
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
                include: ['apps/server/**/*.db.test.ts', ...moduleTestsOnADatabase],
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
                // One at a time, as before: each starts two portals, nginx and a Redis prefix.
                maxWorkers: 1,
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
        // The web app's pure functions: their files share one module graph per worker (no
        // isolation), so the contracts and libraries they import are loaded once, not once per
        // file (loading them was most of the project's time). A test that stubs a global restores it.
        test: {
          name: 'web',
          include: webTests.filter((file) => !needsOwnGraph(file)),
          environment: 'node',
          isolate: false,
        },
      },
      {
        // Components rendered in jsdom (Testing Library) and files that replace a module
        // (vi.mock): each file in its own environment and module graph, so one file's rendered
        // tree, query cache or mock never reaches the next.
        test: {
          name: 'web-dom',
          include: webTests.filter(needsOwnGraph),
          environment: 'node',
        },
      },
    ],
  },
});
