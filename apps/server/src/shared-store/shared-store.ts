import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { ServiceFaults } from '../service-faults.ts';

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
   * Where the in-memory copies of one account's rows stand (sessions, users, groups, views,
   * servers, endpoints); without an account, no copy made before this read is current.
   */
  readGeneration(accountId?: string): Generation | Promise<Generation>;
  /**
   * Marks a committed change to one account's copied rows; without an account, a change that may
   * touch any account (it drops every copy).
   */
  bumpGeneration(accountId?: string): Promise<void>;
  close(): Promise<void>;
  readonly redis: Redis | undefined;
  /**
   * This store without a stand-in, for claims and the reads and writes around them: each call is
   * answered by Redis or fails (at once, as RedisAway, while Redis is not connected). Absent: the
   * store has no stand-in (memory, or Redis alone).
   */
  readonly strict?: SharedStore;
}

/**
 * A copy stamped with `now` (read before its rows) is current while the account's last change,
 * `since`, is not later than that stamp. Every change, whatever its account, moves `now` on; only
 * the account's own changes (and those of every account) move its `since`. A value is never given
 * out again for other rows, even after Redis loses its data.
 */
export type Generation = { readonly now: number; readonly since: number };

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
  // Every change counted; the count at each account's last change, and at the last of every account's.
  let changes = 0;
  const changedAt = new Map<string, number>();
  let everyAccountChangedAt = 0;

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
    readGeneration(accountId) {
      if (accountId === undefined) return { now: changes, since: changes };
      return { now: changes, since: Math.max(everyAccountChangedAt, changedAt.get(accountId) ?? 0) };
    },
    async bumpGeneration(accountId) {
      changes += 1;
      if (accountId === undefined) everyAccountChangedAt = changes;
      else changedAt.set(accountId, changes);
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
  // KEYS: the change counter, its epoch, the mark of the last change of every account, then the
  // account's own mark if one is asked for. A counter without its epoch (or the reverse: Redis
  // restarted empty, or evicted one of them) starts again from 0 under a new epoch, ARGV[1]. A mark
  // is "epoch count"; one missing or of another epoch (never set since, or evicted) counts as a
  // change made now, so no copy stamped before it is ever current again.
  readGeneration: `local epoch = redis.call('get', KEYS[2])
local count = redis.call('get', KEYS[1])
if not epoch or not count then
  epoch = ARGV[1] count = '0'
  redis.call('set', KEYS[2], epoch) redis.call('set', KEYS[1], count)
end
local function since(key)
  local mark = redis.call('get', key)
  if mark then
    local at = string.find(mark, ' ', 1, true)
    if at and string.sub(mark, 1, at - 1) == epoch then return tonumber(string.sub(mark, at + 1)) end
  end
  redis.call('set', key, epoch .. ' ' .. count)
  return tonumber(count)
end
local latest = since(KEYS[3])
if KEYS[4] then latest = math.max(latest, since(KEYS[4])) end
return {epoch, count, tostring(latest)}`,
  // KEYS: the change counter, its epoch, the mark to set (an account's, or every account's).
  bumpGeneration: `local epoch = redis.call('get', KEYS[2])
if not epoch or redis.call('exists', KEYS[1]) == 0 then
  epoch = ARGV[1]
  redis.call('set', KEYS[2], epoch) redis.call('set', KEYS[1], '0')
end
local count = redis.call('incr', KEYS[1])
redis.call('set', KEYS[3], epoch .. ' ' .. count)
return count`,
};

/** Counts below this fit beside an epoch's number in one safe integer (a trillion changes). */
const epochSpan = 2 ** 40;

type ScriptedRedis = Redis & {
  deleteIf(key: string, expected: Buffer): Promise<number>;
  claim(key: string, owner: string, ttlMs: number): Promise<number>;
  readGeneration(numberOfKeys: number, ...keysThenFreshEpoch: string[]): Promise<[string, string, string]>;
  bumpGeneration(counter: string, epoch: string, mark: string, fresh: string): Promise<number>;
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
    // at most: callers fall back (instance-fallback.ts) rather than wait for Redis, after
    // redisDeadlineMs (redis-deadline.ts).
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
  // The number of keys varies (with or without an account), so it is given with each call.
  redis.defineCommand('readGeneration', { lua: scripts.readGeneration });
  redis.defineCommand('bumpGeneration', { numberOfKeys: 3, lua: scripts.bumpGeneration });
  // Each change of epoch seen here gets a higher number, so that every value under a later epoch is
  // above every one under an earlier (a copy stamped before Redis lost its data is never current
  // again, nor after a return to an older epoch, as from an old snapshot).
  let lastEpoch: string | undefined;
  let epochNumber = -1;
  const numberOf = (epoch: string) => {
    if (epoch !== lastEpoch) {
      lastEpoch = epoch;
      epochNumber += 1;
    }
    return epochNumber * epochSpan;
  };
  const freshEpoch = () => randomUUID();
  const counterKeys = ['generation', 'generation-epoch', 'generation-all'];
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
    async readGeneration(accountId) {
      const keys = accountId === undefined ? counterKeys : [...counterKeys, `generation:${accountId}`];
      const [epoch, count, latest] = await redis.readGeneration(keys.length, ...keys, freshEpoch());
      const base = numberOf(epoch);
      const now = base + (Number(count) % epochSpan);
      return { now, since: accountId === undefined ? now : base + (Number(latest) % epochSpan) };
    },
    async bumpGeneration(accountId) {
      const mark = accountId === undefined ? 'generation-all' : `generation:${accountId}`;
      await redis.bumpGeneration('generation', 'generation-epoch', mark, freshEpoch());
    },
    async close() {
      await redis.quit();
    },
  };
}
