// `npm start` builds the web app only when its sources are newer than the last build.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
const changedAt = Math.max(...sources.map((source) => newest(join(root, source))));
if (changedAt > builtAt) {
  console.log('Building the web app…');
  const started = Date.now();
  // Warnings and errors only: the list of every file built would bury the sign-in line that follows.
  execSync('npm run --silent build --workspace apps/web -- --logLevel warn', { cwd: root, stdio: 'inherit' });
  console.log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
