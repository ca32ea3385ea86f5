import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { deleteKeysUnder } from '../../test/redis-keys.ts';
import { createServiceFaults } from '../service-faults.ts';
import { withInstanceFallback } from './instance-fallback.ts';
import { RedisSilent, withinDeadline } from './redis-deadline.ts';
import { createRedisStore } from './shared-store.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisPrefix = `portal-test:${randomUUID()}:`;

/** The process is starved: nothing of it runs for ms (a busy machine, a long task, a GC pause). */
function stall(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy
  }
}

describe('the deadline of a Redis command', () => {
  const faults = createServiceFaults();
  const failures: string[] = [];
  faults.attach({
    wentAway: () => undefined,
    cameBack: () => undefined,
    failed: (_s, op) => failures.push(op),
  });
  const bare = createRedisStore(redisUrl, redisPrefix);
  const store = withInstanceFallback(bare, faults);
  afterAll(async () => {
    await store.close();
    await deleteKeysUnder(redisUrl, redisPrefix);
  });

  it('is not missed by a process starved while the answer came: the count stays in Redis', async () => {
    const key = randomUUID();
    expect(await store.hit(key, 60_000)).toBe(1);
    // A plain timer over the same stall fires before the waiting answer is read: what this guards against.
    const plain = Promise.race([
      bare.hit(`${key}:plain`, 60_000).then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('timed out'), 300)),
    ]);
    const counted = store.hit(key, 60_000);
    stall(800);
    expect(await plain).toBe('timed out');
    expect(await counted).toBe(2);
    // Still counted in Redis, not in this instance's memory: Redis was never taken for away.
    expect(await bare.hit(key, 60_000)).toBe(3);
    expect(failures).toEqual([]);
  });

  it('fails a command nobody answers after the deadline', async () => {
    const started = Date.now();
    await expect(withinDeadline(new Promise(() => undefined), 200)).rejects.toBeInstanceOf(RedisSilent);
    expect(Date.now() - started).toBeGreaterThanOrEqual(195);
  });
});
