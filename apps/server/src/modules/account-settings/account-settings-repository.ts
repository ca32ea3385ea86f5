import type { Db } from '../../db/database.ts';

/** The signed-in user, found only inside their own account. */
export function findOwnUser(db: Db, accountId: string, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'roles', 'embed', 'password_hash'])
    .where('account_id', '=', accountId)
    .where('id', '=', userId)
    .where('active', '=', 1)
    .executeTakeFirst();
}

export async function updateOwnNames(
  db: Db,
  accountId: string,
  userId: string,
  names: { first_name: string; last_name: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set(names)
    .where('account_id', '=', accountId)
    .where('id', '=', userId)
    .execute();
}

export async function updateOwnPasswordHash(
  db: Db,
  accountId: string,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('account_id', '=', accountId)
    .where('id', '=', userId)
    .execute();
}

/** Every session of the user but the one making the change. */
export async function endOtherSessions(db: Db, accountId: string, userId: string, keepTokenHash: string) {
  await db
    .deleteFrom('sessions')
    .where('account_id', '=', accountId)
    .where('user_id', '=', userId)
    .where('token_hash', '!=', keepTokenHash)
    .execute();
}
