import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.ts';

const hexKey = /^[0-9a-fA-F]{64}$/;

/**
 * The key that seals stored credentials: APP_SECRET_KEY when set, otherwise one generated into
 * DATA_DIR/secret.key (readable by the owner only) on first start and reused afterwards.
 * Instances sharing one PostgreSQL database must share the key, so they need APP_SECRET_KEY.
 */
export function loadSecretKey(config: Pick<Config, 'appSecretKey' | 'dataDir'>): Buffer {
  if (config.appSecretKey) return Buffer.from(config.appSecretKey, 'hex');
  const path = join(config.dataDir, 'secret.key');
  if (!existsSync(path)) createKeyFile(config.dataDir, path);
  const stored = readFileSync(path, 'utf8').trim();
  if (!hexKey.test(stored)) {
    throw new Error(
      `${path} does not hold a key of 64 hexadecimal characters; restore it or set APP_SECRET_KEY`,
    );
  }
  return Buffer.from(stored, 'hex');
}

function createKeyFile(dataDir: string, path: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
  try {
    // A hard link appears whole or not at all, and fails when the key exists: two instances
    // starting together both end up with the first one's key, never with a half-written file.
    linkSync(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}
