// `npm test`: format and lint, type-check, unit and API tests (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the browser journeys against the built app. Ends with one
// summary line over every runner.
//
// The steps that only read the code (lint, type-check) run while the unit tests run: the tests
// mostly wait on databases, upstreams and timers, so the cores have room. Their output is printed
// as one block when each ends; the unit tests and the journeys print as they go. The web build and
// then the journeys follow the unit tests.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// Not test-results/: Playwright empties that folder when it starts.
const reports = join(root, 'test-reports');
mkdirSync(reports, { recursive: true });
const only = process.argv[2];

const durations = [];

/** Runs one step; `quiet` keeps its output until it ends, then prints it as one block. */
function run(name, title, command, args, { env = {}, quiet = false } = {}) {
  const started = Date.now();
  if (!quiet) console.log(`\n=== ${title}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const output = [];
    if (quiet) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      durations.push(`${name} ${seconds.toFixed(0)} s`);
      if (quiet) {
        console.log(`\n=== ${title} (${code === 0 ? 'passed' : 'FAILED'}, ${seconds.toFixed(0)} s)`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(code === 0 ? undefined : name);
    });
  });
}

const lint = () => run('lint', 'Format and lint', 'npx', ['biome', 'check', '.'], { quiet: true });
const typecheck = () => run('typecheck', 'Type-check', 'npm', ['run', 'typecheck'], { quiet: true });
const unit = () =>
  run('unit', 'Unit and API tests', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, 'vitest.json')}`,
  ]);
const build = () =>
  run('build', 'Build the web app', 'npm', ['run', 'build', '--workspace', 'apps/web'], { quiet: true });
const e2e = () =>
  run('e2e', 'Browser journeys', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json') },
  });

const ran = new Set();
const started = [];
const start = (name, step) => {
  ran.add(name);
  const result = step();
  started.push(result);
  return result;
};

if (!only || only === 'static') {
  start('lint', lint);
  start('typecheck', typecheck);
}
const unitDone = !only || only === 'unit' ? start('unit', unit) : Promise.resolve();
if (!only || only === 'e2e') {
  // After the unit tests: some of them start the real app, which serves apps/web/dist when it is
  // there, and the build rewrites that folder; the journeys need the build.
  started.push(
    unitDone.then(async () => {
      ran.add('build');
      const buildFailed = await build();
      ran.add('e2e');
      const e2eFailed = await e2e();
      return [buildFailed, e2eFailed].filter(Boolean).join(', ') || undefined;
    }),
  );
}
const failedSteps = (await Promise.all(started)).filter(Boolean);

let passed = 0;
let failed = 0;
let skipped = 0;
const vitestReport = join(reports, 'vitest.json');
if (ran.has('unit') && existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
const playwrightReport = join(reports, 'playwright.json');
if (ran.has('e2e') && existsSync(playwrightReport)) {
  const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
}

console.log('');
// Said, not skipped in silence: what a machine without PostgreSQL or Redis did not run (CI runs both).
if (ran.has('unit')) {
  if (!process.env.TEST_DATABASE_URL)
    console.log('Not run: the API tests on PostgreSQL and the two-instance test (set TEST_DATABASE_URL).');
  else if (!process.env.TEST_REDIS_URL) console.log('Not run: the two-instance test (set TEST_REDIS_URL).');
}
console.log(`Wall time per step: ${durations.join(', ')}`);
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length || failed || passed === 0 ? 1 : 0);
