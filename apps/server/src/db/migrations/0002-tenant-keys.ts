import { type CreateTableBuilder, type Kysely, SqliteAdapter, sql } from 'kysely';

/*
 * Tenant isolation made structural (docs/SECURITY.md, hole 11): each tenant table is keyed by
 * (account_id, id) as well as id, and every table that points at another tenant row does so with a
 * composite foreign key on (account_id, …), so no row can tie one account's group, view, server or
 * user to another account's, whatever a query forgets.
 */

const time = 'bigint' as const;
type Db = Kysely<unknown>;

/** Parents: the (account_id, id) pairs children point at. */
const parents = ['users', 'groups', 'views', 'servers'] as const;

type Link = { table: string; column: string; parent: (typeof parents)[number] };
/** Children: each tenant reference that becomes a composite foreign key. */
const links: Link[] = [
  { table: 'group_users', column: 'group_id', parent: 'groups' },
  { table: 'group_users', column: 'user_id', parent: 'users' },
  { table: 'group_views', column: 'group_id', parent: 'groups' },
  { table: 'group_views', column: 'view_id', parent: 'views' },
  { table: 'endpoints', column: 'server_id', parent: 'servers' },
  { table: 'sessions', column: 'user_id', parent: 'users' },
  { table: 'tokens', column: 'user_id', parent: 'users' },
];

const constraintName = (link: Link) => `${link.table}_${link.column}_tenant_fk`;

/** A row whose reference leaves its account is already a breach: it is not carried over. */
const consistent = (table: string) =>
  links
    .filter((link) => link.table === table)
    .map(
      (link) =>
        `exists (select 1 from ${link.parent} p where p.account_id = ${table}.account_id and p.id = ${table}.${link.column})`,
    )
    .join(' and ');

async function addParentKeys(db: Db) {
  for (const parent of parents) {
    await db.schema
      .createIndex(`${parent}_tenant_key`)
      .on(parent)
      .columns(['account_id', 'id'])
      .unique()
      .execute();
  }
}

async function upPostgres(db: Db) {
  await addParentKeys(db);
  for (const table of new Set(links.map((link) => link.table))) {
    await sql.raw(`delete from ${table} where not (${consistent(table)})`).execute(db);
  }
  for (const link of links) {
    await sql
      .raw(
        `alter table ${link.table} add constraint ${constraintName(link)} foreign key (account_id, ${link.column}) ` +
          `references ${link.parent} (account_id, id) on delete cascade`,
      )
      .execute(db);
  }
  await db.schema
    .createIndex('endpoints_account_server')
    .on('endpoints')
    .columns(['account_id', 'server_id'])
    .execute();
}

/** SQLite cannot add a constraint to a table: each child is built again with its keys and refilled. */
async function rebuild(db: Db, table: string, create: (name: string) => Promise<void>, columns: string[]) {
  await create(`${table}_next`);
  const list = columns.join(', ');
  await sql
    .raw(`insert into ${table}_next (${list}) select ${list} from ${table} where ${consistent(table)}`)
    .execute(db);
  await db.schema.dropTable(table).execute();
  await db.schema.alterTable(`${table}_next`).renameTo(table).execute();
}

const withTenantKeys = (table: string) => links.filter((link) => link.table === table);

function tenantTable(db: Db, name: string, table: string) {
  let builder: CreateTableBuilder<string, string> = db.schema
    .createTable(name)
    .addColumn('account_id', 'varchar(36)', (c) => c.notNull().references('accounts.id').onDelete('cascade'));
  for (const link of withTenantKeys(table)) {
    builder = builder.addForeignKeyConstraint(
      constraintName(link),
      ['account_id', link.column],
      link.parent,
      ['account_id', 'id'],
      (constraint) => constraint.onDelete('cascade'),
    );
  }
  return builder;
}

async function upSqlite(db: Db) {
  await addParentKeys(db);
  await rebuild(
    db,
    'group_users',
    (name) =>
      tenantTable(db, name, 'group_users')
        .addColumn('group_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
        .addPrimaryKeyConstraint(`${name}_pk`, ['group_id', 'user_id'])
        .execute(),
    ['group_id', 'user_id', 'account_id'],
  );
  await rebuild(
    db,
    'group_views',
    (name) =>
      tenantTable(db, name, 'group_views')
        .addColumn('group_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('view_id', 'varchar(36)', (c) => c.notNull())
        .addPrimaryKeyConstraint(`${name}_pk`, ['group_id', 'view_id'])
        .execute(),
    ['group_id', 'view_id', 'account_id'],
  );
  await rebuild(
    db,
    'endpoints',
    (name) =>
      tenantTable(db, name, 'endpoints')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('server_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('created_at', time, (c) => c.notNull())
        .addColumn('updated_at', time, (c) => c.notNull())
        .execute(),
    ['id', 'account_id', 'server_id', 'name', 'settings', 'created_at', 'updated_at'],
  );
  await db.schema.createIndex('endpoints_server').on('endpoints').column('server_id').execute();
  await db.schema
    .createIndex('endpoints_account_server')
    .on('endpoints')
    .columns(['account_id', 'server_id'])
    .execute();
  await rebuild(
    db,
    'sessions',
    (name) =>
      tenantTable(db, name, 'sessions')
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('fingerprint', 'varchar(512)', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', time, (c) => c.notNull())
        .addColumn('last_seen_at', time, (c) => c.notNull())
        .execute(),
    ['token_hash', 'user_id', 'account_id', 'fingerprint', 'created_at', 'last_seen_at'],
  );
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
  await rebuild(
    db,
    'tokens',
    (name) =>
      tenantTable(db, name, 'tokens')
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('expires_at', time, (c) => c.notNull())
        .addColumn('used_at', time)
        .addColumn('created_at', time, (c) => c.notNull())
        .execute(),
    ['token_hash', 'kind', 'user_id', 'account_id', 'expires_at', 'used_at', 'created_at'],
  );
}

export async function up(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    // SQLite runs migrations outside a transaction; a rebuild must not stop halfway.
    await db.transaction().execute((trx) => upSqlite(trx));
  } else {
    await upPostgres(db);
  }
}

export async function down(): Promise<void> {
  // The keys only narrow what may be stored; an older portal runs on them unchanged.
}
