import type { ConnectionUsage, UsingView } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { isObject, type Json, listOf, textOf } from './read-stored-json.ts';

const parse = (json: string): Json => {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
};

/** The servers and endpoints a saved view reads from: its own (main or search) and every dataset's. */
function sourcesOf(metadata: Json) {
  const servers = new Set<string>();
  const endpoints = new Set<string>();
  const add = (source: Json) => {
    if (!isObject(source)) return;
    const server = textOf(source.server);
    const endpoint = textOf(source.endpoint);
    if (server) servers.add(server);
    if (endpoint) endpoints.add(endpoint);
  };
  add(metadata);
  if (isObject(metadata)) for (const dataset of listOf(metadata.datasets)) add(dataset);
  return { servers, endpoints };
}

/**
 * The pages built on a server and on each of its endpoints (DESIGN.md §7c "Used by"), read from the
 * account's saved views; `endpointIds` are the server's endpoints. A page counts when its main record,
 * its rows or any of its datasets names the server or one of those endpoints.
 */
export async function findConnectionUsage(
  db: Db,
  accountId: string,
  serverId: string,
  endpointIds: readonly string[],
): Promise<ConnectionUsage> {
  const rows = await db
    .selectFrom('views')
    .select(['id', 'name', 'type', 'metadata'])
    .where('account_id', '=', accountId)
    .orderBy('name_key')
    .execute();
  const ofServer = new Set(endpointIds);
  const views: UsingView[] = [];
  const endpoints = new Map<string, Array<{ uuid: string; name: string }>>();
  for (const row of rows) {
    const sources = sourcesOf(parse(row.metadata));
    const called = [...sources.endpoints].filter((endpoint) => ofServer.has(endpoint));
    if (!sources.servers.has(serverId) && called.length === 0) continue;
    views.push({ uuid: row.id, name: row.name, type: row.type as UsingView['type'] });
    for (const endpoint of called)
      endpoints.set(endpoint, [...(endpoints.get(endpoint) ?? []), { uuid: row.id, name: row.name }]);
  }
  return { views, endpoints: Object.fromEntries(endpoints) };
}
