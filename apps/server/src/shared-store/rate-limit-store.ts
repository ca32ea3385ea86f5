import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { ServiceFaults } from '../service-faults.ts';
import { whenDisconnected } from './instance-fallback.ts';
import { callbackWithinDeadline } from './redis-deadline.ts';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

// The plugin's own stores, which its index does not export.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key: string,
) => FastifyRateLimitStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
) => FastifyRateLimitStore;

/**
 * The per-address limits of @fastify/rate-limit, counted in Redis across instances and, while Redis
 * is away (not connected, or no answer within the command deadline), in this instance: a sign-in
 * is counted and answered either way instead of failing with Redis.
 */
export function sharedRateLimitStore(
  redis: Redis,
  nameSpace: string,
  faults: ServiceFaults,
): FastifyRateLimitStoreCtor {
  const disconnected = whenDisconnected(redis);
  class SharedOrLocalStore implements FastifyRateLimitStore {
    readonly shared: FastifyRateLimitStore;
    readonly local: FastifyRateLimitStore;
    constructor(options: RateLimitOptions, stores?: [FastifyRateLimitStore, FastifyRateLimitStore]) {
      [this.shared, this.local] = stores ?? [
        new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, nameSpace),
        new LocalStore(options.continueExceeding, options.exponentialBackoff),
      ];
    }
    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      const here = (error: unknown) => {
        faults.failure('redis', 'rateLimit', error);
        this.local.incr(key, callback, timeWindow, max);
      };
      if (disconnected()) return here(new Error(`Redis is unavailable (${redis.status})`));
      this.shared.incr(
        key,
        callbackWithinDeadline((error, result) => (error ? here(error) : callback(null, result))),
        timeWindow,
        max,
      );
    }
    child(routeOptions: RouteOptions) {
      return new SharedOrLocalStore(routeOptions as RateLimitOptions, [
        this.shared.child(routeOptions),
        this.local.child(routeOptions),
      ]);
    }
  }
  return SharedOrLocalStore;
}
