import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { preparePrivateFile } from '../crypto/private-files.ts';
import * as initial from './migrations/0001-initial.ts';
import { createNodeSqliteDialect } from './node-sqlite-dialect.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

export type DatabaseOptions = {
  databaseUrl: string | undefined;
  dataDir: string;
  /** PostgreSQL only: a schema of its own, so that test runs never meet each other's tables. */
  schema?: string;
};

// PostgreSQL returns bigint as text; every bigint here is an epoch-milliseconds time, safe as a number.
pg.types.setTypeParser(20, (value) => Number(value));

export function createDatabase(options: DatabaseOptions): { db: Db; dialect: DialectName } {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const file = join(options.dataDir, 'portal.db');
  preparePrivateFile(file);
  const dialect = createNodeSqliteDialect(file);
  return { db: new Kysely<Database>({ dialect }), dialect: 'sqlite' };
}

const migrations = { '0001-initial': initial };

/** Brings the schema up to date; Kysely's migrator takes a lock, so several instances may start at once. */
export async function migrate(db: Db, options: Pick<DatabaseOptions, 'schema'> = {}): Promise<void> {
  if (options.schema) {
    await db.schema.createSchema(options.schema).ifNotExists().execute();
  }
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its own tables in every schema unless told which; a sibling schema's tables
    // would make it skip creating them here.
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`,
    );
  }
}
