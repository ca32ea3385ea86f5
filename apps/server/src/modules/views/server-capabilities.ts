import { capabilitiesOfRest, type RestSettings, type ServerCapabilities } from '@portal/contracts';
import type { Db } from '../../db/database.ts';

/**
 * What a view's server can write (DESIGN.md §6a), for the page to offer every user only that; none
 * when the server is not the account's. The servers module saved the settings, rest conventions checked.
 */
export async function findServerCapabilities(
  db: Db,
  accountId: string,
  serverId: string,
): Promise<ServerCapabilities | undefined> {
  const row = await db
    .selectFrom('servers')
    .select('settings')
    .where('account_id', '=', accountId)
    .where('id', '=', serverId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { rest } = JSON.parse(row.settings) as { rest?: RestSettings };
  return capabilitiesOfRest(rest);
}
