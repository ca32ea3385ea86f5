import { chmodSync, copyFileSync, existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { backup as backupSqlite, DatabaseSync } from 'node:sqlite';
import type { Config } from '../config.ts';
import { preparePrivateFolder } from '../crypto/private-files.ts';
import { type BackupManifest, configuredKey, files, fingerprintOf } from './backup-manifest.ts';
import { runCommand, withoutPassword } from './run-command.ts';

type Log = (line: string) => void;

/**
 * Copies the portal's data into an empty folder while it keeps running: SQLite through its online
 * backup (a consistent copy even while requests write), PostgreSQL through pg_dump; plus the key
 * that opens the stored credentials, unless it is APP_SECRET_KEY (the operator keeps that one).
 * The folder is its owner's alone (0700), new or not, and so is every file in it (0600).
 */
export async function backupPortal(config: Config, folder: string, log: Log): Promise<BackupManifest> {
  const key = configuredKey(config);
  if (!key)
    throw new Error(`No key to back up: neither APP_SECRET_KEY nor ${join(config.dataDir, files.key)}`);
  if (existsSync(folder) && readdirSync(folder).length > 0) throw new Error(`${folder} is not empty`);
  preparePrivateFolder(folder);

  if (config.databaseUrl) {
    const target = join(folder, files.postgres);
    log(`pg_dump --format=custom --no-owner --file=${target} ${withoutPassword(config.databaseUrl)}`);
    await runCommand('pg_dump', ['--format=custom', '--no-owner', `--file=${target}`, config.databaseUrl]);
    chmodSync(target, 0o600);
  } else {
    const source = join(config.dataDir, files.sqlite);
    if (!existsSync(source)) throw new Error(`There is no database at ${source}`);
    const database = new DatabaseSync(source, { readOnly: true });
    try {
      await backupSqlite(database, join(folder, files.sqlite));
      chmodSync(join(folder, files.sqlite), 0o600);
    } finally {
      database.close();
    }
    log(`SQLite database copied from ${source}`);
  }

  if (!config.appSecretKey) {
    copyFileSync(join(config.dataDir, files.key), join(folder, files.key));
    chmodSync(join(folder, files.key), 0o600);
    log(`Key copied from ${join(config.dataDir, files.key)}: keep this folder as safe as the key itself`);
  } else {
    log(
      'The key is APP_SECRET_KEY: keep it with this backup, the stored credentials cannot be read without it',
    );
  }
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: config.databaseUrl ? 'postgres' : 'sqlite',
    key: config.appSecretKey ? 'APP_SECRET_KEY' : 'secret.key',
    keyFingerprint: fingerprintOf(key),
  };
  writeFileSync(join(folder, files.manifest), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}
