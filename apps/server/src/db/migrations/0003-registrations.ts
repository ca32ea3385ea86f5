import type { Kysely } from 'kysely';

/*
 * Registrations waiting for activation get a table of their own (docs/SECURITY.md, hole 7): each
 * registration keeps its own link, password and account name until one of the address's links is
 * followed, and none holds an address or account name in the accounts and users tables meanwhile.
 * The unactivated accounts of earlier versions move here, so the links already mailed keep working.
 */

const time = 'bigint' as const;

// Kysely<any> rather than unknown: the rows moved here are read and written with their columns.
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema of its own time, not today's types.
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('registrations')
    // The digest of the activation link's token: the link names the registration.
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('account_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('name_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('first_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', time, (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('registrations_email').on('registrations').column('email').execute();
  await db.schema.createIndex('registrations_expiry').on('registrations').column('expires_at').execute();

  // An unactivated registration was an inactive user alone in its account with an unused activation link.
  const waiting = await db
    .selectFrom('users')
    .innerJoin('accounts', 'accounts.id', 'users.account_id')
    .innerJoin('tokens', (join) =>
      join.onRef('tokens.user_id', '=', 'users.id').onRef('tokens.account_id', '=', 'users.account_id'),
    )
    .select([
      'tokens.token_hash',
      'tokens.expires_at',
      'tokens.created_at',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.password_hash',
      'accounts.id as account_id',
      'accounts.name',
      'accounts.name_key',
    ])
    .where('users.active', '=', 0)
    .where('users.password_hash', 'is not', null)
    .where('tokens.kind', '=', 'activation')
    .where('tokens.used_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('users as other')
            .select('other.id')
            .whereRef('other.account_id', '=', 'users.account_id')
            .whereRef('other.id', '!=', 'users.id'),
        ),
      ),
    )
    .execute();
  for (const row of waiting) {
    await db
      .insertInto('registrations')
      .values({
        token_hash: row.token_hash,
        email: row.email,
        account_name: row.name,
        name_key: row.name_key,
        first_name: row.first_name,
        last_name: row.last_name,
        password_hash: row.password_hash,
        expires_at: Number(row.expires_at),
        created_at: Number(row.created_at),
      })
      .execute();
  }
  const accountIds = [...new Set(waiting.map((row) => row.account_id as string))];
  // Its user and links go with the account (foreign keys cascade).
  if (accountIds.length > 0) await db.deleteFrom('accounts').where('id', 'in', accountIds).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('registrations').ifExists().execute();
}
