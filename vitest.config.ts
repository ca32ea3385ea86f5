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

// Tests that compare how long two answers take (an attacker must not tell them apart by time) run
// last, one file at a time, so the machine's other work does not skew one side.
const timingTests = [
  'apps/server/test/attacks/registration-enumeration.db.test.ts',
  // Each hostile document must be answered within a second, as the acceptance of issue 28 asks.
  'apps/server/test/attacks/hostile-openapi-documents.test.ts',
];
const last = { sequence: { groupOrder: 2 }, maxWorkers: 1 };
const needsOwnGraph = (file: string) => /@vitest-environment|vi\.mock\(/.test(textOf(file));

export default defineConfig({
  test: {
    // Vitest's default is a worker per core but one: on a 2-core machine, one file at a time. Test
    // files mostly wait (on the database, an upstream, a timer, a password hash on another thread):
    // with two per core the cores stay busy (measured on 2 cores: the whole run in 188 s with four
    // workers, 400 s with two). Each server test file has its own app, database and ports.
    maxWorkers: '200%',
    projects: [
      {
        test: {
          name: 'sqlite',
          include: ['apps/server/**/*.test.ts', 'apps/sample-upstream/**/*.test.ts', 'packages/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.cluster.test.ts', ...timingTests],
          env: { TEST_DB: 'sqlite' },
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'sqlite-timing',
          include: timingTests,
          env: { TEST_DB: 'sqlite' },
          testTimeout: 20_000,
          hookTimeout: 30_000,
          ...last,
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'postgres',
                include: ['apps/server/**/*.db.test.ts', ...moduleTestsOnADatabase],
                exclude: ['**/node_modules/**', ...timingTests],
                env: { TEST_DB: 'postgres' },
                testTimeout: 20_000,
                hookTimeout: 30_000,
              },
            },
            {
              test: {
                name: 'postgres-timing',
                // A test that starts its own portal process runs on SQLite alone.
                include: timingTests.filter((file) => file.endsWith('.db.test.ts')),
                env: { TEST_DB: 'postgres' },
                testTimeout: 20_000,
                hookTimeout: 30_000,
                ...last,
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
                // After the other tests, two at a time: each starts two portals, nginx and a Redis
                // prefix, and times how fast an instance takes over.
                sequence: { groupOrder: 1 },
                maxWorkers: 2,
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
