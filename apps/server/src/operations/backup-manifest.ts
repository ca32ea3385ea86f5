import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { createSecretBox } from '../crypto/secret-box.ts';

/** What a backup folder holds, written beside the data as manifest.json. */
export type BackupManifest = {
  format: 1;
  createdAt: string;
  database: 'sqlite' | 'postgres';
  /** Where the key was: a copy in the folder (secret.key), or APP_SECRET_KEY, which the operator keeps. */
  key: 'secret.key' | 'APP_SECRET_KEY';
  /** Identifies the key without revealing it, so a restore can tell a wrong key before anyone signs in. */
  keyFingerprint: string;
};

export const files = {
  manifest: 'manifest.json',
  sqlite: 'portal.db',
  postgres: 'portal.dump',
  key: 'secret.key',
} as const;

export function fingerprintOf(key: Buffer): string {
  return createSecretBox(key).derive('backup-fingerprint').subarray(0, 8).toString('hex');
}

/** The key the configuration names, without generating one: APP_SECRET_KEY or DATA_DIR/secret.key. */
export function configuredKey(config: Pick<Config, 'appSecretKey' | 'dataDir'>): Buffer | undefined {
  if (config.appSecretKey) return Buffer.from(config.appSecretKey, 'hex');
  const path = join(config.dataDir, files.key);
  return existsSync(path) ? Buffer.from(readFileSync(path, 'utf8').trim(), 'hex') : undefined;
}

export function readManifest(folder: string): BackupManifest {
  const path = join(folder, files.manifest);
  if (!existsSync(path)) throw new Error(`${folder} is not a portal backup (it has no ${files.manifest})`);
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`${path} has a format this portal does not know`);
  return manifest;
}
