import type { Kysely } from 'kysely';

const time = 'bigint' as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('name_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(36)', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('first_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('roles', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('custom1', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('custom2', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('custom3', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('embed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_access', time)
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_account').on('users').column('account_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('fingerprint', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('last_seen_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('expires_at', time, (c) => c.notNull())
    .addColumn('used_at', time)
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('servers')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(36)', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('name_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('auth_sealed', 'text')
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .addUniqueConstraint('servers_account_name', ['account_id', 'name_key'])
    .execute();

  await db.schema
    .createTable('endpoints')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('server_id', 'varchar(36)', (c) => c.notNull().references('servers.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('endpoints_server').on('endpoints').column('server_id').execute();

  await db.schema
    .createTable('views')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(36)', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('name_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('metacontent', 'text', (c) => c.notNull())
    .addColumn('metadata', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .addUniqueConstraint('views_account_name', ['account_id', 'name_key'])
    .execute();

  await db.schema
    .createTable('groups')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(36)', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('group_users')
    .addColumn('group_id', 'varchar(36)', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'varchar(36)', (c) => c.notNull())
    .addPrimaryKeyConstraint('group_users_pk', ['group_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('group_views')
    .addColumn('group_id', 'varchar(36)', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('view_id', 'varchar(36)', (c) => c.notNull().references('views.id').onDelete('cascade'))
    .addColumn('account_id', 'varchar(36)', (c) => c.notNull())
    .addPrimaryKeyConstraint('group_views_pk', ['group_id', 'view_id'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(36)')
    .addColumn('user_id', 'varchar(36)')
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'audit_log',
    'group_views',
    'group_users',
    'groups',
    'views',
    'endpoints',
    'servers',
    'tokens',
    'sessions',
    'users',
    'accounts',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
