import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  Kysely,
  OperationNode,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/**
 * The tables whose rows the hot path copies into memory (sessions, users and their roles, group
 * membership, views, servers and endpoints, which person is connected to which per-person server).
 * A write to any of them must reach every instance.
 */
const copiedTables = new Set([
  'accounts',
  'users',
  'sessions',
  'groups',
  'group_users',
  'group_views',
  'views',
  'servers',
  'endpoints',
  'upstream_connections',
]);

/** Writes that change nothing a copy holds: a new session, and the "last seen" times of a request. */
const harmlessUpdates: Record<string, Set<string>> = {
  sessions: new Set(['last_seen_at']),
  users: new Set(['last_access']),
  // A refresh or a use of a connection's tokens; which connection a person has stays the same.
  upstream_connections: new Set(['tokens_sealed', 'expires_at', 'revision', 'updated_at', 'last_used_at']),
};

type Node = OperationNode & Record<string, unknown>;

function tableOf(node: unknown): string | undefined {
  const candidate = node as Node | undefined;
  if (candidate?.kind === 'AliasNode') return tableOf(candidate.node);
  if (candidate?.kind !== 'TableNode') return undefined;
  const identifier = (candidate.table as Node).identifier as Node;
  return typeof identifier?.name === 'string' ? identifier.name : undefined;
}

function columnOf(update: unknown): string | undefined {
  const column = (update as Node).column as Node;
  const name = (column?.column as Node | undefined)?.name;
  return typeof name === 'string' ? name : undefined;
}

/** Raw statements that change no row: reads and transaction control. */
const rawRead = /^\s*(?:select|begin|commit|rollback|savepoint|release|start\s+transaction)\b/i;
const rawWriteWord =
  /\b(?:insert|update|delete|merge|replace|upsert|truncate|drop|alter|create|into|copy|call|do)\b/i;
/** A plain write to one named table, e.g. `delete from audit_log where …`. */
const rawWrite = /^\s*(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?\s/i;

/**
 * What a statement does to the rows the hot path copies: nothing; a change the query builder
 * shaped, to a table it names (attributed to the accounts its transaction announced); or a change
 * of a shape this does not know (raw SQL, a schema change, a table it cannot name), which may touch
 * any account.
 */
export type WriteKind = 'none' | 'known' | 'unknown';

function kindOfRaw(text: string): WriteKind {
  // One statement only: anything after a semicolon is unknown.
  if (/;\s*\S/.test(text)) return 'unknown';
  if (rawRead.test(text) && (!/^\s*select\b/i.test(text) || !rawWriteWord.test(text))) return 'none';
  const table = rawWrite.exec(text)?.[1]?.toLowerCase();
  return table !== undefined && !copiedTables.has(table) ? 'none' : 'unknown';
}

/** Whether and how the statement may change a row that the hot path copies. */
export function kindOfWrite(query: CompiledQuery): WriteKind {
  const node = query.query as Node;
  // A common table expression may itself write (PostgreSQL's `with gone as (delete …) select …`).
  const expressions = ((node.with as Node | undefined)?.expressions as Node[] | undefined) ?? [];
  if (expressions.some((cte) => (cte.expression as Node | undefined)?.kind !== 'SelectQueryNode'))
    return 'unknown';
  switch (node.kind) {
    case 'SelectQueryNode':
      return 'none';
    case 'InsertQueryNode': {
      const table = tableOf(node.into);
      if (table === undefined) return 'unknown';
      // A new session is in no copy yet.
      return copiedTables.has(table) && table !== 'sessions' ? 'known' : 'none';
    }
    case 'UpdateQueryNode': {
      const table = tableOf(node.table);
      if (table === undefined) return 'unknown';
      if (!copiedTables.has(table)) return 'none';
      const harmless = harmlessUpdates[table];
      const columns = ((node.updates as unknown[] | undefined) ?? []).map(columnOf);
      const changes =
        !harmless || columns.length === 0 || columns.some((column) => !column || !harmless.has(column));
      return changes ? 'known' : 'none';
    }
    case 'DeleteQueryNode': {
      const tables = (((node.from as Node | undefined)?.froms as unknown[] | undefined) ?? []).map(tableOf);
      if (tables.length === 0 || tables.includes(undefined)) return 'unknown';
      return tables.some((table) => copiedTables.has(table!)) ? 'known' : 'none';
    }
    case 'RawNode':
      return kindOfRaw(query.sql);
    case 'CreateTableNode':
    case 'CreateIndexNode':
      return 'none';
    default:
      // Other schema changes (migrations) and anything new to this list.
      return 'unknown';
  }
}

/** The accounts each open transaction's connection has announced changes to. */
const announced = new WeakMap<DatabaseConnection, Set<string>>();

/**
 * Tells every instance, once the transaction commits, that the account's copied rows (its users,
 * sessions, groups, views, servers, endpoints) changed: their in-memory copies are dropped, and no
 * other account's. A service calls it inside the transaction that makes the change.
 */
export async function announceChange<DB>(trx: Kysely<DB>, accountId: string): Promise<void> {
  if (!trx.isTransaction) throw new Error('A change is announced inside the transaction that makes it');
  await trx.getExecutor().provideConnection(async (connection) => {
    const accounts = announced.get(connection) ?? new Set<string>();
    accounts.add(accountId);
    announced.set(connection, accounts);
  });
}

/** Told after each commit: the account whose copies are stale, or undefined for every account. */
export type OnCommittedChange = (accountId: string | undefined) => Promise<void>;

type Watched = { inTransaction: boolean; wrote: boolean; unknown: boolean };

/**
 * Calls onCommittedChange after a change to copied rows has committed: for each account its
 * transaction announced (announceChange), or for every account when the change was not announced
 * (a write outside a transaction, or in one that announced nothing) or of a shape this does not know
 * (raw SQL): what it cannot attribute counts as a change of every account. At once outside a
 * transaction, after the commit inside one (an instance that re-read the rows before the commit
 * would otherwise keep the old ones as current). The write's caller resumes only afterwards, so the
 * answer to the request that made the change leaves after every instance can see it.
 */
export function watchWrites(dialect: Dialect, onCommittedChange: OnCommittedChange): Dialect {
  // The write has committed whatever happens next: onCommittedChange retries on its own
  // (shared-store/reliable-generation.ts), and its failure must not fail the request that wrote.
  const notify = (accountId: string | undefined) => onCommittedChange(accountId).catch(() => undefined);
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => watchDriver(dialect.createDriver(), notify),
  };
}

