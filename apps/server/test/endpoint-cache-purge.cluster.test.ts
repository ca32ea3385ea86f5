import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeUpstream, sendJson, startFakeUpstream } from './proxy/start-fake-upstream.ts';
import { deleteKeysUnder } from './redis-keys.ts';
import { addEndpoint, addServer, callApi } from './server-fixtures.ts';
import {
  addUser,
  createSecondInstance,
  createTenant,
  createTestApp,
  type TestApp,
  type TestUser,
} from './test-app.ts';

// Two instances of one portal on PostgreSQL and one Redis: cached answers are shared, so a purge on
// one instance must be seen by the other.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `portal-purge-${randomUUID()}:`;

describe("'Refresh data' on a cluster", () => {
  let upstream: FakeUpstream;
  let first: TestApp;
  let second: TestApp;
  let designer: TestUser;
  let endpointId: string;
  let serverId: string;
  let version = 1;

  beforeAll(async () => {
    upstream = await startFakeUpstream((_request, response) =>
      sendJson(response, 200, { value: [{ version }], totalResults: 1 }),
    );
    first = await createTestApp({
      UPSTREAM_ALLOW: '127.0.0.1',
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix,
    });
    second = await createSecondInstance(first);
    const { user: admin } = await createTenant(first, ['admin']);
    designer = await addUser(first, admin.accountId, ['designer']);
    serverId = (await addServer(first, admin.cookie, { settings: { url: `${upstream.url}/` } })).uuid;
    endpointId = (
      await addEndpoint(first, admin.cookie, serverId, { settings: { url: 'rows', response: 'list' } })
    ).uuid;
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await upstream.close();
    await deleteKeysUnder(redisUrl, prefix);
  });

  const read = async (instance: TestApp) => {
    const response = await callApi(instance, designer.cookie, 'POST', '/api/proxy', {
      uuid: endpointId,
      params: { offset: 0, limit: 10 },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.value[0].version as number;
  };

  it('forgets the answers cached for both instances when either purges the endpoint', async () => {
    const before = upstream.requests.length;
    expect(await read(first)).toBe(1);
    version = 2;
    expect(await read(second)).toBe(1);
    expect(upstream.requests.length - before).toBe(1);

    const purge = await callApi(
      first,
      designer.cookie,
      'POST',
      `/api/servers/${serverId}/endpoints/${endpointId}/purge`,
    );
    expect(purge.statusCode).toBe(200);
    expect(await read(second)).toBe(2);
    expect(await read(first)).toBe(2);
    expect(upstream.requests.length - before).toBe(2);
  });
});
