import { isPerPersonAuth } from '@portal/contracts';
import type { SecretBox } from '../../crypto/secret-box.ts';
import type { Db } from '../../db/database.ts';
import { openServerAuth, type ServerAuth } from './server-auth.ts';
import { findServerRow, listServerRows, readServerSettings } from './server-repository.ts';

/** A server that answers as the person calling (DESIGN.md §6d), with its opened credentials. */
export type PerPersonServer = {
  id: string;
  name: string;
  url: string;
  authType: 'oauth2-user' | 'sign-in-token';
  /** Opened credentials: never log, cache or return them. */
  auth: ServerAuth;
};

type Context = { db: Db; secretBox: SecretBox };

function perPersonServerOf(
  context: Context,
  row: Parameters<typeof readServerSettings>[0] & { id: string; name: string; auth_sealed: string | null },
): PerPersonServer | undefined {
  const settings = readServerSettings(row);
  if (!isPerPersonAuth(settings.authType)) return undefined;
  const auth = openServerAuth(context.secretBox, row.id, row.auth_sealed);
  if (!auth) return undefined;
  return { id: row.id, name: row.name, url: settings.url, authType: settings.authType, auth };
}

/** Whether the server's row answers as each person (whatever its credentials). */
export const answersAsEachPerson = (row: Parameters<typeof readServerSettings>[0]): boolean =>
  isPerPersonAuth(readServerSettings(row).authType);

/** The account's server when it answers as each person; undefined otherwise (or absent). */
export async function findPerPersonServer(
  context: Context,
  accountId: string,
  serverId: string,
): Promise<PerPersonServer | undefined> {
  const row = await findServerRow(context.db, accountId, serverId);
  return row ? perPersonServerOf(context, row) : undefined;
}

/** Every server of the account that answers as each person, by name. */
export async function listPerPersonServers(context: Context, accountId: string): Promise<PerPersonServer[]> {
  const servers: PerPersonServer[] = [];
  for (const row of await listServerRows(context.db, accountId)) {
    const server = perPersonServerOf(context, row);
    if (server) servers.push(server);
  }
  return servers;
}

/** The servers the endpoints belong to (endpoints of another account are not found). */
export async function serverIdsOfEndpoints(
  db: Db,
  accountId: string,
  endpointIds: readonly string[],
): Promise<Set<string>> {
  if (endpointIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('endpoints')
    .select('server_id')
    .distinct()
    .where('account_id', '=', accountId)
    .where('id', 'in', [...endpointIds])
    .execute();
  return new Set(rows.map((row) => row.server_id));
}
