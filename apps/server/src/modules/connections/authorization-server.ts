import * as oauth from 'openid-client';
import { AppError } from '../../errors.ts';
import type { ProxyEngine } from '../../proxy/engine/create-proxy-engine.ts';
import type { ServerAuth } from '../servers/server-auth.ts';
import { guardedFetch } from '../sso/guarded-fetch.ts';

/** The way out for a person's token requests: the outbound guard, plain http only to allowed hosts. */
export type TokenOutbound = Pick<ProxyEngine, 'credentialed' | 'allow'>;

/** What a token endpoint answered for a person, as the connection keeps it. */
export type IssuedTokens = {
  accessToken: string;
  refreshToken: string | undefined;
  /** Epoch ms; null when the authorization server did not say. */
  expiresAt: number | null;
};

type Fetch = ReturnType<typeof guardedFetch>;

/**
 * The portal is an OAuth 2 client of this server and reads no ID token: one the server sends anyway
 * (a scope of openid) is dropped before openid-client would check it against an issuer the admin
 * never names (DESIGN.md §6d fixes the endpoints, not an issuer).
 */
function withoutIdTokens(fetch: Fetch, tokenEndpoint: string): Fetch {
  return async (url, options) => {
    const response = await fetch(url, options);
    if (url !== tokenEndpoint || !response.headers.get('content-type')?.includes('json')) return response;
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return new Response(text, { status: response.status, headers: response.headers });
    }
    if (body && typeof body === 'object' && 'id_token' in body)
      delete (body as { id_token?: unknown }).id_token;
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
  };
}

/**
 * The upstream's authorization server as openid-client's configuration (DESIGN.md §6d: authorization
 * code with PKCE, refresh, revocation). Every request goes through the outbound guard, plain http only
 * to allowed hosts (the credentialed client refuses the rest, so openid-client's own https rule is
 * lifted). The client authenticates with HTTP Basic (RFC 6749 §2.3.1).
 */
export function authorizationServerOf(auth: ServerAuth, outbound: TokenOutbound): oauth.Configuration {
  const metadata: oauth.ServerMetadata = {
    issuer: new URL(auth.tokenUrl).origin,
    authorization_endpoint: auth.authorizeUrl,
    token_endpoint: auth.tokenUrl,
    ...(auth.revokeUrl ? { revocation_endpoint: auth.revokeUrl } : {}),
  };
  const config = new oauth.Configuration(
    metadata,
    auth.clientId,
    undefined,
    oauth.ClientSecretBasic(auth.clientSecret),
  );
  config[oauth.customFetch] = withoutIdTokens(
    guardedFetch(outbound.credentialed, outbound.allow),
    auth.tokenUrl,
  );
  oauth.allowInsecureRequests(config);
  return config;
}

export function issuedTokensOf(
  answer: oauth.TokenEndpointResponse & oauth.TokenEndpointResponseHelpers,
  now: number,
  previousRefreshToken?: string,
): IssuedTokens {
  const expiresIn = answer.expiresIn();
  return {
    accessToken: answer.access_token,
    // A refresh that answers no new refresh token keeps the one it used (RFC 6749 §6).
    refreshToken: answer.refresh_token ?? previousRefreshToken,
    expiresAt: expiresIn === undefined ? null : now + expiresIn * 1000,
  };
}

/** Whether the authorization server refused a grant (the person must connect again), rather than failed. */
export function isRefusal(error: unknown): boolean {
  return error instanceof oauth.ResponseBodyError && (error.status === 400 || error.status === 401);
}

/** The portal's own error when it is one (the outbound guard's refusals), else undefined. */
export function appErrorIn(error: unknown): AppError | undefined {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if (cause instanceof AppError) return cause;
    if (typeof cause !== 'object') return undefined;
  }
  return undefined;
}
