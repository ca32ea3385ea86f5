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

/** The pending registrations whose links all expired, by owner e-mail or account name. */
export async function findExpiredRegistrations(
  db: Db,
  holding: { email?: string; nameKey?: string },
  now: number,
): Promise<PendingRegistration[]> {
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
  const expired: PendingRegistration[] = [];
  for (const { email } of candidates) {
    const pending = await findPendingRegistration(db, email);
    if (pending && pending.expiresAt <= now) expired.push(pending);
  }
  return expired;
}

/**
 * Removes an unactivated registration's account, its owner and links with it (foreign keys
 * cascade), unless its user was activated meanwhile. Answers whether it was removed.
 */
export async function deletePendingAccount(db: Db, accountId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('accounts')
    .where('id', '=', accountId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('users')
            .select('users.id')
            .whereRef('users.account_id', '=', 'accounts.id')
            .where('users.active', '=', 1),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export type RegistrationDetails = {
  accountName: string;
  nameKey: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
};

/**
 * Gives a pending registration the details of the newest one (account name, names, password), unless
 * its user was activated meanwhile. Answers whether it did.
 */
export async function replacePendingDetails(
  db: Db,
  pending: Pick<PendingRegistration, 'accountId' | 'userId'>,
  details: RegistrationDetails,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ first_name: details.firstName, last_name: details.lastName, password_hash: details.passwordHash })
    .where('account_id', '=', pending.accountId)
    .where('id', '=', pending.userId)
    .where('active', '=', 0)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db
    .updateTable('accounts')
    .set({ name: details.accountName, name_key: details.nameKey })
    .where('id', '=', pending.accountId)
    .execute();
  return true;
}
