import type { Redis } from 'ioredis';
import type { ServiceFaults } from '../service-faults.ts';
import { withinDeadline } from './redis-deadline.ts';
import { createMemoryStore, type SharedStore } from './shared-store.ts';

/** After a failed command, Redis is left alone this long before the next call tries it again. */
const restAfterFailureMs = 1_000;

/** Redis is not connected: the call was not sent. */
export class RedisAway extends Error {}

type Fallible =
  | 'hit'
  | 'reset'
  | 'block'
  | 'blockedFor'
  | 'get'
  | 'set'
  | 'deleteIf'
  | 'claim'
  | 'release'
  | 'holder';
const fallible: Fallible[] = [
  'hit',
  'reset',
  'block',
  'blockedFor',
  'get',
  'set',
  'deleteIf',
  'claim',
  'release',
  'holder',
];

/**
 * Whether Redis is away: the client has lost its connection and not made it again. Before the first
 * connection ('connecting' at start) commands wait in ioredis' queue instead, bounded by the command
 * deadline, so that the first requests of an instance do not all count as failures.
 */
export function whenDisconnected(redis: Redis): () => boolean {
  let connectedOnce = redis.status === 'ready';
  redis.on('ready', () => {
    connectedOnce = true;
  });
  return () =>
    redis.status !== 'ready' &&
    (connectedOnce ||
      (redis.status !== 'connecting' && redis.status !== 'connect' && redis.status !== 'wait'));
}

/**
 * The Redis store for a portal that keeps serving while Redis is away. A call Redis cannot answer
 * (not connected, or no answer within the command deadline) is reported and answered by this
 * instance's memory instead: limits count per instance, the cache and the claims are per instance.
 * The generation has no such stand-in: reading it fails, so sessions and permissions are read from
 * the database (session.ts), and writing it is retried (reliable-generation.ts). While Redis is not
 * connected, or for a second after a command failed, calls do not wait for it at all. Its strict
 * view has no stand-in, for the upstream token's claim (proxy/upstream-auth/token-cache.ts).
 */
export function withInstanceFallback(store: SharedStore, faults: ServiceFaults): SharedStore {
  const redis = store.redis;
  if (!redis) return store;
  const local = createMemoryStore(16 * 1024 * 1024, 10_000);
  let restingUntil = 0;
  const disconnected = whenDisconnected(redis);
  const away = () => disconnected() || Date.now() < restingUntil;

  function attempt<T>(operation: string, call: () => Promise<T>, unavailable = away): Promise<T> {
    if (unavailable()) {
      const error = new RedisAway(`Redis is unavailable (${redis!.status})`);
      faults.failure('redis', operation, error);
      return Promise.reject(error);
    }
    return withinDeadline(call()).then(
      (value) => {
        faults.success('redis');
        return value;
      },
      (error: unknown) => {
        restingUntil = Date.now() + restAfterFailureMs;
        faults.failure('redis', operation, error);
        throw error;
      },
    );
  }

  // Claims decide which instance does a piece of work. One answered by this instance's memory (after
  // a missed deadline, or in the rest after one) while another instance's is answered by Redis would
  // let both do it; so the strict view asks Redis whenever it is connected and fails when Redis
  // does not answer, and its caller tries again or, with Redis away, works alone.
  const strict: SharedStore = { ...store };
  const resilient: SharedStore = {
    ...store,
    strict,
    readGeneration: (accountId) => attempt('readGeneration', async () => store.readGeneration(accountId)),
    bumpGeneration: (accountId) => attempt('bumpGeneration', () => store.bumpGeneration(accountId)),
    async close() {
      await local.close();
      await store.close();
    },
  };
  for (const name of fallible) {
    const shared = store[name] as (...args: unknown[]) => Promise<unknown>;
    const here = local[name] as (...args: unknown[]) => Promise<unknown>;
    (resilient as Record<Fallible, unknown>)[name] = (...args: unknown[]) =>
      attempt(name, () => shared(...args)).catch(() => here(...args));
    (strict as Record<Fallible, unknown>)[name] = (...args: unknown[]) =>
      attempt(name, () => shared(...args), disconnected);
  }
  return resilient;
}
