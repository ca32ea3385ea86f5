import type { Db } from '../../db/database.ts';

export type PendingRegistration = { accountId: string; userId: string; firstName: string; expiresAt: number };

/**
 * A self-registration nobody activated: its owner is inactive, alone in the account, and holds an
 * activation link that was never used (the latest decides when it expires).
 */
export async function findPendingRegistration(
  db: Db,
  email: string,
): Promise<PendingRegistration | undefined> {
  const row = await db
    .selectFrom('users')
    .innerJoin('tokens', (join) =>
      join.onRef('tokens.user_id', '=', 'users.id').onRef('tokens.account_id', '=', 'users.account_id'),
    )
    .select((eb) => [
      'users.id',
      'users.account_id',
      'users.first_name',
      eb.fn.max('tokens.expires_at').as('expires_at'),
    ])
    .where('users.email', '=', email)
    .where('users.active', '=', 0)
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
    .groupBy(['users.id', 'users.account_id', 'users.first_name'])
    .executeTakeFirst();
  return (
    row && {
      accountId: row.account_id,
      userId: row.id,
      firstName: row.first_name,
      expiresAt: Number(row.expires_at),
    }
  );
}

/** The accounts of pending registrations whose links all expired, by owner e-mail or account name. */
export async function findExpiredRegistrations(
  db: Db,
  holding: { email?: string; nameKey?: string },
  now: number,
): Promise<string[]> {
  const candidates = await db
    .selectFrom('users')
    .innerJoin('accounts', 'accounts.id', 'users.account_id')
    .select('users.email')
    .where((eb) =>
      eb.or([
        ...(holding.email ? [eb('users.email', '=', holding.email)] : []),
        ...(holding.nameKey ? [eb('accounts.name_key', '=', holding.nameKey)] : []),
      ]),
    )
    .where('users.active', '=', 0)
    .execute();
  const expired: string[] = [];
  for (const { email } of candidates) {
    const pending = await findPendingRegistration(db, email);
    if (pending && pending.expiresAt <= now) expired.push(pending.accountId);
  }
  return expired;
}

/** Removes an abandoned registration's account; its owner and links go with it (foreign keys cascade). */
export async function deleteAbandonedAccount(db: Db, accountId: string): Promise<void> {
  await db.deleteFrom('accounts').where('id', '=', accountId).execute();
}
