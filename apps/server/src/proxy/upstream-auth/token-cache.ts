import type { IssuedToken } from './request-password-token.ts';

/** A token without an expiry is used this long at most (or until a 401). */
const defaultLifetimeMs = 60 * 60 * 1000;
/** Renew this long before expiry (at most a tenth of the lifetime), so no call races the expiry. */
const maxRenewMarginMs = 30_000;
const maxEntries = 10_000;

type Cached = { token: string; validUntil: number };

export type TokenCache = {
  /** A valid token for the scope; concurrent callers with a cold scope share one token request. */
  get(scope: string, issue: () => Promise<IssuedToken>): Promise<string>;
  /** Forgets the token if it is still the cached one (after an upstream 401). */
  invalidate(scope: string, token: string): void;
};

/** Tokens stay in process memory: they are secrets and never go to the shared store. */
export function createTokenCache(now: () => number = Date.now): TokenCache {
  const tokens = new Map<string, Cached>();
  const pending = new Map<string, Promise<string>>();

  async function issueAndKeep(scope: string, issue: () => Promise<IssuedToken>): Promise<string> {
    const issuedAt = now();
    const { accessToken, expiresInMs } = await issue();
    const lifetime = expiresInMs ?? defaultLifetimeMs;
    const margin = Math.min(maxRenewMarginMs, lifetime / 10);
    if (tokens.size >= maxEntries) tokens.delete(tokens.keys().next().value as string);
    tokens.set(scope, { token: accessToken, validUntil: issuedAt + lifetime - margin });
    return accessToken;
  }

  return {
    get(scope, issue) {
      const cached = tokens.get(scope);
      if (cached && cached.validUntil > now()) return Promise.resolve(cached.token);
      const inFlight = pending.get(scope);
      if (inFlight) return inFlight;
      const request = issueAndKeep(scope, issue);
      pending.set(scope, request);
      const clear = () => pending.delete(scope);
      request.then(clear, clear);
      return request;
    },
    invalidate(scope, token) {
      if (tokens.get(scope)?.token === token) tokens.delete(scope);
    },
  };
}
