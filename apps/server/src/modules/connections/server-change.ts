import { type AuthType, credentialOriginsChanged, isPerPersonAuth } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import type { PerPersonServer } from '../servers/per-person-servers.ts';
import type { ServerAuth } from '../servers/server-auth.ts';
import { type ConnectionRow, deleteConnections } from './connection-repository.ts';

export type { ConnectionRow };

type ServerState = { id: string; name: string; url: string; authType: AuthType; auth: ServerAuth | null };

/**
 * Whether a change of a per-person server ends its people's connections (DESIGN.md §6d): their tokens
 * would otherwise go to another host (the server's address moved), or were issued by another
 * authorization server or to another client, or the server no longer answers as each person.
 */
export function connectionsLapse(before: ServerState, after: ServerState): boolean {
  if (before.authType !== 'oauth2-user') return false;
  if (after.authType !== 'oauth2-user') return true;
  if (credentialOriginsChanged({ url: before.url }, { url: after.url })) return true;
  const issuer = (auth: ServerAuth | null) => [auth?.authorizeUrl, auth?.tokenUrl, auth?.clientId].join('\n');
  return issuer(before.auth) !== issuer(after.auth);
}

/** The server as it was, to revoke its people's tokens where it said (after the change is made). */
export const perPersonStateOf = (server: ServerState): PerPersonServer | undefined =>
  isPerPersonAuth(server.authType) && server.auth
    ? { ...server, authType: server.authType, auth: server.auth }
    : undefined;

/** Forgets every connection to the server, in the transaction that changes or deletes it. */
export function dropServerConnections(
  trx: Db,
  accountId: string,
  serverId: string,
): Promise<ConnectionRow[]> {
  return deleteConnections(trx, accountId, { serverId });
}
