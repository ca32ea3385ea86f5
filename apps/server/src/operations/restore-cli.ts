// npm run restore -- <backup folder>: see docs/OPERATIONS.md.
import { ConfigError, loadConfig, readEnvFile } from '../config.ts';
import { restorePortal } from './restore.ts';

const folder = process.argv[2];
if (!folder) {
  console.error('Usage: npm run restore -- <backup folder>');
  process.exit(1);
}

readEnvFile();
try {
  await restorePortal(loadConfig(), folder, (line) => console.log(line));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
