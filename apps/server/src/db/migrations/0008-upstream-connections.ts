import type { Kysely } from 'kysely';

/*
 * Per-user upstream credentials (DESIGN.md §6d).
 *
 * `upstream_connections`: one row per person and per-person server, their tokens sealed with the
 * application key (the context names the server and the person, so a sealed value copied onto
 * another row does not open). Composite tenant keys cascade: deleting the person or the server takes
 * the row along, whichever code deletes them (the code that ends access revokes the tokens first).
 *
 * `upstream_authorizations`: an authorization in progress (state, PKCE verifier sealed), single use,
 * short-lived, bound to the session that started it: it goes with that session.
 */

const time = 'bigint' as const;
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('upstream_connections')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(36)', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('server_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('tokens_sealed', 'text', (c) => c.notNull())
    // When the access token expires (epoch ms); null when the authorization server did not say.
    .addColumn('expires_at', time)
    // Moves on with every change of the tokens, so that a refresh stores only over what it read.
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .addColumn('last_used_at', time)
    .addForeignKeyConstraint(
      'upstream_connections_user_id_tenant_fk',
      ['account_id', 'user_id'],
      'users',
      ['account_id', 'id'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'upstream_connections_server_id_tenant_fk',
      ['account_id', 'server_id'],
      'servers',
      ['account_id', 'id'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('upstream_connections_person_server')
    .on('upstream_connections')
    .columns(['account_id', 'user_id', 'server_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('upstream_connections_server')
    .on('upstream_connections')
    .columns(['account_id', 'server_id'])
    .execute();

  await db.schema
    .createTable('upstream_authorizations')
    // The digest of the state sent to the authorization server; the state itself is never stored.
    .addColumn('state_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('server_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('session_hash', 'varchar(64)', (c) =>
      c.notNull().references('sessions.token_hash').onDelete('cascade'),
    )
    .addColumn('verifier_sealed', 'text', (c) => c.notNull())
    .addColumn('return_to', 'text', (c) => c.notNull())
    .addColumn('expires_at', time, (c) => c.notNull())
    .addForeignKeyConstraint(
      'upstream_authorizations_server_id_tenant_fk',
      ['account_id', 'server_id'],
      'servers',
      ['account_id', 'id'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('upstream_authorizations_expiry')
    .on('upstream_authorizations')
    .column('expires_at')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('upstream_authorizations').ifExists().execute();
  await db.schema.dropTable('upstream_connections').ifExists().execute();
}
