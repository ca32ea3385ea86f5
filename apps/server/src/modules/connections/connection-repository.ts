import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { UpstreamAuthorizationsTable, UpstreamConnectionsTable } from '../../db/schema.ts';

export type ConnectionRow = Selectable<UpstreamConnectionsTable>;
export type AuthorizationRow = Selectable<UpstreamAuthorizationsTable>;

/** A person of an account. */
export type Person = { accountId: string; userId: string };

export function findConnection(db: Db, person: Person, serverId: string) {
  return db
    .selectFrom('upstream_connections')
    .selectAll()
    .where('account_id', '=', person.accountId)
    .where('user_id', '=', person.userId)
    .where('server_id', '=', serverId)
    .executeTakeFirst();
}

/** Which servers the person is connected to, and the id of each connection (the hot path's copy). */
export function listConnectionIdsOf(db: Db, person: Person) {
  return db
    .selectFrom('upstream_connections')
    .select(['id', 'server_id'])
    .where('account_id', '=', person.accountId)
    .where('user_id', '=', person.userId)
    .execute();
}

/** The person's connections as their Settings list them: never the tokens. */
export function listConnectionsOf(db: Db, person: Person) {
  return db
    .selectFrom('upstream_connections')
    .select(['server_id', 'created_at', 'last_used_at'])
    .where('account_id', '=', person.accountId)
    .where('user_id', '=', person.userId)
    .execute();
}

/** A server's connections with their people, as the admin sees them: never the tokens. */
export function listConnectionsOfServer(db: Db, accountId: string, serverId: string) {
  return db
    .selectFrom('upstream_connections as c')
    .innerJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'c.user_id').onRef('u.account_id', '=', 'c.account_id'),
    )
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'c.created_at', 'c.last_used_at'])
    .where('c.account_id', '=', accountId)
    .where('c.server_id', '=', serverId)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();
}

/** Replaces the person's connection to the server (a new id: nothing cached under the old one is read again). */
export async function replaceConnection(trx: Db, row: ConnectionRow): Promise<ConnectionRow[]> {
  const replaced = await trx
    .deleteFrom('upstream_connections')
    .where('account_id', '=', row.account_id)
    .where('user_id', '=', row.user_id)
    .where('server_id', '=', row.server_id)
    .returningAll()
    .execute();
  await trx.insertInto('upstream_connections').values(row).execute();
  return replaced;
}

/** Stores refreshed tokens only over the revision they were refreshed from; answers whether it did. */
export async function storeRefreshedTokens(
  db: Db,
  row: Pick<ConnectionRow, 'id' | 'account_id' | 'revision'>,
  tokens: { sealed: string; expiresAt: number | null },
): Promise<boolean> {
  const result = await db
    .updateTable('upstream_connections')
    .set({
      tokens_sealed: tokens.sealed,
      expires_at: tokens.expiresAt,
      revision: row.revision + 1,
      updated_at: Date.now(),
    })
    .where('account_id', '=', row.account_id)
    .where('id', '=', row.id)
    .where('revision', '=', row.revision)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function touchConnection(db: Db, accountId: string, id: string, at: number): Promise<void> {
  await db
    .updateTable('upstream_connections')
    .set({ last_used_at: at })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
}

/** Deletes the connections chosen by `where` and answers them (their tokens are revoked next). */
export function deleteConnections(
  trx: Db,
  accountId: string,
  where: { userId?: string; serverId?: string; id?: string },
): Promise<ConnectionRow[]> {
  let query = trx.deleteFrom('upstream_connections').where('account_id', '=', accountId);
  if (where.userId) query = query.where('user_id', '=', where.userId);
  if (where.serverId) query = query.where('server_id', '=', where.serverId);
  if (where.id) query = query.where('id', '=', where.id);
  return query.returningAll().execute();
}

export async function insertAuthorization(db: Db, row: AuthorizationRow): Promise<void> {
  // Authorizations nobody finished go after their lifetime, so the table stays small.
  await db.deleteFrom('upstream_authorizations').where('expires_at', '<', Date.now()).execute();
  await db.insertInto('upstream_authorizations').values(row).execute();
}

/** The authorization of a state, taken once: a second callback with the same state finds nothing. */
export async function takeAuthorization(db: Db, stateHash: string): Promise<AuthorizationRow | undefined> {
  const [row] = await db
    .deleteFrom('upstream_authorizations')
    .where('state_hash', '=', stateHash)
    .returningAll()
    .execute();
  return row;
}
