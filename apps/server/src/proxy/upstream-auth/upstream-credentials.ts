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
