import type { Adapter, AuthType, EndpointSettings } from '@portal/contracts';
import type { SecretBox } from '../../crypto/secret-box.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { readEndpointSettings } from './endpoint-repository.ts';
import { openServerAuth, type ServerAuth } from './server-auth.ts';
import { readServerSettings } from './server-repository.ts';
import { isUuid } from './server-service.ts';

export type ProxyTarget = {
  server: {
    id: string;
    /** Ends with a slash; the endpoint URL is relative to it. */
    url: string;
    adapter: Adapter;
    authType: AuthType;
    /** Decrypted credentials; null for authType none. Never log, cache or return them. */
    auth: ServerAuth | null;
    /** Changes whenever the server changes: part of any token cache key. */
    credentialVersion: number;
  };
  endpoint: { id: string; serverId: string; name: string; settings: EndpointSettings };
};

/**
 * An endpoint of the account with its server and opened credentials, for the proxy and the
 * endpoint tester. Another account's endpoint is not found. Throws when stored credentials no
 * longer open (the key was replaced): that is an operator problem, logged as a 500.
 */
export async function loadEndpointForProxy(
  context: { db: Db; secretBox: SecretBox },
  accountId: string,
  endpointId: string,
): Promise<ProxyTarget> {
  if (!isUuid(endpointId)) throw notFound();
  const row = await context.db
    .selectFrom('endpoints')
    .innerJoin('servers', 'servers.id', 'endpoints.server_id')
    .select([
      'endpoints.id as endpointId',
      'endpoints.name as endpointName',
      'endpoints.settings as endpointSettings',
      'servers.id as serverId',
      'servers.settings as serverSettings',
      'servers.auth_sealed as authSealed',
      'servers.updated_at as serverUpdatedAt',
    ])
    .where('endpoints.account_id', '=', accountId)
    .where('servers.account_id', '=', accountId)
    .where('endpoints.id', '=', endpointId)
    .executeTakeFirst();
  if (!row) throw notFound();
  const server = readServerSettings({ settings: row.serverSettings });
  const auth =
    server.authType === 'none' ? null : openServerAuth(context.secretBox, row.serverId, row.authSealed);
  return {
    server: {
      id: row.serverId,
      url: server.url,
      adapter: server.adapter,
      authType: server.authType,
      auth,
      credentialVersion: row.serverUpdatedAt,
    },
    endpoint: {
      id: row.endpointId,
      serverId: row.serverId,
      name: row.endpointName,
      settings: readEndpointSettings({ settings: row.endpointSettings }),
    },
  };
}
