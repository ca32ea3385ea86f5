import type { Db } from '../../db/database.ts';

export function listTokens(db: Db, accountId: string) {
  return db
    .selectFrom('scim_tokens')
    .select(['id', 'name', 'created_at', 'last_used_at'])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findToken(db: Db, accountId: string, id: string) {
  return db
    .selectFrom('scim_tokens')
    .select(['id', 'name'])
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertToken(
  trx: Db,
  token: { id: string; accountId: string; name: string; tokenHash: string },
): Promise<void> {
  await trx
    .insertInto('scim_tokens')
    .values({
      id: token.id,
      account_id: token.accountId,
      name: token.name,
      token_hash: token.tokenHash,
      created_at: Date.now(),
      last_used_at: null,
    })
    .execute();
}

export async function deleteToken(trx: Db, accountId: string, id: string): Promise<void> {
  await trx.deleteFrom('scim_tokens').where('account_id', '=', accountId).where('id', '=', id).execute();
}

/** The token a SCIM client presents, by its digest: the one lookup before the account is known. */
export function findTokenByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('scim_tokens')
    .select(['id', 'account_id', 'name', 'last_used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function markUsed(db: Db, id: string, at: number): Promise<void> {
  await db.updateTable('scim_tokens').set({ last_used_at: at }).where('id', '=', id).execute();
}
