import type { SecretBox } from '../../crypto/secret-box.ts';

/** A server's stored credentials, as the proxy uses them. Unused fields are empty strings. */
export type ServerAuth = {
  username: string;
  password: string;
  clientid: string;
  secret: string;
  scope: string;
  tokenurl: string;
  /** The OAuth2 client authentication (none, basic, body); absent is basic, as servers saved before it. */
  clientauth?: string;
};

export const authFields = [
  'username',
  'password',
  'clientid',
  'secret',
  'scope',
  'tokenurl',
  'clientauth',
] as const;

export const emptyAuth: ServerAuth = {
  username: '',
  password: '',
  clientid: '',
  secret: '',
  scope: '',
  tokenurl: '',
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
