import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { RedisAway } from '../../shared-store/instance-fallback.ts';
import { createMemoryStore, type SharedStore } from '../../shared-store/shared-store.ts';
import { loadShared } from './load-shared.ts';

const options = { leaseMs: 300, waitMs: 5_000 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function counted(produce: () => Promise<string>) {
  const counter = {
    calls: 0,
    produce: async () => {
      counter.calls += 1;
      return { value: Buffer.from(await produce()), ttlMs: 60_000 };
    },
  };
  return counter;
}

describe('loading a value once for every instance', () => {
  it('lets one caller produce while the others wait for its value', async () => {
    const store = createMemoryStore();
    const key = randomUUID();
    const counter = counted(async () => {
      await sleep(100);
      return 'answer';
    });
    const values = await Promise.all(
      Array.from({ length: 20 }, () => loadShared(store, key, counter.produce, options)),
    );
    expect(counter.calls).toBe(1);
    expect(new Set(values.map(String))).toEqual(new Set(['answer']));
    expect(await store.holder(key)).toBeUndefined();
  });

  it("gives the waiters the holder's failure instead of trying again", async () => {
    const store = createMemoryStore();
    const key = randomUUID();
    const counter = counted(async () => {
      await sleep(100);
      throw new AppError('upstream_timeout', 'The data server did not answer in time.');
    });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () => loadShared(store, key, counter.produce, options)),
    );
    expect(counter.calls).toBe(1);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      const reason = (outcome as PromiseRejectedResult).reason as AppError;
      expect(reason).toBeInstanceOf(AppError);
      expect(reason.code).toBe('upstream_timeout');
      expect(reason.message).toBe('The data server did not answer in time.');
    }
    expect(await store.get(key)).toBeUndefined();
  });

  it('takes over when the holder dies and its claim lapses', async () => {
    const store = createMemoryStore();
    const key = randomUUID();
    await store.claim(key, 'a holder that died', options.leaseMs);
    const counter = counted(async () => 'taken over');
    const started = Date.now();
    expect(String(await loadShared(store, key, counter.produce, options))).toBe('taken over');
    expect(counter.calls).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(options.leaseMs - 20);
  });

  it('produces on its own once it has waited long enough for a holder that is still working', async () => {
    const store = createMemoryStore();
    const key = randomUUID();
    const slow = counted(() => sleep(1_000).then(() => 'slow'));
    const holder = loadShared(store, key, slow.produce, options);
    await sleep(20);
    const impatient = counted(async () => 'impatient');
    const value = await loadShared(store, key, impatient.produce, { ...options, waitMs: 200 });
    expect(String(value)).toBe('impatient');
    expect(String(await holder)).toBe('slow');
  });

  it('gives a holder that took over from one that died the whole wait', async () => {
    const store = createMemoryStore();
    const key = randomUUID();
    await store.claim(key, 'a holder that died', options.leaseMs);
    const counter = counted(() => sleep(400).then(() => 'taken over'));
    // Each waits 500 ms per holder: 300 ms for the dead one, then 400 ms for the one taking over.
    const values = await Promise.all(
      Array.from({ length: 2 }, () => loadShared(store, key, counter.produce, { ...options, waitMs: 500 })),
    );
    expect(counter.calls).toBe(1);
    expect(values.map(String)).toEqual(['taken over', 'taken over']);
  });

  it('asks again a store that missed its deadline rather than count the claim as won', async () => {
    const store = createMemoryStore();
    const key = randomUUID();
    const counter = counted(() => sleep(200).then(() => 'answer'));
    const holder = loadShared(store, key, counter.produce, options);
    await sleep(20);
    let missed = 0;
    const slow: SharedStore = {
      ...store,
      async claim(...args) {
        missed += 1;
        if (missed <= 2) throw new Error('Command timed out');
        return store.claim(...args);
      },
    };
    expect(String(await loadShared(slow, key, counter.produce, options))).toBe('answer');
    expect(String(await holder)).toBe('answer');
    expect(missed).toBeGreaterThan(2);
    expect(counter.calls).toBe(1);
  });

  it('produces at once when Redis is away', async () => {
    const broken = createMemoryStore();
    const refuse = async () => {
      throw new RedisAway('Redis is unavailable (reconnecting)');
    };
    const store: SharedStore = { ...broken, get: refuse, set: refuse, claim: refuse, release: refuse };
    const counter = counted(async () => 'direct');
    const started = Date.now();
    expect(String(await loadShared(store, randomUUID(), counter.produce, options))).toBe('direct');
    expect(Date.now() - started).toBeLessThan(100);
  });

  it('produces on its own once the store has not answered for silentMs', async () => {
    const broken = createMemoryStore();
    const refuse = async () => {
      throw new Error('Command timed out');
    };
    const store: SharedStore = { ...broken, get: refuse, set: refuse, claim: refuse, release: refuse };
    const counter = counted(async () => 'direct');
    const started = Date.now();
    const value = await loadShared(store, randomUUID(), counter.produce, { ...options, silentMs: 300 });
    expect(String(value)).toBe('direct');
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(counter.calls).toBe(1);
  });

  it('ignores a stored value the caller does not accept', async () => {
    const store = createMemoryStore();
    const key = randomUUID();
    await store.set(key, Buffer.from('stale'), 60_000);
    const counter = counted(async () => 'fresh');
    const accept = (value: Buffer) => value.toString() !== 'stale';
    expect(String(await loadShared(store, key, counter.produce, { ...options, accept }))).toBe('fresh');
  });
});
