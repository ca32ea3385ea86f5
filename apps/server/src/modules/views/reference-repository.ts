import type { Db } from '../../db/database.ts';

/*
 * What a view's checks look up: servers, endpoints and views of the account among given ids.
 * Each answers a map, so a check asks once for all the references of a view.
 */

export async function findServerNames(
  db: Db,
  accountId: string,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('servers')
    .select(['id', 'name'])
    .where('account_id', '=', accountId)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Endpoint id → the id of the server it is on. */
export async function findEndpointServers(
  db: Db,
  accountId: string,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('endpoints')
    .select(['id', 'server_id'])
    .where('account_id', '=', accountId)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.server_id]));
}

/** View id → its type. */
export async function findViewTypes(db: Db, accountId: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('views')
    .select(['id', 'type'])
    .where('account_id', '=', accountId)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.type]));
}