/** Whether a query-builder write changed no row: by the count the driver gives, or the rows it returned. */
function changedNoRow(result: QueryResult<unknown>): boolean {
  return (result.numAffectedRows ?? BigInt(result.rows.length)) === 0n;
}

function watchDriver(driver: Driver, notify: (accountId: string | undefined) => Promise<unknown>): Driver {
  const states = new WeakMap<DatabaseConnection, Watched>();
  const fresh = (): Watched => ({ inTransaction: false, wrote: false, unknown: false });

  function watch(connection: DatabaseConnection): DatabaseConnection {
    if (states.has(connection)) return connection;
    const state = fresh();
    states.set(connection, state);
    const execute = connection.executeQuery.bind(connection);
    connection.executeQuery = async <R>(query: CompiledQuery, options?: object): Promise<QueryResult<R>> => {
      const result = await execute<R>(query, options);
      let kind = kindOfWrite(query);
      // A write that changed no row (a delete that found nothing) changes no copy either.
      if (kind === 'known' && changedNoRow(result)) kind = 'none';
      if (kind !== 'none') {
        if (!state.inTransaction) await notify(undefined);
        else if (kind === 'unknown') state.unknown = true;
        else state.wrote = true;
      }
      return result;
    };
    return connection;
  }

  const stateOf = (connection: DatabaseConnection) => states.get(connection) ?? fresh();
  /** Forgets what the transaction did and announced; answers which accounts to tell of. */
  function close(connection: DatabaseConnection): Array<string | undefined> {
    const state = stateOf(connection);
    const accounts = [...(announced.get(connection) ?? [])];
    const everyAccount = state.unknown || (state.wrote && accounts.length === 0);
    Object.assign(state, fresh());
    announced.delete(connection);
    return everyAccount ? [undefined] : accounts;
  }

  return {
    init: (options) => driver.init(options),
    acquireConnection: async (options) => watch(await driver.acquireConnection(options)),
    async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
      await driver.beginTransaction(connection, settings);
      close(connection);
      stateOf(connection).inTransaction = true;
    },
    async commitTransaction(connection) {
      let changed: Array<string | undefined>;
      try {
        await driver.commitTransaction(connection);
      } finally {
        changed = close(connection);
      }
      for (const accountId of changed) await notify(accountId);
    },
    async rollbackTransaction(connection) {
      close(connection);
      await driver.rollbackTransaction(connection);
    },
    savepoint: driver.savepoint?.bind(driver),
    rollbackToSavepoint: driver.rollbackToSavepoint?.bind(driver),
    releaseSavepoint: driver.releaseSavepoint?.bind(driver),
    releaseConnection: (connection, options) => driver.releaseConnection(connection, options),
    destroy: (options) => driver.destroy(options),
  };
}
