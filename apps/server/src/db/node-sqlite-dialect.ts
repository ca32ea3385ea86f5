import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { type SqliteDatabase, SqliteDialect, type SqliteStatement } from 'kysely';

type SqlValue = null | number | bigint | string | Uint8Array;

/** Adapts node:sqlite's synchronous API to the better-sqlite3 shape Kysely's SqliteDialect expects. */
function wrapStatement(statement: StatementSync): SqliteStatement {
  const values = (parameters: ReadonlyArray<unknown>) => parameters as SqlValue[];
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...values(parameters)),
    run: (parameters) => {
      const result = statement.run(...values(parameters));
      return { changes: result.changes, lastInsertRowid: result.lastInsertRowid };
    },
    iterate: (parameters) => statement.iterate(...values(parameters)),
  };
}

export function createNodeSqliteDialect(path: string): SqliteDialect {
  const database = new DatabaseSync(path);
  database.exec('PRAGMA journal_mode = WAL');
  database.exec('PRAGMA foreign_keys = ON');
  database.exec('PRAGMA busy_timeout = 5000');
  database.exec('PRAGMA synchronous = NORMAL');
  // Preparing a statement costs more than running it; Kysely emits the same SQL text for the
  // same query shape, so a bounded cache of prepared statements serves every hot path.
  const statements = new Map<string, SqliteStatement>();
  const adapted: SqliteDatabase = {
    close: () => database.close(),
    prepare: (sql) => {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= 500) statements.delete(statements.keys().next().value as string);
        statement = wrapStatement(database.prepare(sql));
        statements.set(sql, statement);
      }
      return statement;
    },
  };
  return new SqliteDialect({ database: adapted });
}
