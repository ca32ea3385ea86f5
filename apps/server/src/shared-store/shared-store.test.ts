import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { deleteKeysUnder } from '../../test/redis-keys.ts';
import { createMemoryStore, createRedisStore, type SharedStore } from './shared-store.ts';

// The real Redis of the machine (CI exports TEST_REDIS_URL); the memory store must behave the same.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisPrefix = `portal-test:${randomUUID()}:`;
const stores: Array<[string, () => SharedStore]> = [
  ['memory', () => createMemoryStore()],
  ['redis', () => createRedisStore(redisUrl, redisPrefix)],
];

describe.each(stores)('the %s shared store', (_name, create) => {
  const store = create();
  afterAll(async () => {
    await store.close();
    if (store.redis) await deleteKeysUnder(redisUrl, redisPrefix);
  });

  it('counts hits within a window and starts again after it', async () => {
    const key = randomUUID();
    expect(await store.hit(key, 200)).toBe(1);
    expect(await store.hit(key, 200)).toBe(2);
    expect(await store.hit(key, 200)).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await store.hit(key, 200)).toBe(1);
  });

  it('forgets a counter on reset', async () => {
    const key = randomUUID();
    await store.hit(key, 60_000);
    await store.reset(key);
    expect(await store.hit(key, 60_000)).toBe(1);
  });

  it('blocks a key for a while, says how long is left, and lifts a block on 0', async () => {
    const key = randomUUID();
    expect(await store.blockedFor(key)).toBe(0);
    await store.block(key, 300);
    const left = await store.blockedFor(key);
    expect(left).toBeGreaterThan(200);
    expect(left).toBeLessThanOrEqual(300);
    await store.block(key, 0);
    expect(await store.blockedFor(key)).toBe(0);
    await store.block(key, 100);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await store.blockedFor(key)).toBe(0);
  });

  it('keeps bytes until their time is up', async () => {
    const key = randomUUID();
    const value = Buffer.from('{"status":200,"data":{"value":[1,2,3]}}');
    expect(await store.get(key)).toBeUndefined();
    await store.set(key, value, 200);
    expect((await store.get(key))?.equals(value)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await store.get(key)).toBeUndefined();
  });
  it('deletes a value only while it still holds what the caller saw', async () => {
    const key = randomUUID();
    await store.set(key, Buffer.from('first'), 60_000);
    await store.deleteIf(key, Buffer.from('other'));
    expect((await store.get(key))?.toString()).toBe('first');
    await store.deleteIf(key, Buffer.from('first'));
    expect(await store.get(key)).toBeUndefined();
  });

  it('grants a claim to one owner at a time, renews it for that owner and lets it lapse', async () => {
    const key = randomUUID();
    expect(await store.claim(key, 'one', 200)).toBe(true);
    expect(await store.claim(key, 'two', 200)).toBe(false);
    expect(await store.holder(key)).toBe('one');
    expect(await store.claim(key, 'one', 400)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await store.holder(key)).toBe('one');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await store.holder(key)).toBeUndefined();
    expect(await store.claim(key, 'two', 60_000)).toBe(true);
  });

  it('releases a claim only for its owner', async () => {
    const key = randomUUID();
    await store.claim(key, 'one', 60_000);
    await store.release(key, 'two');
    expect(await store.holder(key)).toBe('one');
    await store.release(key, 'one');
    expect(await store.holder(key)).toBeUndefined();
  });

  it('counts generations up from whatever it holds', async () => {
    const start = (await store.readGeneration()).now;
    await store.bumpGeneration();
    await store.bumpGeneration();
    expect((await store.readGeneration()).now).toBe(start + 2);
  });

  it("moves an account's generation on for its own changes and every account's, not for another's", async () => {
    const [mine, theirs] = [randomUUID(), randomUUID()];
    const stamp = (await store.readGeneration(mine)).now;
    const current = async (accountId: string) => (await store.readGeneration(accountId)).since <= stamp;
    expect(await current(mine)).toBe(true);
    await store.bumpGeneration(theirs);
    expect(await current(mine)).toBe(true);
    expect(await current(theirs)).toBe(false);
    await store.bumpGeneration(mine);
    expect(await current(mine)).toBe(false);
    const later = (await store.readGeneration(mine)).now;
    await store.bumpGeneration();
    for (const accountId of [mine, theirs, randomUUID()])
      expect((await store.readGeneration(accountId)).since).toBeGreaterThan(later);
  });

  it('trusts no copy made before a read that names no account', async () => {
    const before = (await store.readGeneration(randomUUID())).now;
    await store.bumpGeneration(randomUUID());
    const { now, since } = await store.readGeneration();
    expect(since).toBe(now);
    expect(since).toBeGreaterThan(before);
  });
});

describe('the generation in Redis when keys are lost', () => {
  const prefix = `portal-test:${randomUUID()}:`;
  const store = createRedisStore(redisUrl, prefix);
  afterAll(async () => {
    await store.close();
    await deleteKeysUnder(redisUrl, prefix);
  });

  it("holds no copy current after an account's mark is evicted, even one stamped after its last change", async () => {
    const accountId = randomUUID();
    await store.bumpGeneration(accountId);
    const stamp = (await store.readGeneration(accountId)).now;
    await store.bumpGeneration(randomUUID());
    expect((await store.readGeneration(accountId)).since).toBeLessThanOrEqual(stamp);
    await store.redis!.del(`generation:${accountId}`);
    expect((await store.readGeneration(accountId)).since).toBeGreaterThan(stamp);
  });

  it('holds no copy current after the counter is lost, even once it is back at the stamp', async () => {
    const accountId = randomUUID();
    for (let change = 0; change < 3; change++) await store.bumpGeneration(randomUUID());
    const stamp = (await store.readGeneration(accountId)).now;
    const count = await store.redis!.get('generation');
    await store.redis!.del('generation', 'generation-epoch');
    await store.bumpGeneration(randomUUID());
    await store.redis!.set('generation', count!);
    expect((await store.readGeneration(accountId)).since).toBeGreaterThan(stamp);
  });
});

describe('the memory store', () => {
  it('when full of counters, forgets those with the fewest hits, never all at once', async () => {
    const store = createMemoryStore(1024, 100);
    for (let hit = 0; hit < 6; hit++) await store.hit('held', 60_000);
    for (let key = 0; key < 1000; key++) await store.hit(`fresh-${key}`, 60_000);
    expect(await store.hit('held', 60_000)).toBe(7);
  });

  it('drops the least recently used entries beyond its size, recency counted to the second', async () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const store = createMemoryStore(100);
      await store.set('a', Buffer.alloc(40), 60_000);
      await store.set('b', Buffer.alloc(40), 60_000);
      vi.setSystemTime(1_001);
      await store.get('a');
      await store.set('c', Buffer.alloc(40), 60_000);
      expect(await store.get('b')).toBeUndefined();
      expect(await store.get('a')).toBeDefined();
      expect(await store.get('c')).toBeDefined();
      // Read again within the same second, 'a' keeps its place: older than 'c', it goes first.
      await store.get('a');
      await store.set('d', Buffer.alloc(40), 60_000);
      expect(await store.get('a')).toBeUndefined();
      expect(await store.get('c')).toBeDefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
