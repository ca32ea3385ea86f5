import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { ServiceFaults } from './service-faults.ts';

/**
 * The state several instances must share: rate-limit counters, cached upstream answers and tokens,
 * claims that let one instance work while the others wait, and the generation of the data the hot
 * path copies. In-process by default; Redis when REDIS_URL is set.
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
  /** Deletes the value under key, only while it still equals expected. */
  deleteIf(key: string, expected: Buffer): Promise<void>;
  /** Takes the claim on key for owner, or renews it when owner holds it; it lapses after ttlMs. */
  claim(key: string, owner: string, ttlMs: number): Promise<boolean>;
  /** Gives the claim up, if owner still holds it. */
  release(key: string, owner: string): Promise<void>;
  /** Who holds the claim on key, if anyone. */
  holder(key: string): Promise<string | undefined>;
  /**
   * The generation of the rows the hot path copies into memory (sessions, users, groups, views,
   * endpoints): a copy made under an older generation is stale. Every committed change bumps it.
   * A value is never given out again for other rows, even after Redis loses its data.
   */
  readGeneration(): number | Promise<number>;
  bumpGeneration(): Promise<void>;
  close(): Promise<void>;
  readonly redis: Redis | undefined;
  /**
   * This store without a stand-in, for claims and the reads and writes around them: each call is
   * answered by Redis or fails (at once, as RedisAway, while Redis is not connected). Absent: the
   * store has no stand-in (memory, or Redis alone).
   */
  readonly strict?: SharedStore;
}

type Entry = { value: Buffer; expiresAt: number; usedAt: number };

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
  const claims = new Map<string, { owner: string; expiresAt: number }>();
  let bytes = 0;
  let generation = 0;

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
      const now = Date.now();
      if (entry.expiresAt <= now) {
        drop(key);
        return undefined;
      }
      // Re-insert so that Map order is least recently used first; to the second is close enough,
      // and moving a hot entry on every read churns a large map (measured at 6% of a cache hit).
      if (now - entry.usedAt > 1_000) {
        entry.usedAt = now;
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry.value;
    },
    async set(key, value, ttlMs) {
      drop(key);
      if (value.length > maxBytes) return;
      const now = Date.now();
      entries.set(key, { value, expiresAt: now + ttlMs, usedAt: now });
      bytes += value.length;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    async deleteIf(key, expected) {
      const entry = entries.get(key);
      if (entry?.value.equals(expected)) drop(key);
    },
    async claim(key, owner, ttlMs) {
      const now = Date.now();
      const current = claims.get(key);
      if (current && current.expiresAt > now && current.owner !== owner) return false;
      claims.set(key, { owner, expiresAt: now + ttlMs });
      return true;
    },
    async release(key, owner) {
      if (claims.get(key)?.owner === owner) claims.delete(key);
    },
    async holder(key) {
      const current = claims.get(key);
      return current && current.expiresAt > Date.now() ? current.owner : undefined;
    },
    // At hand in this process: the hot path reads it without waiting.
    readGeneration() {
      return generation;
    },
    async bumpGeneration() {
      generation += 1;
    },
    async close() {
      counters.clear();
      blocks.clear();
      entries.clear();
      claims.clear();
    },
  };
}

// Compare-and-act scripts: Redis runs each one whole, so no other instance acts in between.
const scripts = {
  deleteIf: `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`,
  claim: `local held = redis.call('get', KEYS[1])
if not held or held == ARGV[1] then redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
return 0`,
  // KEYS: the counter, its epoch. A counter without its epoch (or the reverse: Redis restarted
  // empty, or evicted one of them) starts again from 0 under a new epoch, ARGV[1].
  readGeneration: `local epoch = redis.call('get', KEYS[2])
local count = redis.call('get', KEYS[1])
if not epoch or not count then
  epoch = ARGV[1] count = '0'
  redis.call('set', KEYS[2], epoch) redis.call('set', KEYS[1], count)
end
return {epoch, count}`,
  bumpGeneration: `if redis.call('exists', KEYS[1]) == 0 or redis.call('exists', KEYS[2]) == 0 then
  redis.call('set', KEYS[2], ARGV[1]) redis.call('set', KEYS[1], '0')
end
return redis.call('incr', KEYS[1])`,
};

/** Counts below this fit beside an epoch's number in one safe integer (a trillion changes). */
const epochSpan = 2 ** 40;

type ScriptedRedis = Redis & {
  deleteIf(key: string, expected: Buffer): Promise<number>;
  claim(key: string, owner: string, ttlMs: number): Promise<number>;
  readGeneration(counter: string, epoch: string, fresh: string): Promise<[string, string]>;
  bumpGeneration(counter: string, epoch: string, fresh: string): Promise<number>;
};

/**
 * No Redis command waits longer than this. Callers hold each command to the shorter, stall-tolerant
 * deadline of redis-deadline.ts and fall back before this one is reached; it only bounds a caller
 * that does not.
 */
export const redisCommandTimeoutMs = 2_000;

export function createRedisStore(url: string, prefix = 'portal:', faults?: ServiceFaults): SharedStore {
  const redis = new Redis(url, {
    keyPrefix: prefix,
    // A command waits at most this long, and one caught by a broken connection is sent once more
    // at most: callers fall back (plugins/instance-fallback.ts) rather than wait for Redis, after
    // redisDeadlineMs (plugins/redis-deadline.ts).
    commandTimeout: redisCommandTimeoutMs,
    maxRetriesPerRequest: 1,
    lazyConnect: false,
  }) as ScriptedRedis;
  // ioredis reconnects on its own. Its errors are reported (logged once per outage, each counted);
  // unheard, an error event would end the process.
  redis.on('error', (error) => faults?.failure('redis', 'connection', error));
  redis.on('ready', () => faults?.success('redis'));
  redis.defineCommand('deleteIf', { numberOfKeys: 1, lua: scripts.deleteIf });
  redis.defineCommand('claim', { numberOfKeys: 1, lua: scripts.claim });
  redis.defineCommand('readGeneration', { numberOfKeys: 2, lua: scripts.readGeneration });
  redis.defineCommand('bumpGeneration', { numberOfKeys: 2, lua: scripts.bumpGeneration });
  // Each epoch seen gets a number of its own here, so that a count under a later epoch never
  // equals one under an earlier (a copy stamped before Redis lost its data is never current again).
  const epochs = new Map<string, number>();
  const epochNumber = (epoch: string) => {
    let number = epochs.get(epoch);
    if (number === undefined) {
      number = epochs.size;
      epochs.set(epoch, number);
    }
    return number;
  };
  const freshEpoch = () => randomUUID();
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
    async deleteIf(key, expected) {
      await redis.deleteIf(`cache:${key}`, expected);
    },
    async claim(key, owner, ttlMs) {
      return (await redis.claim(`claim:${key}`, owner, Math.max(1, Math.round(ttlMs)))) === 1;
    },
    async release(key, owner) {
      await redis.deleteIf(`claim:${key}`, Buffer.from(owner));
    },
    async holder(key) {
      return (await redis.get(`claim:${key}`)) ?? undefined;
    },
    async readGeneration() {
      const [epoch, count] = await redis.readGeneration('generation', 'generation-epoch', freshEpoch());
      return epochNumber(epoch) * epochSpan + (Number(count) % epochSpan);
    },
    async bumpGeneration() {
      await redis.bumpGeneration('generation', 'generation-epoch', freshEpoch());
    },
    async close() {
      await redis.quit();
    },
  };
}
