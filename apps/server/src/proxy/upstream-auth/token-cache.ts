import { hash } from 'node:crypto';
import type { SecretBox } from '../../crypto/secret-box.ts';
import type { SharedStore } from '../../shared-store/shared-store.ts';
import { loadShared } from '../cache/load-shared.ts';
import type { IssuedToken } from './request-password-token.ts';

/** A token without an expiry is used this long at most (or until a 401). */
const defaultLifetimeMs = 60 * 60 * 1000;
/** Renew this long before expiry (at most a tenth of the lifetime), so no call races the expiry. */
const maxRenewMarginMs = 30_000;
const maxEntries = 10_000;
/**
 * Beyond the token request's deadline, what its holder may still take: storing the token while
 * Redis is slow (load-shared.ts asks it for up to 5 s) and a pause of the process.
 */
const claimMarginMs = 10_000;

type Cached = { token: string; validUntil: number; sealed?: Buffer };

export type TokenCache = {
  /** A valid token for the scope; concurrent callers with a cold scope share one token request. */
  get(scope: string, issue: () => Promise<IssuedToken>): Promise<string>;
  /** Forgets the token if it is still the cached one (after an upstream 401), here and in the shared store. */
  invalidate(scope: string, token: string): Promise<void>;
};

export type TokenCacheOptions = {
  /**
   * With a shared store (Redis) every instance uses one token per server: it is requested once
   * under a claim, and kept there sealed with the application key, never in clear. requestMs is the
   * token request's deadline: the claim outlasts it, so no instance asks while a request may be out.
   */
  shared?: { store: SharedStore; box: SecretBox; keySecret: string; requestMs: number };
  now?: () => number;
};

export function createTokenCache(options: TokenCacheOptions = {}): TokenCache {
  const now = options.now ?? Date.now;
  const tokens = new Map<string, Cached>();
  const pending = new Map<string, Promise<string>>();
  const { shared } = options;
  const sharedKey = (scope: string) =>
    `token:${hash('sha256', `${shared?.keySecret}\n${scope}`, 'base64url')}`;

  function lifetimeOf(issuedAt: number, issued: IssuedToken): number {
    const lifetime = issued.expiresInMs ?? defaultLifetimeMs;
    return issuedAt + lifetime - Math.min(maxRenewMarginMs, lifetime / 10);
  }

  function open(sealed: Buffer, key: string): Cached | undefined {
    try {
      const { token, validUntil } = JSON.parse(shared!.box.open(sealed.toString('utf8'), key));
      return typeof token === 'string' && typeof validUntil === 'number'
        ? { token, validUntil, sealed }
        : undefined;
    } catch {
      return undefined;
    }
  }

  async function obtain(scope: string, issue: () => Promise<IssuedToken>): Promise<Cached> {
    const issuedAt = now();
    if (!shared) {
      const issued = await issue();
      return { token: issued.accessToken, validUntil: lifetimeOf(issuedAt, issued) };
    }
    const key = sharedKey(scope);
    const produce = async () => {
      const issued = await issue();
      const validUntil = lifetimeOf(issuedAt, issued);
      const sealed = shared.box.seal(JSON.stringify({ token: issued.accessToken, validUntil }), key);
      return { value: Buffer.from(sealed), ttlMs: Math.max(1, validUntil - now()) };
    };
    const accept = (value: Buffer) => (open(value, key)?.validUntil ?? 0) > now();
    // The claim lasts the whole request (a frozen holder's claim does not lapse while its request
    // may be out) and a waiter waits at least that long; claims and the reads around them are
    // Redis' answers, never this instance's memory standing in for it. With Redis away each
    // instance requests its own token (its calls share one request).
    const claimMs = shared.requestMs + claimMarginMs;
    const sealed = await loadShared(shared.store.strict ?? shared.store, key, produce, {
      leaseMs: claimMs,
      waitMs: 2 * claimMs,
      accept,
    });
    const opened = open(sealed, key);
    if (!opened) throw new Error('A shared upstream token could not be opened');
    return opened;
  }

  async function obtainAndKeep(scope: string, issue: () => Promise<IssuedToken>): Promise<string> {
    const cached = await obtain(scope, issue);
    if (tokens.size >= maxEntries) tokens.delete(tokens.keys().next().value as string);
    tokens.set(scope, cached);
    return cached.token;
  }

  return {
    get(scope, issue) {
      const cached = tokens.get(scope);
      if (cached && cached.validUntil > now()) return Promise.resolve(cached.token);
      const inFlight = pending.get(scope);
      if (inFlight) return inFlight;
      const request = obtainAndKeep(scope, issue);
      pending.set(scope, request);
      const clear = () => pending.delete(scope);
      request.then(clear, clear);
      return request;
    },
    async invalidate(scope, token) {
      const cached = tokens.get(scope);
      if (cached?.token !== token) return;
      tokens.delete(scope);
      // Only the token that was refused: another instance may already have stored its successor.
      if (shared && cached.sealed) {
        const store = shared.store.strict ?? shared.store;
        await store.deleteIf(sharedKey(scope), cached.sealed).catch(() => undefined);
      }
    },
  };
}
