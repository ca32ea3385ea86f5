import type { AuthType } from '@portal/contracts';

/** A server's decrypted credentials (fields unused by its auth type are empty or absent). */
export type UpstreamCredentials = {
  username?: string;
  password?: string;
  clientid?: string;
  secret?: string;
  scope?: string;
  tokenurl?: string;
  /** OAuth2 client authentication: 'none', 'body', else HTTP Basic. */
  clientauth?: string;
};

/**
 * The person a call of a per-person server (DESIGN.md §6d) is made as: their token, and what names
 * them in cache keys. Built per call by the connections module; the engine never reads tokens itself.
 */
export type PersonCredentials = {
  /** The person and their connection, e.g. user id and connection id: part of cache keys, never a token. */
  scope: string;
  /** The person's current access token for the server (renewed before it expires). */
  bearer(): Promise<string>;
  /** The upstream refused `token` (401): a renewed token, or a `connection_required` refusal. */
  renew(token: string): Promise<string>;
};

/** What upstream auth needs to know of a server. */
export type AuthServer = {
  id: string;
  /** The server URL; a relative token URL is resolved against it. */
  url: string;
  authType: AuthType;
  /** Never logged, cached or returned. */
  auth: UpstreamCredentials | null;
  /** Changes when the server's credentials change (e.g. its updated_at). */
  credentialVersion?: number | string;
};

/** Basic credentials as RFC 7617 sends them (UTF-8). */
export function basicAuthorization(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
}
