// `npm test`: format and lint, type-check, unit and API tests (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the browser journeys against the built app. Ends with one
// summary line over every runner.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// Not test-results/: Playwright empties that folder when it starts.
const reports = join(root, 'test-reports');
mkdirSync(reports, { recursive: true });
const only = process.argv[2];

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

const steps = [];
if (!only || only === 'static') {
  steps.push(['lint', () => run('Format and lint', 'npx', ['biome', 'check', '.'])]);
  steps.push(['typecheck', () => run('Type-check', 'npm', ['run', 'typecheck'])]);
}
if (!only || only === 'unit') {
  steps.push([
    'unit',
    () =>
      run('Unit and API tests', 'npx', [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${join(reports, 'vitest.json')}`,
      ]),
  ]);
}
if (!only || only === 'e2e') {
  steps.push(['build', () => run('Build the web app', 'npm', ['run', 'build', '--workspace', 'apps/web'])]);
  steps.push([
    'e2e',
    () =>
      run('Browser journeys', 'npx', ['playwright', 'test', '--reporter=list,json'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json'),
      }),
  ]);
}

const failedSteps = [];
for (const [name, step] of steps) if (!step()) failedSteps.push(name);

let passed = 0;
let failed = 0;
let skipped = 0;
const vitestReport = join(reports, 'vitest.json');
if (steps.some(([name]) => name === 'unit') && existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
const playwrightReport = join(reports, 'playwright.json');
if (steps.some(([name]) => name === 'e2e') && existsSync(playwrightReport)) {
  const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
}

console.log('');
// Said, not skipped in silence: what a machine without PostgreSQL or Redis did not run (CI runs both).
if (steps.some(([name]) => name === 'unit')) {
  if (!process.env.TEST_DATABASE_URL)
    console.log('Not run: the API tests on PostgreSQL and the two-instance test (set TEST_DATABASE_URL).');
  else if (!process.env.TEST_REDIS_URL) console.log('Not run: the two-instance test (set TEST_REDIS_URL).');
}
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length || failed || passed === 0 ? 1 : 0);
