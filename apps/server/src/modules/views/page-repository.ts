import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/*
 * The SQL of the Pages screen (DESIGN.md §7c): deleting a page with what holds it, the names its
 * copies may take, and what the screen lists of every page.
 */

/**
 * The page leaves its groups, its saved searches go, then the page; false when the account has no
 * such page. Run in a transaction.
 */
export async function deleteViewWithHolders(trx: Db, accountId: string, viewId: string): Promise<boolean> {
  await trx
    .deleteFrom('saved_searches')
    .where('account_id', '=', accountId)
    .where('view_id', '=', viewId)
    .execute();
  await trx
    .deleteFrom('group_views')
    .where('account_id', '=', accountId)
    .where('view_id', '=', viewId)
    .execute();
  const result = await trx
    .deleteFrom('views')
    .where('account_id', '=', accountId)
    .where('id', '=', viewId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The name keys of the account's views that start with `prefix` (a name key, so lower case). */
export async function viewNameKeysStartingWith(
  db: Db,
  accountId: string,
  prefix: string,
): Promise<Set<string>> {
  // LIKE, its wildcards escaped: a range on the key would follow PostgreSQL's collation, which
  // may order punctuation and spaces otherwise than code points.
  const pattern = `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const rows = await db
    .selectFrom('views')
    .select('name_key')
    .where('account_id', '=', accountId)
    .where(sql<boolean>`name_key like ${pattern} escape '\\'`)
    .execute();
  return new Set(rows.map((row) => row.name_key));
}

/** Every view of the account with its content (for its links) and who saved it last. */
export function listViewsWithAuthors(db: Db, accountId: string) {
  return db
    .selectFrom('views')
    .leftJoin('users', (join) =>
      join.onRef('users.id', '=', 'views.updated_by').onRef('users.account_id', '=', 'views.account_id'),
    )
    .select([
      'views.id',
      'views.name',
      'views.type',
      'views.metacontent',
      'views.updated_at',
      'users.id as author_id',
      'users.first_name as author_first_name',
      'users.last_name as author_last_name',
    ])
    .where('views.account_id', '=', accountId)
    .orderBy('views.name_key')
    .execute();
}

/** Which groups hold which views, with the groups' names. */
export function listGroupHoldings(db: Db, accountId: string) {
  return db
    .selectFrom('group_views')
    .innerJoin('groups', (join) =>
      join
        .onRef('groups.id', '=', 'group_views.group_id')
        .onRef('groups.account_id', '=', 'group_views.account_id'),
    )
    .select(['group_views.view_id', 'groups.id', 'groups.name'])
    .where('group_views.account_id', '=', accountId)
    .orderBy('groups.name')
    .execute();
}
