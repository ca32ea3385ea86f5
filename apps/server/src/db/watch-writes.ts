import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  OperationNode,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/**
 * The tables whose rows the hot path copies into memory (sessions, users and their roles, group
 * membership, views, servers and endpoints). A write to any of them must reach every instance.
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
]);

/** Writes that change nothing a copy holds: a new session, and the "last seen" times of a request. */
const harmlessUpdates: Record<string, Set<string>> = {
  sessions: new Set(['last_seen_at']),
  users: new Set(['last_access']),
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

const rawWrite = /^\s*(?:with\b[\s\S]*?\b)?(insert\s+into|update|delete\s+from)\s+"?(\w+)"?/i;

/** Whether the statement may change a row that the hot path copies. Unknown shapes count as changes. */
export function changesCopiedRows(query: CompiledQuery): boolean {
  const node = query.query as Node;
  switch (node.kind) {
    case 'SelectQueryNode':
      return false;
    case 'InsertQueryNode': {
      const table = tableOf(node.into);
      return table === undefined || (copiedTables.has(table) && table !== 'sessions');
    }
    case 'UpdateQueryNode': {
      const table = tableOf(node.table);
      if (table === undefined) return true;
      if (!copiedTables.has(table)) return false;
      const harmless = harmlessUpdates[table];
      const columns = ((node.updates as unknown[] | undefined) ?? []).map(columnOf);
      return !harmless || columns.length === 0 || columns.some((column) => !column || !harmless.has(column));
    }
    case 'DeleteQueryNode': {
      const froms = ((node.from as Node | undefined)?.froms as unknown[] | undefined) ?? [];
      return froms.length === 0 || froms.some((from) => copiedTables.has(tableOf(from) ?? 'accounts'));
    }
    case 'RawNode': {
      const match = rawWrite.exec(query.sql);
      return match !== null && copiedTables.has(match[2].toLowerCase());
    }
    default:
      // Schema changes (migrations) and anything new to this list.
      return node.kind !== 'CreateTableNode' && node.kind !== 'CreateIndexNode';
  }
}

type Watched = { inTransaction: boolean; changed: boolean };

/**
 * Calls onCommittedWrite after every write to a copied table has committed: at once outside a
 * transaction, after the commit inside one (an instance that re-read the rows before the commit
 * would otherwise keep the old ones as current). The write's caller resumes only afterwards, so the
 * answer to the request that made the change leaves after every instance can see it.
 */
export function watchWrites(dialect: Dialect, onCommittedWrite: () => Promise<void>): Dialect {
  // The write has committed whatever happens next: onCommittedWrite retries on its own
  // (plugins/reliable-generation.ts), and its failure must not fail the request that wrote.
  const notify = () => onCommittedWrite().catch(() => undefined);
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => watchDriver(dialect.createDriver(), notify),
  };
}

function watchDriver(driver: Driver, notify: () => Promise<unknown>): Driver {
  const states = new WeakMap<DatabaseConnection, Watched>();

  function watch(connection: DatabaseConnection): DatabaseConnection {
    if (states.has(connection)) return connection;
    const state: Watched = { inTransaction: false, changed: false };
    states.set(connection, state);
    const execute = connection.executeQuery.bind(connection);
    connection.executeQuery = async <R>(query: CompiledQuery, options?: object): Promise<QueryResult<R>> => {
      const result = await execute<R>(query, options);
      if (changesCopiedRows(query)) {
        if (state.inTransaction) state.changed = true;
        else await notify();
      }
      return result;
    };
    return connection;
  }

  const stateOf = (connection: DatabaseConnection) =>
    states.get(connection) ?? { inTransaction: false, changed: false };

  return {
    init: (options) => driver.init(options),
    acquireConnection: async (options) => watch(await driver.acquireConnection(options)),
    async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
      await driver.beginTransaction(connection, settings);
      Object.assign(stateOf(connection), { inTransaction: true, changed: false });
    },
    async commitTransaction(connection) {
      const state = stateOf(connection);
      const changed = state.changed;
      try {
        await driver.commitTransaction(connection);
      } finally {
        Object.assign(state, { inTransaction: false, changed: false });
      }
      if (changed) await notify();
    },
    async rollbackTransaction(connection) {
      Object.assign(stateOf(connection), { inTransaction: false, changed: false });
      await driver.rollbackTransaction(connection);
    },
    savepoint: driver.savepoint?.bind(driver),
    rollbackToSavepoint: driver.rollbackToSavepoint?.bind(driver),
    releaseSavepoint: driver.releaseSavepoint?.bind(driver),
    releaseConnection: (connection, options) => driver.releaseConnection(connection, options),
    destroy: (options) => driver.destroy(options),
  };
}
