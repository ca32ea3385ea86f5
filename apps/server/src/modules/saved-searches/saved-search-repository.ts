import type { Db } from '../../db/database.ts';

/** The owner of saved searches: a person of an account. */
export type Owner = { accountId: string; userId: string };

const columns = ['id', 'view_id', 'name', 'state'] as const;

export async function listOwnSavedSearches(db: Db, owner: Owner, viewId: string) {
  return db
    .selectFrom('saved_searches')
    .select(columns)
    .where('account_id', '=', owner.accountId)
    .where('user_id', '=', owner.userId)
    .where('view_id', '=', viewId)
    .orderBy('name_key')
    .execute();
}

/** Every saved search of the owner, with its view's name and type (Home). */
export async function listAllOwnSavedSearches(db: Db, owner: Owner) {
  return db
    .selectFrom('saved_searches')
    .innerJoin('views', (join) =>
      join
        .onRef('views.id', '=', 'saved_searches.view_id')
        .onRef('views.account_id', '=', 'saved_searches.account_id'),
    )
    .select([
      'saved_searches.id',
      'saved_searches.view_id',
      'saved_searches.name',
      'saved_searches.state',
      'views.name as view_name',
      'views.type as view_type',
    ])
    .where('saved_searches.account_id', '=', owner.accountId)
    .where('saved_searches.user_id', '=', owner.userId)
    .orderBy('views.name_key')
    .orderBy('saved_searches.name_key')
    .execute();
}

export async function insertSavedSearch(
  db: Db,
  owner: Owner,
  row: { id: string; viewId: string; name: string; state: string },
) {
  const now = Date.now();
  await db
    .insertInto('saved_searches')
    .values({
      id: row.id,
      account_id: owner.accountId,
      user_id: owner.userId,
      view_id: row.viewId,
      name: row.name,
      name_key: row.name.toLowerCase(),
      state: row.state,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** Renames the owner's saved search; false when there is none of that id on that view. */
export async function renameSavedSearch(db: Db, owner: Owner, viewId: string, id: string, name: string) {
  const result = await db
    .updateTable('saved_searches')
    .set({ name, name_key: name.toLowerCase(), updated_at: Date.now() })
    .where('account_id', '=', owner.accountId)
    .where('user_id', '=', owner.userId)
    .where('view_id', '=', viewId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findSavedSearch(db: Db, owner: Owner, viewId: string, id: string) {
  return db
    .selectFrom('saved_searches')
    .select(columns)
    .where('account_id', '=', owner.accountId)
    .where('user_id', '=', owner.userId)
    .where('view_id', '=', viewId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function deleteSavedSearch(db: Db, owner: Owner, viewId: string, id: string) {
  const result = await db
    .deleteFrom('saved_searches')
    .where('account_id', '=', owner.accountId)
    .where('user_id', '=', owner.userId)
    .where('view_id', '=', viewId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
