import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export type SampleCredentials = {
  /** The user for basic auth and for the password grant. */
  username: string;
  password: string;
  clientId: string;
  clientSecret: string;
  tokenTtlSeconds: number;
};

/** Documented demo credentials: fine for a local sample, never for anything real. */
export const defaultCredentials: SampleCredentials = {
  username: 'demo',
  password: 'demo-password',
  clientId: 'portal-demo',
  clientSecret: 'portal-demo-secret',
  tokenTtlSeconds: 3600,
};

/**
 * The portal's OAuth2 password-grant settings for a sample upstream at `url` with the demo
 * credentials (the server's `auth`, as the demo seed, the tests and the benchmarks connect it).
 */
export const demoOAuth2Auth = (url: string) => ({
  username: defaultCredentials.username,
  password: defaultCredentials.password,
  clientid: defaultCredentials.clientId,
  secret: defaultCredentials.clientSecret,
  tokenurl: `${url}/oauth/token`,
});

const same = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** user:password from a Basic header, or undefined. */
export function readBasic(request: IncomingMessage): [string, string] | undefined {
  const match = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? undefined : [decoded.slice(0, colon), decoded.slice(colon + 1)];
}

export function createAuthGate(credentials: SampleCredentials, now: () => number = Date.now) {
  const tokens = new Map<string, number>();

  return {
    checkBasic(request: IncomingMessage): boolean {
      const pair = readBasic(request);
      return !!pair && same(pair[0], credentials.username) && same(pair[1], credentials.password);
    },
    checkBearer(request: IncomingMessage): boolean {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      const expiresAt = match ? tokens.get(match[1]) : undefined;
      return expiresAt !== undefined && expiresAt > now();
    },
    checkUser: (username: string, password: string) =>
      same(username, credentials.username) && same(password, credentials.password),
    checkClient: (clientId: string, secret: string) =>
      same(clientId, credentials.clientId) && same(secret, credentials.clientSecret),
    issueToken(): { access_token: string; token_type: 'Bearer'; expires_in: number } {
      for (const [token, expiresAt] of tokens) if (expiresAt <= now()) tokens.delete(token);
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, now() + credentials.tokenTtlSeconds * 1000);
      return { access_token: token, token_type: 'Bearer', expires_in: credentials.tokenTtlSeconds };
    },
    /** Makes every issued token invalid, as an upstream restart or revocation would. */
    revokeAll: () => tokens.clear(),
  };
}

export type AuthGate = ReturnType<typeof createAuthGate>;
