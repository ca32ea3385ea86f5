import { randomUUID } from 'node:crypto';
import { type SampleUpstream, startSampleUpstream } from '@portal/sample-upstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteKeysUnder } from '../../../test/redis-keys.ts';
import { addEndpoint, addServer, callApi } from '../../../test/server-fixtures.ts';
import { createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisPrefix = `portal-test:${randomUUID()}:`;

describe('the proxy cache on Redis', () => {
  let test: TestApp;
  let upstream: SampleUpstream;

  beforeAll(async () => {
    upstream = await startSampleUpstream({ host: '127.0.0.1', port: 0, size: { customers: 40 } });
    test = await createTestApp({
      UPSTREAM_ALLOW: '127.0.0.1',
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: redisPrefix,
    });
  });
  afterAll(async () => {
    await test.close();
    await upstream.close();
    await deleteKeysUnder(redisUrl, redisPrefix);
  });

  it('answers a repeat from Redis and keeps tenants apart', async () => {
    expect(test.context.store.redis).toBeDefined();
    const first = await createTenant(test);
    const second = await createTenant(test);
    const ask = async (cookie: string) => {
      const server = await addServer(test, cookie, { settings: { url: `${upstream.url}/open/api/` } });
      const endpoint = await addEndpoint(test, cookie, server.uuid, {
        settings: { url: 'customers', response: 'list' },
      });
      return () => callApi(test, cookie, 'POST', '/api/proxy', { uuid: endpoint.uuid, params: { limit: 5 } });
    };
    const firstCall = await ask(first.user.cookie);
    const secondCall = await ask(second.user.cookie);

    const before = upstream.stats.requests;
    expect((await firstCall()).statusCode).toBe(200);
    expect((await firstCall()).statusCode).toBe(200);
    expect(upstream.stats.requests).toBe(before + 1);
    expect((await secondCall()).json().data.totalResults).toBe(40);
    expect(upstream.stats.requests).toBe(before + 2);
  });
});
