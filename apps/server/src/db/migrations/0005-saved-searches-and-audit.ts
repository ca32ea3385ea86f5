import type { Kysely } from 'kysely';

/*
 * Saved searches (DESIGN.md §7b): a person's named address state of a search page. Each row points
 * at its view and its owner with composite tenant keys (docs/ARCHITECTURE.md) that cascade, so
 * deleting the view or the person takes their saved searches along, whichever code deletes them.
 *
 * The audit log learns what each entry is about (target type, id and name as it was then), and gets
 * the indexes its newest-first pages and its pruning by age read.
 */

const time = 'bigint' as const;
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('saved_searches')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(36)', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('view_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    // The name folded to lower case: two names that differ only in case are the same name.
    .addColumn('name_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .addForeignKeyConstraint(
      'saved_searches_view_id_tenant_fk',
      ['account_id', 'view_id'],
      'views',
      ['account_id', 'id'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'saved_searches_user_id_tenant_fk',
      ['account_id', 'user_id'],
      'users',
      ['account_id', 'id'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('saved_searches_owner_name')
    .on('saved_searches')
    .columns(['account_id', 'user_id', 'view_id', 'name_key'])
    .unique()
    .execute();
  // A view's deletion finds its saved searches without reading the whole table.
  await db.schema
    .createIndex('saved_searches_view')
    .on('saved_searches')
    .columns(['account_id', 'view_id'])
    .execute();

  await db.schema.alterTable('audit_log').addColumn('target_type', 'varchar(16)').execute();
  await db.schema.alterTable('audit_log').addColumn('target_id', 'varchar(36)').execute();
  await db.schema.alterTable('audit_log').addColumn('target_name', 'varchar(200)').execute();
  await db.schema
    .createIndex('audit_log_account_time')
    .on('audit_log')
    .columns(['account_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('audit_log_time').on('audit_log').column('created_at').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('audit_log_time').ifExists().execute();
  await db.schema.dropIndex('audit_log_account_time').ifExists().execute();
  await db.schema.alterTable('audit_log').dropColumn('target_name').execute();
  await db.schema.alterTable('audit_log').dropColumn('target_id').execute();
  await db.schema.alterTable('audit_log').dropColumn('target_type').execute();
  await db.schema.dropTable('saved_searches').ifExists().execute();
}
