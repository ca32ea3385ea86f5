// npm run backup [-- --out <folder>]: see docs/OPERATIONS.md.
import { join } from 'node:path';
import { ConfigError, loadConfig, readEnvFile, repositoryRoot } from '../config.ts';
import { backupPortal } from './backup.ts';

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const folder =
  outAt >= 0 && args[outAt + 1] ? args[outAt + 1] : join(repositoryRoot, 'backups', `portal-${stamp}`);

readEnvFile();
try {
  await backupPortal(loadConfig(), folder, (line) => console.log(line));
  console.log(`Backup written to ${folder}`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
