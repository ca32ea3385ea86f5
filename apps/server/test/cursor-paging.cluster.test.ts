import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleTables } from './proxy/sample-tables.ts';
import {
  type DjangoRestFramework,
  drfCursorSettings,
  startDjangoRestFramework,
} from './proxy/start-django-rest-framework.ts';
import { deleteKeysUnder } from './redis-keys.ts';
import { addEndpoint, addServer, callApi } from './server-fixtures.ts';
import {
  createSecondInstance,
  createTenant,
  createTestApp,
  type TestApp,
  type TestUser,
} from './test-app.ts';

// Two instances of one portal on PostgreSQL and one Redis, and a real Django REST framework whose
// CursorPagination only ever leads forward: the next page's cursor, remembered by whichever instance
// read a page, must let the other one read the next page with a single upstream request.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `portal-cursor-${randomUUID()}:`;
const db = sampleTables(66, 1);
const limit = 7;

describe('a cursor-paged API on a cluster', () => {
  let upstream: DjangoRestFramework;
  let instances: TestApp[];
  let admin: TestUser;
  let endpointId: string;

  beforeAll(async () => {
    upstream = await startDjangoRestFramework(db);
    const first = await createTestApp({
      UPSTREAM_ALLOW: '127.0.0.1',
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix,
    });
    instances = [first, await createSecondInstance(first)];
    ({ user: admin } = await createTenant(first, ['admin']));
    const server = await addServer(first, admin.cookie, {
      settings: { url: `${upstream.url}/cursor/`, adapter: 'rest', rest: drfCursorSettings },
    });
    endpointId = (
      await addEndpoint(first, admin.cookie, server.uuid, {
        settings: { url: 'customers', method: 'GET', response: 'list' },
      })
    ).uuid;
  });
  afterAll(async () => {
    await instances?.[1]?.close();
    await instances?.[0]?.close();
    await upstream?.close();
    await deleteKeysUnder(redisUrl, prefix);
  });

  it('pages through every row from both instances in turn, each page one upstream request', async () => {
    const seen: unknown[] = [];
    const upstreamRequests: number[] = [];
    let hasMore = true;
    for (let offset = 0, turn = 0; hasMore; offset += limit, turn += 1) {
      expect(offset).toBeLessThan(db.customers.length);
      const before = upstream.requests.length;
      const response = await callApi(instances[turn % 2], admin.cookie, 'POST', '/api/proxy', {
        uuid: endpointId,
        params: { offset, limit },
      });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json().data;
      upstreamRequests.push(upstream.requests.length - before);
      expect(page.offset).toBe(offset);
      expect(page.totalResults).toBeNull();
      seen.push(...page.value.map((row: { id: unknown }) => row.id));
      hasMore = page.hasMore;
    }
    expect(seen).toEqual(db.customers.map((row) => row.id));
    expect(upstreamRequests).toEqual(Array(Math.ceil(db.customers.length / limit)).fill(1));
    // Every page but the first was read through the cursor the page before it left.
    const followed = upstream.requests.filter((line) => /[?&]cursor=/.test(line));
    expect(followed).toHaveLength(upstreamRequests.length - 1);
  });
});
