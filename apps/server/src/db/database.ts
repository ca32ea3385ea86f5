import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Dialect, Kysely, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { preparePrivateFile } from '../crypto/private-files.ts';
import type { ServiceFaults } from '../service-faults.ts';
import * as initial from './migrations/0001-initial.ts';
import * as tenantKeys from './migrations/0002-tenant-keys.ts';
import * as registrations from './migrations/0003-registrations.ts';
import * as viewChangedBy from './migrations/0004-view-changed-by.ts';
import * as savedSearchesAndAudit from './migrations/0005-saved-searches-and-audit.ts';
import * as singleSignOn from './migrations/0007-single-sign-on.ts';
import * as upstreamConnections from './migrations/0008-upstream-connections.ts';
import { createNodeSqliteDialect } from './node-sqlite-dialect.ts';
import type { Database } from './schema.ts';
import { type OnCommittedChange, watchWrites } from './watch-writes.ts';

export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

export type DatabaseOptions = {
  databaseUrl: string | undefined;
  dataDir: string;
  /** PostgreSQL only: a schema of its own, so that test runs never meet each other's tables. */
  schema?: string;
  /**
   * Called once a change to rows that the hot path copies has committed, with its account, or
   * undefined when it may touch any account (see watch-writes.ts).
   */
  onCommittedChange?: OnCommittedChange;
  /** Told of every broken connection, so that it is logged and counted. */
  faults?: ServiceFaults;
};

// PostgreSQL returns bigint as text; every bigint here is an epoch-milliseconds time, safe as a number.
pg.types.setTypeParser(20, (value) => Number(value));

export function createDatabase(options: DatabaseOptions): { db: Db; dialect: DialectName } {
  const watched = (dialect: Dialect) =>
    options.onCommittedChange ? watchWrites(dialect, options.onCommittedChange) : dialect;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // A database that does not answer fails requests (and /api/ready) rather than hanging them.
      connectionTimeoutMillis: 5_000,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // A connection that breaks (the server restarts, the network drops) fails only the query it
    // runs, and the pool replaces it. Both error events must be heard, or they end the process: the
    // pool's for an idle connection, the connection's own while it is checked out (pg-pool listens
    // to a connection only while it sits idle in the pool). The connection's listener reports the
    // break, once.
    pool.on('error', () => {});
    pool.on('connect', (client) => {
      client.on('error', (error) => options.faults?.failure('database', 'connection', error));
      options.faults?.success('database');
    });
    return {
      db: new Kysely<Database>({ dialect: watched(new PostgresDialect({ pool })) }),
      dialect: 'postgres',
    };
  }
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const file = join(options.dataDir, 'portal.db');
  preparePrivateFile(file);
  const dialect = createNodeSqliteDialect(file);
  return { db: new Kysely<Database>({ dialect: watched(dialect) }), dialect: 'sqlite' };
}

const migrations = {
  '0001-initial': initial,
  '0002-tenant-keys': tenantKeys,
  '0003-registrations': registrations,
  '0004-view-changed-by': viewChangedBy,
  '0005-saved-searches-and-audit': savedSearchesAndAudit,
  '0007-single-sign-on': singleSignOn,
  '0008-upstream-connections': upstreamConnections,
};
/** The migrations in the order they apply. */
export const migrationNames = Object.keys(migrations);

/** PostgreSQL's "schema does not exist" (SQLSTATE 3F000). */
const isMissingSchema = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '3F000';

/**
 * Runs the migrator again when its look at the catalog met another schema being dropped: Kysely
 * reads every schema's tables and asks PostgreSQL about each schema by name, which fails when another
 * process (another portal in its own schema, a test file) drops one meanwhile. The look changes
 * nothing, and the migrations themselves run under the migrator's lock, so a second look is safe.
 */
export async function pastCatalogRaces<R extends { error?: unknown }>(run: () => Promise<R>): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    const result = await run();
    if (!isMissingSchema(result.error) || attempt === 10) return result;
    // A moment's pause, longer each time, so a burst of drops is over before the next look.
    await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
  }
}

/**
 * Brings the schema up to date and names the migrations it applied (none when another instance
 * already did); Kysely's migrator takes a lock, so several instances may start at once.
 */
export async function migrate(db: Db, options: Pick<DatabaseOptions, 'schema'> = {}): Promise<string[]> {
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
  const { error, results } = await pastCatalogRaces(() => migrator.migrateToLatest());
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`,
    );
  }
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
