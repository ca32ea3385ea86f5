import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { EndpointsTable } from '../../db/schema.ts';
import type { StoredEndpointSettings } from './endpoint-secrets.ts';

export type EndpointRow = Selectable<EndpointsTable>;

/** The settings as stored: secret fixed values still sealed (see endpoint-secrets.ts). */
export function readEndpointSettings(row: Pick<EndpointRow, 'settings'>): StoredEndpointSettings {
  const settings = JSON.parse(row.settings) as Partial<StoredEndpointSettings>;
  return {
    url: settings.url ?? '',
    method: settings.method ?? 'GET',
    response: settings.response ?? 'list',
    params: settings.params ?? [],
    bodyParams: settings.bodyParams ?? [],
    headers: settings.headers ?? [],
    ...(typeof settings.cacheSeconds === 'number' ? { cacheSeconds: settings.cacheSeconds } : {}),
    ...(settings.described ? { described: settings.described } : {}),
  };
}

export function listEndpointRows(db: Db, accountId: string, serverId: string): Promise<EndpointRow[]> {
  return db
    .selectFrom('endpoints')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('server_id', '=', serverId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function countEndpointRows(db: Db, accountId: string, serverId: string): Promise<number> {
  const row = await db
    .selectFrom('endpoints')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('account_id', '=', accountId)
    .where('server_id', '=', serverId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findEndpointRow(
  db: Db,
  accountId: string,
  serverId: string,
  id: string,
): Promise<EndpointRow | undefined> {
  return db
    .selectFrom('endpoints')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('server_id', '=', serverId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertEndpointRow(db: Db, row: EndpointRow): Promise<void> {
  await db.insertInto('endpoints').values(row).execute();
}

export async function updateEndpointRow(
  db: Db,
  accountId: string,
  id: string,
  changes: Pick<EndpointRow, 'name' | 'settings' | 'updated_at'>,
): Promise<void> {
  await db
    .updateTable('endpoints')
    .set(changes)
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
}

/**
 * Marks the endpoint changed without changing it: its cached answers are keyed by this time, so
 * they are forgotten on every instance (each reloads the endpoint after any write to it).
 */
export async function touchEndpointRow(db: Db, accountId: string, serverId: string, id: string) {
  const result = await db
    .updateTable('endpoints')
    .set(() => {
      // Later than any earlier mark even within one millisecond: each purge changes the keys.
      const now = Date.now();
      return { updated_at: sql<number>`case when updated_at >= ${now} then updated_at + 1 else ${now} end` };
    })
    .where('account_id', '=', accountId)
    .where('server_id', '=', serverId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteEndpointRow(db: Db, accountId: string, serverId: string, id: string) {
  const result = await db
    .deleteFrom('endpoints')
    .where('account_id', '=', accountId)
    .where('server_id', '=', serverId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Takes the server's row for the rest of the transaction (a write that changes nothing), so that two
 * imports into one server run one after the other and neither duplicates the other's endpoints.
 * False when the server is gone.
 */
export async function lockServerEndpoints(db: Db, accountId: string, serverId: string): Promise<boolean> {
  const result = await db
    .updateTable('servers')
    .set((eb) => ({ name: eb.ref('name') }))
    .where('account_id', '=', accountId)
    .where('id', '=', serverId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
