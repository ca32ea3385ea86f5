import type { Adapter, AuthType, RestSettings } from '@portal/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ServersTable } from '../../db/schema.ts';
import type { SealedHeaders } from './server-headers.ts';

export type ServerRow = Selectable<ServersTable>;

/** What the settings column holds: never a credential in clear. */
export type StoredServerSettings = {
  url: string;
  adapter: Adapter;
  authType: AuthType;
  authUpdatedAt: number | null;
  /** The declared conventions of a rest server (DESIGN.md §6a), a credential header's value blank. */
  rest?: RestSettings;
  /** The values of its fixed credential headers, sealed (server-headers.ts). */
  sealedHeaders?: SealedHeaders;
};

export function readServerSettings(row: Pick<ServerRow, 'settings'>): StoredServerSettings {
  const settings = JSON.parse(row.settings) as Partial<StoredServerSettings>;
  return {
    url: settings.url ?? '',
    adapter: settings.adapter ?? 'default',
    authType: settings.authType ?? 'none',
    authUpdatedAt: settings.authUpdatedAt ?? null,
    ...(settings.rest ? { rest: settings.rest } : {}),
    ...(settings.sealedHeaders ? { sealedHeaders: settings.sealedHeaders } : {}),
  };
}

export const nameKeyOf = (name: string) => name.trim().toLowerCase();

export function listServerRows(db: Db, accountId: string): Promise<ServerRow[]> {
  return db
    .selectFrom('servers')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('name_key')
    .orderBy('id')
    .execute();
}

export function findServerRow(db: Db, accountId: string, id: string): Promise<ServerRow | undefined> {
  return db
    .selectFrom('servers')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Whether another server of the account already has this name, ignoring case. */
export async function serverNameTaken(db: Db, accountId: string, name: string, exceptId?: string) {
  let query = db
    .selectFrom('servers')
    .select('id')
    .where('account_id', '=', accountId)
    .where('name_key', '=', nameKeyOf(name));
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertServerRow(db: Db, row: ServerRow): Promise<void> {
  await db.insertInto('servers').values(row).execute();
}

export async function updateServerRow(
  db: Db,
  accountId: string,
  id: string,
  changes: Pick<ServerRow, 'name' | 'name_key' | 'settings' | 'auth_sealed' | 'updated_at'>,
): Promise<void> {
  await db
    .updateTable('servers')
    .set(changes)
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
}

/** Deletes the server and its endpoints; answers whether the server existed in the account. */
export async function deleteServerRow(db: Db, accountId: string, id: string): Promise<boolean> {
  await db.deleteFrom('endpoints').where('account_id', '=', accountId).where('server_id', '=', id).execute();
  const result = await db
    .deleteFrom('servers')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export { isUniqueViolation } from '../../db/unique-violation.ts';
