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
  // oauth2-user and sign-in-token (DESIGN.md §6d)
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  audience: string;
};

export const authFields = [
  'username',
  'password',
  'clientid',
  'secret',
  'scope',
  'tokenurl',
  'clientauth',
  'authorizeUrl',
  'tokenUrl',
  'revokeUrl',
  'clientId',
  'clientSecret',
  'scopes',
  'audience',
] as const;

export const emptyAuth: ServerAuth = {
  username: '',
  password: '',
  clientid: '',
  secret: '',
  scope: '',
  tokenurl: '',
  authorizeUrl: '',
  tokenUrl: '',
  revokeUrl: '',
  clientId: '',
  clientSecret: '',
  scopes: '',
  audience: '',
};

/** The fields each authentication type keeps; the others are stored empty. */
export const authFieldsOf = {
  none: [],
  basic: ['username', 'password'],
  auth2ropasswordcredentias: [
    'username',
    'password',
    'clientid',
    'secret',
    'scope',
    'tokenurl',
    'clientauth',
  ],
  'oauth2-user': ['authorizeUrl', 'tokenUrl', 'revokeUrl', 'clientId', 'clientSecret', 'scopes', 'audience'],
  'sign-in-token': ['audience'],
} as const satisfies Record<string, readonly (keyof ServerAuth)[]>;

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
