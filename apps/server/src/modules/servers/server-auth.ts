import type { SecretBox } from '../../crypto/secret-box.ts';

/** A server's stored credentials, as the proxy uses them. Unused fields are empty strings. */
export type ServerAuth = {
  username: string;
  password: string;
  clientId: string;
  secret: string;
  scope: string;
  tokenUrl: string;
};

export const authFields = ['username', 'password', 'clientId', 'secret', 'scope', 'tokenUrl'] as const;

export const emptyAuth: ServerAuth = {
  username: '',
  password: '',
  clientId: '',
  secret: '',
  scope: '',
  tokenUrl: '',
};

// The server id is the sealing context, so a sealed value copied onto another server will not open.
const contextOf = (serverId: string) => `server:${serverId}`;

export function sealServerAuth(box: SecretBox, serverId: string, auth: ServerAuth | null): string | null {
  return auth ? box.seal(JSON.stringify(auth), contextOf(serverId)) : null;
}

/** Throws when the value cannot be opened (changed, or sealed under another key). */
export function openServerAuth(box: SecretBox, serverId: string, sealed: string | null): ServerAuth | null {
  if (!sealed) return null;
  const parsed = JSON.parse(box.open(sealed, contextOf(serverId))) as Partial<ServerAuth>;
  return { ...emptyAuth, ...parsed };
}
