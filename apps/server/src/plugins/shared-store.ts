import { Redis } from 'ioredis';

/**
 * The state several instances must share: rate-limit counters and cached upstream answers.
 * In-process by default; Redis when REDIS_URL is set.
 */
export interface SharedStore {
  /** Adds one to the counter under key and returns the new count; the count expires windowMs after its first hit. */
  hit(key: string, windowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
  /** Marks key blocked for ms, replacing an earlier block (0 lifts it). */
  block(key: string, ms: number): Promise<void>;
  /** How many more milliseconds key stays blocked; 0 when it is not. */
  blockedFor(key: string): Promise<number>;
  get(key: string): Promise<Buffer | undefined>;
  set(key: string, value: Buffer, ttlMs: number): Promise<void>;
  close(): Promise<void>;
  readonly redis: Redis | undefined;
}

type Entry = { value: Buffer; expiresAt: number };

type Counter = { count: number; expiresAt: number };

/**
 * Makes room among counters without a mass reset: expired ones go first, then those with the
 * fewest hits, so flooding the store with fresh keys never forgets a count that holds a lock.
 */
function pruneCounters(counters: Map<string, Counter>, max: number, now: number) {
  for (const [key, counter] of counters) if (counter.expiresAt <= now) counters.delete(key);
  for (let fewest = 1; counters.size >= max; fewest += 1) {
    for (const [key, counter] of counters) {
      if (counters.size < max * 0.9) return;
      if (counter.count <= fewest) counters.delete(key);
    }
  }
}

/** A size-bounded LRU: an unbounded map would grow until garbage collection hurts every request. */
export function createMemoryStore(maxBytes = 64 * 1024 * 1024, maxCounters = 100_000): SharedStore {
  const counters = new Map<string, Counter>();
  const blocks = new Map<string, number>();
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.value.length;
    entries.delete(key);
  };

  return {
    redis: undefined,
    async hit(key, windowMs) {
      const now = Date.now();
      const current = counters.get(key);
      if (!current || current.expiresAt <= now) {
        if (counters.size >= maxCounters) pruneCounters(counters, maxCounters, now);
        counters.set(key, { count: 1, expiresAt: now + windowMs });
        return 1;
      }
      current.count += 1;
      return current.count;
    },
    async reset(key) {
      counters.delete(key);
    },
    async block(key, ms) {
      const now = Date.now();
      // Blocks follow repeated failures, so they are few; only expired ones are ever dropped.
      if (blocks.size >= maxCounters) {
        for (const [blocked, until] of blocks) if (until <= now) blocks.delete(blocked);
      }
      if (ms <= 0) blocks.delete(key);
      else blocks.set(key, now + ms);
    },
    async blockedFor(key) {
      const until = blocks.get(key);
      if (until === undefined) return 0;
      const left = until - Date.now();
      if (left <= 0) blocks.delete(key);
      return Math.max(0, left);
    },
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        drop(key);
        return undefined;
      }
      // Re-insert so that Map order is least recently used first.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    async set(key, value, ttlMs) {
      drop(key);
      if (value.length > maxBytes) return;
      entries.set(key, { value, expiresAt: Date.now() + ttlMs });
      bytes += value.length;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    async close() {
      counters.clear();
      blocks.clear();
      entries.clear();
    },
  };
}

export function createRedisStore(url: string, prefix = 'portal:'): SharedStore {
  const redis = new Redis(url, { keyPrefix: prefix, maxRetriesPerRequest: 2, lazyConnect: false });
  return {
    redis,
    async hit(key, windowMs) {
      const [[, count]] = (await redis
        .multi()
        .incr(`count:${key}`)
        .pexpire(`count:${key}`, windowMs, 'NX')
        .exec()) as [[unknown, number], [unknown, number]];
      return count;
    },
    async reset(key) {
      await redis.del(`count:${key}`);
    },
    async block(key, ms) {
      if (ms <= 0) await redis.del(`block:${key}`);
      else await redis.set(`block:${key}`, '1', 'PX', Math.ceil(ms));
    },
    async blockedFor(key) {
      return Math.max(0, await redis.pttl(`block:${key}`));
    },
    async get(key) {
      return (await redis.getBuffer(`cache:${key}`)) ?? undefined;
    },
    async set(key, value, ttlMs) {
      await redis.set(`cache:${key}`, value, 'PX', ttlMs);
    },
    async close() {
      await redis.quit();
    },
  };
}
