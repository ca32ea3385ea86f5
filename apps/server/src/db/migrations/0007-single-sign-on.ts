import { type Kysely, sql } from 'kysely';

/*
 * Single sign-on and SCIM (DESIGN.md §4a). Every new table points at its account's rows with
 * composite tenant keys (docs/ARCHITECTURE.md) that cascade, so a provider, a link or a token can
 * never tie two accounts together, and goes when what it belongs to goes.
 *
 * - identity_providers: an account's OpenID providers; the client secret sealed (secret box).
 * - identity_provider_domains: the e-mail domains each provider signs in; a domain is the key, so it
 *   belongs to one provider of one account in the whole portal.
 * - identity_provider_mappings: a value of the groups claim → a group of the account and roles.
 * - user_identities: who a provider's subject is (provider, sub → user), made at the first sign-in.
 * - sign_in_flows: a started sign-in (state, nonce, PKCE verifier), keyed by the digest of the
 *   browser's flow cookie and taken once; a test sign-in keeps its result there for its admin.
 * - scim_tokens: bearer tokens of an account's SCIM client, stored as digests.
 * - sign_in_tokens: the provider's tokens of the sign-in that made a session, sealed; they go with
 *   the session row (a foreign key that cascades) and with the provider (DESIGN.md §6d).
 * - accounts.owner_id: the person who registered the account, who keeps a password when single
 *   sign-on is enforced; filled for existing accounts with their first admin.
 * - users.external_id: the SCIM client's own id of the person (RFC 7643 externalId).
 */

const time = 'bigint' as const;
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('identity_providers')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(36)', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('issuer', 'varchar(500)', (c) => c.notNull())
    .addColumn('client_id', 'varchar(500)', (c) => c.notNull())
    .addColumn('client_secret_sealed', 'text', (c) => c.notNull())
    /** JSON array of scope names. */
    .addColumn('scopes', 'text', (c) => c.notNull())
    /** JSON {email, emailVerified, name, groups}: the claim names. */
    .addColumn('claims', 'text', (c) => c.notNull())
    .addColumn('jit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enforce', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('identity_providers_tenant_key')
    .on('identity_providers')
    .columns(['account_id', 'id'])
    .unique()
    .execute();

  await db.schema
    .createTable('identity_provider_domains')
    .addColumn('domain', 'varchar(253)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('provider_id', 'varchar(36)', (c) => c.notNull())
    .addForeignKeyConstraint(
      'identity_provider_domains_provider_id_tenant_fk',
      ['account_id', 'provider_id'],
      'identity_providers',
      ['account_id', 'id'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('identity_provider_domains_provider')
    .on('identity_provider_domains')
    .columns(['account_id', 'provider_id'])
    .execute();

  await db.schema
    .createTable('identity_provider_mappings')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('provider_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('value', 'varchar(500)', (c) => c.notNull())
    // Null: the mapping gives roles only. Deleting the group deletes its mappings.
    .addColumn('group_id', 'varchar(36)')
    /** JSON array of roles. */
    .addColumn('roles', 'text', (c) => c.notNull())
    .addForeignKeyConstraint(
      'identity_provider_mappings_provider_id_tenant_fk',
      ['account_id', 'provider_id'],
      'identity_providers',
      ['account_id', 'id'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'identity_provider_mappings_group_id_tenant_fk',
      ['account_id', 'group_id'],
      'groups',
      ['account_id', 'id'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('identity_provider_mappings_provider')
    .on('identity_provider_mappings')
    .columns(['account_id', 'provider_id'])
    .execute();

  await db.schema
    .createTable('user_identities')
    .addColumn('provider_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('account_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addPrimaryKeyConstraint('user_identities_pk', ['provider_id', 'subject'])
    .addForeignKeyConstraint(
      'user_identities_provider_id_tenant_fk',
      ['account_id', 'provider_id'],
      'identity_providers',
      ['account_id', 'id'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'user_identities_user_id_tenant_fk',
      ['account_id', 'user_id'],
      'users',
      ['account_id', 'id'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .execute();
  // One identity per person and provider: a second subject for the same person is refused.
  await db.schema
    .createIndex('user_identities_user')
    .on('user_identities')
    .columns(['provider_id', 'user_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('sign_in_flows')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('id', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('account_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('provider_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('state', 'varchar(128)')
    .addColumn('nonce', 'varchar(128)')
    .addColumn('code_verifier', 'varchar(128)')
    /** The admin who runs a test sign-in; null for a sign-in. */
    .addColumn('user_id', 'varchar(36)')
    /** A test sign-in's result (JSON), once the provider answered. */
    .addColumn('result', 'text')
    .addColumn('expires_at', time, (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addForeignKeyConstraint(
      'sign_in_flows_provider_id_tenant_fk',
      ['account_id', 'provider_id'],
      'identity_providers',
      ['account_id', 'id'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('sign_in_flows_expiry').on('sign_in_flows').column('expires_at').execute();

  await db.schema
    .createTable('scim_tokens')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(36)', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('last_used_at', time)
    .execute();
  await db.schema.createIndex('scim_tokens_account').on('scim_tokens').column('account_id').execute();

  await db.schema
    .createTable('sign_in_tokens')
    .addColumn('session_token_hash', 'varchar(64)', (c) =>
      c.primaryKey().references('sessions.token_hash').onDelete('cascade'),
    )
    .addColumn('account_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('provider_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('sealed', 'text', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addForeignKeyConstraint(
      'sign_in_tokens_provider_id_tenant_fk',
      ['account_id', 'provider_id'],
      'identity_providers',
      ['account_id', 'id'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .execute();
  await db.schema.alterTable('users').addColumn('external_id', 'varchar(255)').execute();
  await db.schema.alterTable('accounts').addColumn('owner_id', 'varchar(36)').execute();
  // The account's first admin (the person who registered it, for every account made so far).
  await sql`
    update accounts set owner_id = (
      select u.id from users u
      where u.account_id = accounts.id and u.roles like '%"admin"%'
      order by u.created_at, u.id limit 1
    )`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('accounts').dropColumn('owner_id').execute();
  await db.schema.alterTable('users').dropColumn('external_id').execute();
  await db.schema.dropTable('sign_in_tokens').ifExists().execute();
  await db.schema.dropTable('scim_tokens').ifExists().execute();
  await db.schema.dropTable('sign_in_flows').ifExists().execute();
  await db.schema.dropTable('user_identities').ifExists().execute();
  await db.schema.dropTable('identity_provider_mappings').ifExists().execute();
  await db.schema.dropTable('identity_provider_domains').ifExists().execute();
  await db.schema.dropTable('identity_providers').ifExists().execute();
}
