import type { Db } from '../../db/database.ts';

export function listGroupViews(db: Db, accountId: string, groupId: string) {
  return db
    .selectFrom('group_views')
    .innerJoin('views', (join) =>
      join
        .onRef('views.id', '=', 'group_views.view_id')
        .onRef('views.account_id', '=', 'group_views.account_id'),
    )
    .select(['views.id', 'views.name', 'views.type'])
    .where('group_views.account_id', '=', accountId)
    .where('group_views.group_id', '=', groupId)
    .orderBy('views.name')
    .execute();
}

export function findAccountView(db: Db, accountId: string, viewId: string) {
  return db
    .selectFrom('views')
    .select(['id', 'name', 'type'])
    .where('account_id', '=', accountId)
    .where('id', '=', viewId)
    .executeTakeFirst();
}

/** The account's views among `ids`, by name. */
export function findAccountViews(db: Db, accountId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('views')
    .select(['id', 'name', 'type'])
    .where('account_id', '=', accountId)
    .where('id', 'in', ids)
    .orderBy('name')
    .execute();
}

export async function isGroupView(db: Db, accountId: string, groupId: string, viewId: string) {
  const row = await db
    .selectFrom('group_views')
    .select('view_id')
    .where('account_id', '=', accountId)
    .where('group_id', '=', groupId)
    .where('view_id', '=', viewId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertGroupView(db: Db, accountId: string, groupId: string, viewId: string) {
  await db
    .insertInto('group_views')
    .values({ group_id: groupId, view_id: viewId, account_id: accountId })
    .execute();
}

/** True when the view was in the group. */
export async function deleteGroupView(db: Db, accountId: string, groupId: string, viewId: string) {
  const result = await db
    .deleteFrom('group_views')
    .where('account_id', '=', accountId)
    .where('group_id', '=', groupId)
    .where('view_id', '=', viewId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
