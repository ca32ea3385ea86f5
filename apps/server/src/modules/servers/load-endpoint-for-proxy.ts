import type { Adapter, AuthType, EndpointSettings, RestSettings } from '@portal/contracts';
import { sql } from 'kysely';
import type { SecretBox } from '../../crypto/secret-box.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { readEndpointSettings } from './endpoint-repository.ts';
import { openSecrets } from './endpoint-secrets.ts';
import { openServerAuth, type ServerAuth } from './server-auth.ts';
import { openServerHeaders } from './server-headers.ts';
import { readServerSettings } from './server-repository.ts';
import { isUuid } from './server-service.ts';

export type ProxyTarget = {
  server: {
    id: string;
    /** Named to the person when a per-person server needs their connection (DESIGN.md §6d). */
    name: string;
    /** Ends with a slash; the endpoint URL is relative to it. */
    url: string;
    adapter: Adapter;
    /** The declared conventions of a rest server. */
    rest?: RestSettings;
    authType: AuthType;
    /** Decrypted credentials; null for authType none. Never log, cache or return them. */
    auth: ServerAuth | null;
    /** Changes whenever the server changes: part of any token cache key. */
    credentialVersion: number;
  };
  endpoint: {
    id: string;
    serverId: string;
    name: string;
    settings: EndpointSettings;
    /** Changes whenever the endpoint changes or its cache is purged: part of its cache keys. */
    version: number;
  };
};

type EndpointWithServer = {
  endpointId: string;
  endpointName: string;
  endpointSettings: string;
  endpointUpdatedAt: number | string;
  serverId: string;
  serverName: string;
  serverSettings: string;
  authSealed: string | null;
  serverUpdatedAt: number;
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
  // Runs on every proxy call; plain SQL skips the query builder's per-call work.
  const { rows } = await sql<EndpointWithServer>`
    select e.id as "endpointId", e.name as "endpointName", e.settings as "endpointSettings",
      e.updated_at as "endpointUpdatedAt",
      s.id as "serverId", s.name as "serverName", s.settings as "serverSettings", s.auth_sealed as "authSealed", s.updated_at as "serverUpdatedAt"
    from endpoints e inner join servers s on s.id = e.server_id
    where e.account_id = ${accountId} and s.account_id = ${accountId} and e.id = ${endpointId}`.execute(
    context.db,
  );
  const row = rows[0];
  if (!row) throw notFound();
  const server = readServerSettings({ settings: row.serverSettings });
  const auth =
    server.authType === 'none' ? null : openServerAuth(context.secretBox, row.serverId, row.authSealed);
  return {
    server: {
      id: row.serverId,
      name: row.serverName,
      url: server.url,
      adapter: server.adapter,
      ...(server.rest ? { rest: openServerHeaders(context.secretBox, row.serverId, server) } : {}),
      authType: server.authType,
      auth,
      credentialVersion: row.serverUpdatedAt,
    },
    endpoint: {
      id: row.endpointId,
      serverId: row.serverId,
      name: row.endpointName,
      settings: openSecrets(
        context.secretBox,
        row.endpointId,
        readEndpointSettings({ settings: row.endpointSettings }),
      ),
      version: Number(row.endpointUpdatedAt),
    },
  };
}
