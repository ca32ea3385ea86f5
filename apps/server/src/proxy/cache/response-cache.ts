import type { SharedStore } from '../../shared-store/shared-store.ts';
import type { CacheResult } from '../engine/proxy-observer.ts';
import { loadShared } from './load-shared.ts';

export type ResponseCache = {
  /**
   * The cached bytes under key, or load() once: concurrent misses on one key share a single
   * load, across every instance when the store is shared. Only a successful load is stored; a
   * failure reaches every waiter and is forgotten. `ttlMs` overrides the cache's lifetime for
   * this entry; 0 stores nothing, though calls in flight on this instance are still joined.
   */
  getOrLoad(key: string, load: () => Promise<Buffer>, ttlMs?: number): Promise<Buffer>;
};

export type ResponseCacheOptions = {
  ttlMs: number;
  /** How long an instance waits for another one's upstream call before making its own. */
  waitMs: number;
  /** A loading instance holds its claim this long between renewals (the claim lapses if it dies). */
  leaseMs?: number;
  onResult?: (result: CacheResult) => void;
};

export function createResponseCache(store: SharedStore, options: ResponseCacheOptions): ResponseCache {
  const inFlight = new Map<string, Promise<Buffer>>();
  const shared = store.redis !== undefined;
  const sharedOptions = { leaseMs: options.leaseMs ?? 3_000, waitMs: options.waitMs };

  const report = options.onResult ?? (() => {});

  async function readThrough(key: string, load: () => Promise<Buffer>, ttlMs: number): Promise<Buffer> {
    if (ttlMs <= 0) {
      report('miss');
      return load();
    }
    if (shared) {
      let loaded = false;
      const produce = async () => {
        loaded = true;
        return { value: await load(), ttlMs };
      };
      const value = await loadShared(store, key, produce, sharedOptions);
      report(loaded ? 'miss' : 'hit');
      return value;
    }
    // A shared store that is down must not take the proxy with it: treat it as a miss.
    const hit = await store.get(key).catch(() => undefined);
    if (hit) {
      report('hit');
      return hit;
    }
    report('miss');
    const value = await load();
    await store.set(key, value, ttlMs).catch(() => undefined);
    return value;
  }

  return {
    getOrLoad(key, load, ttlMs = options.ttlMs) {
      const pending = inFlight.get(key);
      if (pending) {
        report('coalesced');
        return pending;
      }
      const request = readThrough(key, load, ttlMs);
      inFlight.set(key, request);
      const clear = () => inFlight.delete(key);
      request.then(clear, clear);
      return request;
    },
  };
}
