import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestEngine,
  endpointFor,
  failureOf,
  inputFor,
  serverAt,
} from '../../../test/proxy/engine-fixtures.ts';
import { type FakeUpstream, sendJson, startFakeUpstream } from '../../../test/proxy/start-fake-upstream.ts';
import { deleteKeysUnder } from '../../../test/redis-keys.ts';
import { createRedisStore } from '../../shared-store/shared-store.ts';

// Two engines, each with its own Redis connection on one key prefix: two instances of one cluster.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let upstream: FakeUpstream;
let failing = false;
beforeAll(async () => {
  upstream = await startFakeUpstream(async (request, response) => {
    await new Promise((resolve) => setTimeout(resolve, 80));
    if (failing) return sendJson(response, 503, { message: 'Down for maintenance' });
    sendJson(response, 200, { value: [{ url: request.url }], totalResults: 1 });
  });
});
afterAll(() => upstream.close());

function cluster() {
  const prefix = `portal-test:${randomUUID()}:`;
  const engines = [1, 2].map(() =>
    createTestEngine({ store: createRedisStore(redisUrl, prefix), cacheKeySecret: 'cluster' }),
  );
  return {
    engines,
    async close() {
      await Promise.all(engines.map(async (engine) => [await engine.close(), await engine.store.close()]));
      await deleteKeysUnder(redisUrl, prefix);
    },
  };
}

describe('the proxy cache of a cluster on Redis', () => {
  let running: ReturnType<typeof cluster>;
  afterEach(() => running.close());

  it('makes one upstream call for 100 concurrent identical cold calls spread over two instances', async () => {
    running = cluster();
    const input = inputFor(serverAt(upstream.url), endpointFor('rows'));
    const before = upstream.requests.length;
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, index) => running.engines[index % 2].call(input)),
    );
    expect(upstream.requests.length - before).toBe(1);
    expect(new Set(results.map((result) => result.payload.toString())).size).toBe(1);
  });

  it("answers from one instance's cache a call first made on the other", async () => {
    running = cluster();
    const input = inputFor(serverAt(upstream.url), endpointFor('rows'));
    const before = upstream.requests.length;
    const first = await running.engines[0].call(input);
    const second = await running.engines[1].call(input);
    expect(second.payload.toString()).toBe(first.payload.toString());
    expect(upstream.requests.length - before).toBe(1);
  });

  it('gives every waiting instance the failure of the one upstream call', async () => {
    running = cluster();
    failing = true;
    try {
      const input = inputFor(serverAt(upstream.url), endpointFor('rows'));
      const before = upstream.requests.length;
      const errors = await Promise.all(
        Array.from({ length: 10 }, (_, index) => failureOf(running.engines[index % 2].call(input))),
      );
      expect(upstream.requests.length - before).toBe(1);
      expect(new Set(errors.map((error) => `${error.code}: ${error.message}`)).size).toBe(1);
    } finally {
      failing = false;
    }
  });
});
