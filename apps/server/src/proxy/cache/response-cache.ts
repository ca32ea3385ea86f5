import type { SharedStore } from '../../plugins/shared-store.ts';

export type ResponseCache = {
  /**
   * The cached bytes under key, or load() once: concurrent misses on one key share a single
   * load. Only a successful load is stored; a failure reaches every waiter and is forgotten.
   */
  getOrLoad(key: string, load: () => Promise<Buffer>): Promise<Buffer>;
};

export function createResponseCache(store: SharedStore, ttlMs: number): ResponseCache {
  const inFlight = new Map<string, Promise<Buffer>>();

  async function readThrough(key: string, load: () => Promise<Buffer>): Promise<Buffer> {
    // A shared store that is down must not take the proxy with it: treat it as a miss.
    const hit = await store.get(key).catch(() => undefined);
    if (hit) return hit;
    const value = await load();
    await store.set(key, value, ttlMs).catch(() => undefined);
    return value;
  }

  return {
    getOrLoad(key, load) {
      const pending = inFlight.get(key);
      if (pending) return pending;
      const request = readThrough(key, load);
      inFlight.set(key, request);
      const clear = () => inFlight.delete(key);
      request.then(clear, clear);
      return request;
    },
  };
}
