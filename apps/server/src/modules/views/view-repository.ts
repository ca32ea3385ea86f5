import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ViewsTable } from '../../db/schema.ts';

export type ViewRow = Selectable<ViewsTable>;

export function listViews(db: Db, accountId: string) {
  return db
    .selectFrom('views')
    .select(['id', 'name', 'type'])
    .where('account_id', '=', accountId)
    .orderBy('name_key')
    .execute();
}

/** The views of every group the user is in, each once. */
export function listViewsOfMember(db: Db, accountId: string, userId: string) {
  return db
    .selectFrom('views')
    .select(['views.id', 'views.name', 'views.type'])
    .where('views.account_id', '=', accountId)
    .where('views.id', 'in', (query) =>
      query
        .selectFrom('group_views')
        .innerJoin('group_users', 'group_users.group_id', 'group_views.group_id')
        .select('group_views.view_id')
        .where('group_views.account_id', '=', accountId)
        .where('group_users.account_id', '=', accountId)
        .where('group_users.user_id', '=', userId),
    )
    .orderBy('views.name_key')
    .execute();
}

export function findView(db: Db, accountId: string, viewId: string): Promise<ViewRow | undefined> {
  return db
    .selectFrom('views')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', viewId)
    .executeTakeFirst();
}

/** Names are unique per account without regard to case; `exceptId` lets a view keep its own name. */
export async function viewNameInUse(db: Db, accountId: string, nameKey: string, exceptId?: string) {
  let query = db
    .selectFrom('views')
    .select('id')
    .where('account_id', '=', accountId)
    .where('name_key', '=', nameKey);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function groupExists(db: Db, accountId: string, groupId: string): Promise<boolean> {
  const row = await db
    .selectFrom('groups')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', '=', groupId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The name of a group of the account, or undefined. */
export async function findGroupName(db: Db, accountId: string, groupId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('groups')
    .select('name')
    .where('account_id', '=', accountId)
    .where('id', '=', groupId)
    .executeTakeFirst();
  return row?.name;
}

export async function insertView(db: Db, row: ViewRow, groupId: string | undefined): Promise<void> {
  await db.insertInto('views').values(row).execute();
  if (groupId) {
    await db
      .insertInto('group_views')
      .values({ group_id: groupId, view_id: row.id, account_id: row.account_id })
      .execute();
  }
}

export type ViewChanges = Pick<ViewRow, 'name' | 'name_key' | 'metacontent' | 'metadata' | 'updated_by'>;

/** Saves only over the version the caller read; false when someone saved in between. */
export async function updateViewAtVersion(
  db: Db,
  accountId: string,
  viewId: string,
  version: number,
  changes: ViewChanges,
): Promise<boolean> {
  const result = await db
    .updateTable('views')
    .set({ ...changes, version: version + 1, updated_at: Date.now() })
    .where('account_id', '=', accountId)
    .where('id', '=', viewId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The ids of the views in the user's groups. */
export async function listGroupViewIdsOfMember(db: Db, accountId: string, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('group_views')
    .innerJoin('group_users', 'group_users.group_id', 'group_views.group_id')
    .select('group_views.view_id')
    .distinct()
    .where('group_views.account_id', '=', accountId)
    .where('group_users.account_id', '=', accountId)
    .where('group_users.user_id', '=', userId)
    .execute();
  return rows.map((row) => row.view_id);
}

/** What access needs of the account's views among `ids`: their type, content and data sources. */
export function findViewLinks(db: Db, accountId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('views')
    .select(['id', 'type', 'metacontent', 'metadata'])
    .where('account_id', '=', accountId)
    .where('id', 'in', ids)
    .execute();
}
