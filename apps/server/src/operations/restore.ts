import { chmodSync, copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Config } from '../config.ts';
import { preparePrivateFolder } from '../crypto/private-files.ts';
import { configuredKey, files, fingerprintOf, readManifest } from './backup-manifest.ts';
import { runCommand, withoutPassword } from './run-command.ts';

type Log = (line: string) => void;

async function assertEmptyDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ found: string | null }>(`select to_regclass('users') as found`);
    if (rows[0]?.found)
      throw new Error(`${withoutPassword(url)} already holds a portal; restore into an empty database`);
  } finally {
    await client.end();
  }
}

/** Puts the key of the backup in place (or checks APP_SECRET_KEY against it) before any data. */
function restoreKey(config: Config, folder: string, fingerprint: string): void {
  const copied = join(folder, files.key);
  if (!config.appSecretKey) {
    if (!existsSync(copied)) {
      throw new Error('This backup was made with APP_SECRET_KEY: set the same APP_SECRET_KEY to restore it');
    }
    preparePrivateFolder(config.dataDir);
    copyFileSync(copied, join(config.dataDir, files.key));
    chmodSync(join(config.dataDir, files.key), 0o600);
  }
  const key = configuredKey(config);
  if (!key || fingerprintOf(key) !== fingerprint) {
    throw new Error(
      'APP_SECRET_KEY is not the key this backup was made with: the stored credentials could not be read',
    );
  }
}

/**
 * Restores a backup folder into an empty data folder (SQLite) or an empty database (PostgreSQL,
 * through pg_restore), key first. The portal that will use it must not be running yet.
 */
export async function restorePortal(config: Config, folder: string, log: Log): Promise<void> {
  const manifest = readManifest(folder);
  if (manifest.database === 'postgres' && !config.databaseUrl) {
    throw new Error('This backup is of PostgreSQL: set DATABASE_URL to an empty database to restore it');
  }
  if (manifest.database === 'sqlite' && config.databaseUrl) {
    throw new Error('This backup is of the embedded SQLite: unset DATABASE_URL and set DATA_DIR');
  }
  const sqliteTarget = join(config.dataDir, files.sqlite);
  if (manifest.database === 'sqlite' && existsSync(sqliteTarget)) {
    throw new Error(`${sqliteTarget} exists; restore into an empty data folder (set DATA_DIR)`);
  }
  if (config.databaseUrl) await assertEmptyDatabase(config.databaseUrl);

  restoreKey(config, folder, manifest.keyFingerprint);
  if (config.databaseUrl) {
    const dump = join(folder, files.postgres);
    log(`pg_restore --no-owner --exit-on-error --dbname=${withoutPassword(config.databaseUrl)} ${dump}`);
    await runCommand('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${config.databaseUrl}`, dump]);
  } else {
    // The data folder first, so the database is never readable by others, not even for a moment.
    preparePrivateFolder(config.dataDir);
    copyFileSync(join(folder, files.sqlite), sqliteTarget);
    chmodSync(sqliteTarget, 0o600);
    log(`SQLite database restored to ${sqliteTarget}`);
  }
  log(`Restored the backup of ${manifest.createdAt}; start the portal with these settings (npm start)`);
}
