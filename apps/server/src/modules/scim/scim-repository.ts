import type { Db } from '../../db/database.ts';

/** What SCIM shows and changes of a portal user. */
export type ScimUserRow = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  active: number;
  external_id: string | null;
  created_at: number;
};

const userColumns = [
  'id',
  'email',
  'first_name',
  'last_name',
  'active',
  'external_id',
  'created_at',
] as const;

/**
 * The account's users, narrowed by an exact e-mail, external id or id when the filter says so (the
 * lookups identity providers make before every change), and in a stable order for paging.
 */
export function listUsers(
  db: Db,
  accountId: string,
  narrow: { email?: string; externalId?: string; id?: string } = {},
): Promise<ScimUserRow[]> {
  let query = db.selectFrom('users').select(userColumns).where('account_id', '=', accountId);
  if (narrow.email !== undefined) query = query.where('email', '=', narrow.email);
  if (narrow.externalId !== undefined) query = query.where('external_id', '=', narrow.externalId);
  if (narrow.id !== undefined) query = query.where('id', '=', narrow.id);
  return query.orderBy('created_at').orderBy('id').execute();
}

export function findUser(db: Db, accountId: string, id: string): Promise<ScimUserRow | undefined> {
  return db
    .selectFrom('users')
    .select(userColumns)
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Whether any account holds the address: e-mail is unique across the portal. */
export async function emailTaken(db: Db, email: string): Promise<boolean> {
  return (
    (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined
  );
}

export async function insertUser(
  trx: Db,
  accountId: string,
  user: Omit<ScimUserRow, 'created_at'>,
): Promise<void> {
  await trx
    .insertInto('users')
    .values({
      ...user,
      account_id: accountId,
      password_hash: null,
      roles: JSON.stringify(['user']),
      custom1: '',
      custom2: '',
      custom3: '',
      embed: 0,
      last_access: null,
      created_at: Date.now(),
    })
    .execute();
}

export type UserChanges = Pick<ScimUserRow, 'first_name' | 'last_name' | 'active' | 'external_id'>;

export async function updateUser(
  trx: Db,
  accountId: string,
  id: string,
  changes: UserChanges,
): Promise<void> {
  await trx
    .updateTable('users')
    .set(changes)
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
}

/** Sessions, links, memberships and identities go with the user (foreign keys cascade). */
export async function deleteUser(trx: Db, accountId: string, id: string): Promise<void> {
  await trx.deleteFrom('users').where('account_id', '=', accountId).where('id', '=', id).execute();
}

export function groupsByIds(db: Db, accountId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('groups')
    .select(['id', 'name', 'created_at'])
    .where('account_id', '=', accountId)
    .where('id', 'in', ids)
    .orderBy('name')
    .execute();
}

/** Memberships among these groups: of one user, or of everyone. */
export function memberships(db: Db, accountId: string, groupIds: string[], userId?: string) {
  if (groupIds.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom('group_users')
    .innerJoin('users', (join) =>
      join
        .onRef('users.id', '=', 'group_users.user_id')
        .onRef('users.account_id', '=', 'group_users.account_id'),
    )
    .select(['group_users.group_id', 'group_users.user_id', 'users.email'])
    .where('group_users.account_id', '=', accountId)
    .where('group_users.group_id', 'in', groupIds);
  if (userId) query = query.where('group_users.user_id', '=', userId);
  return query.orderBy('users.email').execute();
}

/** Which of these ids are users of the account. */
export async function usersOfAccount(db: Db, accountId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function addMembers(
  trx: Db,
  accountId: string,
  groupId: string,
  userIds: string[],
): Promise<void> {
  if (userIds.length === 0) return;
  await trx
    .insertInto('group_users')
    .values(userIds.map((userId) => ({ group_id: groupId, user_id: userId, account_id: accountId })))
    .execute();
}

export async function removeMembers(
  trx: Db,
  accountId: string,
  groupId: string,
  userIds: string[],
): Promise<void> {
  if (userIds.length === 0) return;
  await trx
    .deleteFrom('group_users')
    .where('account_id', '=', accountId)
    .where('group_id', '=', groupId)
    .where('user_id', 'in', userIds)
    .execute();
}
