import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export function listGroups(db: Db, accountId: string) {
  return db
    .selectFrom('groups')
    .select(['id', 'name'])
    .where('account_id', '=', accountId)
    .orderBy('name')
    .execute();
}

export function findGroup(db: Db, accountId: string, groupId: string) {
  return db
    .selectFrom('groups')
    .select(['id', 'name'])
    .where('account_id', '=', accountId)
    .where('id', '=', groupId)
    .executeTakeFirst();
}

/** Group names are compared without regard to case, like server and view names. */
export async function groupNameInUse(db: Db, accountId: string, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('groups')
    .select('id')
    .where('account_id', '=', accountId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertGroup(db: Db, group: { id: string; accountId: string; name: string }) {
  await db
    .insertInto('groups')
    .values({ id: group.id, account_id: group.accountId, name: group.name, created_at: Date.now() })
    .execute();
}

/** Memberships and view grants go with the group (foreign keys cascade). */
export async function deleteGroup(db: Db, accountId: string, groupId: string) {
  await db.deleteFrom('groups').where('account_id', '=', accountId).where('id', '=', groupId).execute();
}

export function listGroupUsers(db: Db, accountId: string, groupId: string) {
  return db
    .selectFrom('group_users')
    .innerJoin('users', (join) =>
      join
        .onRef('users.id', '=', 'group_users.user_id')
        .onRef('users.account_id', '=', 'group_users.account_id'),
    )
    .select(['users.id', 'users.first_name', 'users.last_name', 'users.email'])
    .where('group_users.account_id', '=', accountId)
    .where('group_users.group_id', '=', groupId)
    .orderBy('users.first_name')
    .orderBy('users.last_name')
    .execute();
}

export function findAccountUser(db: Db, accountId: string, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('account_id', '=', accountId)
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function isGroupUser(db: Db, accountId: string, groupId: string, userId: string) {
  const row = await db
    .selectFrom('group_users')
    .select('user_id')
    .where('account_id', '=', accountId)
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertGroupUser(db: Db, accountId: string, groupId: string, userId: string) {
  await db
    .insertInto('group_users')
    .values({ group_id: groupId, user_id: userId, account_id: accountId })
    .execute();
}

/** True when the user was in the group. */
export async function deleteGroupUser(db: Db, accountId: string, groupId: string, userId: string) {
  const result = await db
    .deleteFrom('group_users')
    .where('account_id', '=', accountId)
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
