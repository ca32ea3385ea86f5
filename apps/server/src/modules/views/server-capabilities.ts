import {
  abilitiesOfEndpoint,
  capabilitiesOfRest,
  type EndpointDescription,
  type QueryAbilities,
  type RestSettings,
  type ServerCapabilities,
} from '@portal/contracts';
import type { Db } from '../../db/database.ts';

/**
 * What a view's server can write (DESIGN.md §6a), for the page to offer every user only that; none
 * when the server is not the account's. Where the server's OpenAPI document is known (§7d), also
 * the fields the page's endpoint declares each kind of condition for. The servers module saved the
 * settings, rest conventions checked.
 */
export async function findServerCapabilities(
  db: Db,
  accountId: string,
  serverId: string,
  endpointId?: string,
): Promise<(ServerCapabilities & { declared?: QueryAbilities }) | undefined> {
  const row = await db
    .selectFrom('servers')
    .select('settings')
    .where('account_id', '=', accountId)
    .where('id', '=', serverId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { rest } = JSON.parse(row.settings) as { rest?: RestSettings };
  const capabilities = capabilitiesOfRest(rest);
  if (rest?.preset !== 'openapi' || !endpointId) return capabilities;
  const endpoint = await db
    .selectFrom('endpoints')
    .select('settings')
    .where('account_id', '=', accountId)
    .where('server_id', '=', serverId)
    .where('id', '=', endpointId)
    .executeTakeFirst();
  if (!endpoint) return capabilities;
  const settings = JSON.parse(endpoint.settings) as {
    params?: Array<{ name: string }>;
    described?: EndpointDescription;
  };
  const declared = abilitiesOfEndpoint(rest, {
    params: settings.params ?? [],
    described: settings.described,
  });
  return declared ? { ...capabilities, declared } : capabilities;
}
