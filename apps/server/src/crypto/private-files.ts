import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';

/**
 * DATA_DIR holds the database, the key that opens every stored credential and mails with link
 * tokens: created, or narrowed when it exists, to its owner alone.
 */
export function preparePrivateFolder(path: string): void {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  chmodSync(path, 0o700);
}

/**
 * A file readable by its owner only, created empty when missing. SQLite gives its -wal and -shm
 * files the mode of the database file, so creating that one so covers them too.
 */
export function preparePrivateFile(path: string): void {
  if (!existsSync(path)) closeSync(openSync(path, 'a', 0o600));
  chmodSync(path, 0o600);
  for (const companion of [`${path}-wal`, `${path}-shm`]) {
    if (existsSync(companion)) chmodSync(companion, 0o600);
  }
}
