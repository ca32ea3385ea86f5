import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../src/config.ts';
import { createFreshDatabase, type FreshDatabase } from '../fresh-database.ts';
import { documented, operationsCommand, withAssignments } from '../operations-doc.ts';
import { type PortalProcess, startPortalProcess } from '../portal-process.ts';

const run = promisify(execFile);
const onPostgres = process.env.TEST_DB === 'postgres';
const documentedFolder = '/var/backups/portal-monday';

/** A documented command as an operator with the usual umask (022) runs it. */
function runDocumented(pattern: RegExp, folder: string, environment: Record<string, string>) {
  const command = withAssignments(operationsCommand(pattern), environment).replace(documentedFolder, folder);
  return run('sh', ['-c', `umask 022 && ${command}`], {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...environment },
  });
}

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** The mode of the folder and of every file in it, as `name: 0o…` lines. */
function modes(folder: string): Record<string, string> {
  const found: Record<string, string> = { '.': modeOf(folder).toString(8) };
  for (const name of readdirSync(folder)) found[name] = modeOf(join(folder, name)).toString(8);
  return found;
}

// Hole 5: another local user reads a backup (the database, every password hash and sealed
// credential, and the key) or the database a restore wrote.
describe(`backups and restores on ${onPostgres ? 'PostgreSQL' : 'SQLite'}, read by another local user`, () => {
  const folder = mkdtempSync(join(tmpdir(), 'portal-backup-modes-'));
  let settings: Record<string, string>;
  let database: FreshDatabase | undefined;
  let portal: PortalProcess;

  beforeAll(async () => {
    if (onPostgres) {
      database = await createFreshDatabase('portal_backup_modes');
      settings = { DATABASE_URL: database.url, APP_SECRET_KEY: randomBytes(32).toString('hex') };
    } else {
      settings = { DATA_DIR: join(folder, 'data') };
    }
    portal = await startPortalProcess(settings);
  });
  afterAll(async () => {
    await portal?.stop();
    await database?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('a backup into a new folder is readable by its owner only', async () => {
    const target = join(folder, 'new', 'monday');
    await runDocumented(documented.backup, target, settings);
    const files = modes(target);
    expect(Object.keys(files).length).toBeGreaterThan(2);
    expect(files).toEqual(
      Object.fromEntries(Object.keys(files).map((name) => [name, name === '.' ? '700' : '600'])),
    );
  });

  it('a backup into an existing empty folder that others could read narrows it first', async () => {
    const target = join(folder, 'existing');
    mkdirSync(target, { mode: 0o755 });
    await runDocumented(documented.backup, target, settings);
    const files = modes(target);
    expect(files).toEqual(
      Object.fromEntries(Object.keys(files).map((name) => [name, name === '.' ? '700' : '600'])),
    );
  });

  // A PostgreSQL restore writes no file: the data goes into the database.
  if (onPostgres) return;
  it('a restored database, key and data folder are readable by their owner only', async () => {
    const backup = join(folder, 'to-restore');
    await runDocumented(documented.backup, backup, settings);
    const fresh = join(folder, 'restored');
    const existing = join(folder, 'restored-into-existing');
    mkdirSync(existing, { mode: 0o755 });
    for (const dataDir of [fresh, existing]) {
      await runDocumented(documented.restoreSqlite, backup, { DATA_DIR: dataDir });
      expect(modes(dataDir)).toEqual({ '.': '700', 'portal.db': '600', 'secret.key': '600' });
    }
  });
});
