import { randomUUID } from 'node:crypto';
import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeUpstream, sendJson, startFakeUpstream } from '../proxy/start-fake-upstream.ts';
import { deleteKeysUnder } from '../redis-keys.ts';
import { addEndpoint, addServer, callApi } from '../server-fixtures.ts';
import {
  addUser,
  createSecondInstance,
  createTenant,
  createTestApp,
  type TestApp,
  type TestUser,
} from '../test-app.ts';

// The real Redis of the machine (CI exports TEST_REDIS_URL), under a prefix of this run's own.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

// Hole 9: nothing kept one user from tying up the proxy (and the upstreams behind it) for everyone.
describe('one user flooding the proxy', () => {
  let test: TestApp;
  let slow: FakeUpstream;
  let admin: TestUser;
  let endpointId: string;

  beforeAll(async () => {
    slow = await startFakeUpstream(async (request, response) => {
      await new Promise((resolve) => setTimeout(resolve, request.url.includes('slow') ? 400 : 0));
      sendJson(response, 200, { id: 1 });
    });
    test = await createTestApp({
      UPSTREAM_ALLOW: '127.0.0.1',
      PROXY_CALLS_IN_FLIGHT: '2',
      PROXY_CALLS_PER_MINUTE: '6',
    });
    ({ user: admin } = await createTenant(test, ['admin']));
    const server = await addServer(test, admin.cookie, { settings: { url: `${slow.url}/` } });
    endpointId = (
      await addEndpoint(test, admin.cookie, server.uuid, {
        settings: { url: '$(speed)', response: 'object' },
      })
    ).uuid;
  });
  afterAll(async () => {
    await test.close();
    await slow.close();
  });

  const call = (user: TestUser, speed: string) =>
    callApi(test, user.cookie, 'POST', '/api/proxy', { uuid: endpointId, urlVariables: { speed } });

  it('gets a 429 past the calls a user may have running at once', async () => {
    const answers = await Promise.all([call(admin, 'slow-1'), call(admin, 'slow-2'), call(admin, 'slow-3')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 429]);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toEqual({ code: 'rate_limited', message: messages.proxyTooManyInFlight });
  });

  it('gets a 429 past the calls a user may make in a minute, cached answers included, others unaffected', async () => {
    const designer = await addUser(test, admin.accountId, ['designer']);
    const statuses: number[] = [];
    for (let index = 0; index < 7; index++) statuses.push((await call(designer, 'fast')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    const refused = await call(designer, 'fast');
    expect(refused.json()).toEqual({ code: 'rate_limited', message: messages.proxyTooManyPerMinute });
    const colleague = await addUser(test, admin.accountId, ['designer']);
    expect((await call(colleague, 'fast')).statusCode).toBe(200);
  });
});

describe('one user flooding the proxy through two instances', () => {
  const redisPrefix = `portal-test:${randomUUID()}:`;
  let first: TestApp;
  let second: TestApp;
  let upstream: FakeUpstream;
  let admin: TestUser;
  let endpointId: string;

  beforeAll(async () => {
    upstream = await startFakeUpstream((_request, response) => sendJson(response, 200, { id: 1 }));
    first = await createTestApp({
      UPSTREAM_ALLOW: '127.0.0.1',
      PROXY_CALLS_PER_MINUTE: '6',
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: redisPrefix,
    });
    second = await createSecondInstance(first);
    ({ user: admin } = await createTenant(first, ['admin']));
    const server = await addServer(first, admin.cookie, { settings: { url: `${upstream.url}/` } });
    endpointId = (
      await addEndpoint(first, admin.cookie, server.uuid, { settings: { url: 'rows', response: 'object' } })
    ).uuid;
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await upstream.close();
    await deleteKeysUnder(redisUrl, redisPrefix);
  });

  it('gets a 429 past the calls a minute allows, however its calls are spread over the instances', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 8; index++) {
      const instance = index % 2 === 0 ? first : second;
      statuses.push(
        (await callApi(instance, admin.cookie, 'POST', '/api/proxy', { uuid: endpointId })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    const refused = await callApi(second, admin.cookie, 'POST', '/api/proxy', { uuid: endpointId });
    expect(refused.json()).toEqual({ code: 'rate_limited', message: messages.proxyTooManyPerMinute });
  });
});
