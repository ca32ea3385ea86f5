import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestEngine,
  dataOf,
  endpointFor,
  inputFor,
  serverAt,
} from '../../../test/proxy/engine-fixtures.ts';
import { type FakeUpstream, sendJson, startFakeUpstream } from '../../../test/proxy/start-fake-upstream.ts';
import { createMemoryStore } from '../../shared-store/shared-store.ts';

let upstream: FakeUpstream;
let served = 0;
const engine = createTestEngine();
beforeAll(async () => {
  upstream = await startFakeUpstream(async (_request, response) => {
    served += 1;
    const answer = served;
    // Slow enough that all concurrent callers arrive while the first call is in flight.
    await new Promise((resolve) => setTimeout(resolve, 50));
    sendJson(response, 200, { value: [{ answer }], totalResults: 1 });
  });
});
afterAll(async () => {
  await engine.close();
  await upstream.close();
});

describe('the proxy cache', () => {
  it('makes exactly one upstream call for 100 concurrent identical cold calls, and none for a repeat', async () => {
    const target = serverAt(upstream.url);
    const endpoint = endpointFor('rows');
    const before = upstream.requests.length;
    const results = await Promise.all(
      Array.from({ length: 100 }, () => engine.call(inputFor(target, endpoint))),
    );
    expect(upstream.requests.length - before).toBe(1);
    const answers = new Set(results.map((result) => result.payload.toString()));
    expect(answers.size).toBe(1);
    const repeat = await engine.call(inputFor(target, endpoint));
    expect(upstream.requests.length - before).toBe(1);
    expect(repeat.payload.toString()).toBe(results[0].payload.toString());
  });

  it("never gives a second tenant the first tenant's entry", async () => {
    const target = serverAt(upstream.url);
    const endpoint = endpointFor('rows');
    const first = dataOf(await engine.call(inputFor(target, endpoint, {}, 'tenant-one')));
    const second = dataOf(await engine.call(inputFor(target, endpoint, {}, 'tenant-two')));
    expect(second.value).not.toEqual(first.value);
    expect(dataOf(await engine.call(inputFor(target, endpoint, {}, 'tenant-one'))).value).toEqual(
      first.value,
    );
  });

  it('keys entries by the final request and by the credentials in use', async () => {
    const target = serverAt(upstream.url, 'default', 'basic', { username: 'a', password: 'one' });
    const endpoint = endpointFor('rows');
    const before = upstream.requests.length;
    await engine.call(inputFor(target, endpoint, { params: { offset: 0 } }));
    await engine.call(inputFor(target, endpoint, { params: { offset: 50 } }));
    await engine.call(inputFor({ ...target, auth: { username: 'a', password: 'two' } }, endpoint));
    await engine.call(inputFor({ ...target, credentialVersion: 2 }, endpoint));
    expect(upstream.requests.length - before).toBe(4);
  });

  it('shares entries between instances on one store only when they share the key secret', async () => {
    const store = createMemoryStore();
    const [one, two, stranger] = [
      createTestEngine({ store, cacheKeySecret: 'shared' }),
      createTestEngine({ store, cacheKeySecret: 'shared' }),
      createTestEngine({ store, cacheKeySecret: 'other' }),
    ];
    try {
      const input = inputFor(serverAt(upstream.url), endpointFor('rows'));
      const before = upstream.requests.length;
      const first = await one.call(input);
      expect((await two.call(input)).payload.toString()).toBe(first.payload.toString());
      expect(upstream.requests.length - before).toBe(1);
      await stranger.call(input);
      expect(upstream.requests.length - before).toBe(2);
    } finally {
      await Promise.all([one.close(), two.close(), stranger.close()]);
    }
  });

  it('stores serialized bytes under a key that holds no secret', async () => {
    const target = serverAt(upstream.url, 'default', 'basic', {
      username: 'keyuser',
      password: 'key-secret-value',
    });
    const keys: string[] = [];
    const { store } = engine;
    const originalSet = store.set.bind(store);
    store.set = async (key, value, ttl) => {
      keys.push(key);
      expect(Buffer.isBuffer(value)).toBe(true);
      return originalSet(key, value, ttl);
    };
    await engine.call(inputFor(target, endpointFor('rows')));
    store.set = originalSet;
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^proxy:[\w-]{43}$/);
    expect(keys[0]).not.toContain('key-secret-value');
  });
});
