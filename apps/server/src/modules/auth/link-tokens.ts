import { hashToken, newToken } from '../../crypto/tokens.ts';
import type { Db } from '../../db/database.ts';
import type { TokensTable } from '../../db/schema.ts';

export type LinkTokenKind = TokensTable['kind'];

const hour = 3_600_000;
/** How long an e-mailed link stays valid (DESIGN.md §4). */
export const linkTokenLifetimeMs: Record<LinkTokenKind, number> = {
  activation: 48 * hour,
  reset: hour,
  invitation: 7 * 24 * hour,
};

/** Creates a single-use link token; only its digest is stored, the caller mails the token itself. */
export async function issueLinkToken(
  db: Db,
  kind: LinkTokenKind,
  owner: { userId: string; accountId: string },
): Promise<string> {
  const token = newToken();
  const now = Date.now();
  await db
    .insertInto('tokens')
    .values({
      token_hash: hashToken(token),
      kind,
      user_id: owner.userId,
      account_id: owner.accountId,
      expires_at: now + linkTokenLifetimeMs[kind],
      used_at: null,
      created_at: now,
    })
    .execute();
  return token;
}

export type UsableLinkToken = { tokenHash: string; kind: LinkTokenKind; userId: string; accountId: string };

/** The token if it is of one of the kinds, unused and unexpired. */
export async function findUsableLinkToken(
  db: Db,
  token: string,
  kinds: LinkTokenKind[],
): Promise<UsableLinkToken | undefined> {
  const row = await db
    .selectFrom('tokens')
    .select(['token_hash', 'kind', 'user_id', 'account_id'])
    .where('token_hash', '=', hashToken(token))
    .where('kind', 'in', kinds)
    .where('used_at', 'is', null)
    .where('expires_at', '>', Date.now())
    .executeTakeFirst();
  return row && { tokenHash: row.token_hash, kind: row.kind, userId: row.user_id, accountId: row.account_id };
}

/**
 * Marks the token used; false when a concurrent request used it first or it expired since it was
 * found (hashing the new password takes a while).
 */
export async function consumeLinkToken(db: Db, tokenHash: string): Promise<boolean> {
  const now = Date.now();
  const result = await db
    .updateTable('tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Retires every other open link of these kinds, so an older e-mail cannot be used after a newer one was. */
export async function retireLinkTokens(
  db: Db,
  owner: { userId: string; accountId: string },
  kinds: LinkTokenKind[],
): Promise<void> {
  await db
    .updateTable('tokens')
    .set({ used_at: Date.now() })
    .where('account_id', '=', owner.accountId)
    .where('user_id', '=', owner.userId)
    .where('kind', 'in', kinds)
    .where('used_at', 'is', null)
    .execute();
}
