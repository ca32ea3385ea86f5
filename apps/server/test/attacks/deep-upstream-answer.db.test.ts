import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeUpstream, startFakeUpstream } from '../proxy/start-fake-upstream.ts';
import { addEndpoint, addServer, callApi } from '../server-fixtures.ts';
import { createTenant, createTestApp, type TestApp, type TestUser } from '../test-app.ts';

// Hole 10, from the other side: an upstream (any tenant may name their own) answered 200,000
// nested arrays; parsing them worked, serializing the answer overflowed the stack, and the portal
// answered 500.
const levels = 200_000;

describe('an upstream answering JSON nested 200,000 levels deep', () => {
  let test: TestApp;
  let upstream: FakeUpstream;
  let admin: TestUser;
  let serverId: string;

  beforeAll(async () => {
    upstream = await startFakeUpstream((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(`${'['.repeat(levels)}${']'.repeat(levels)}`);
    });
    test = await createTestApp({ UPSTREAM_ALLOW: '127.0.0.1' });
    ({ user: admin } = await createTenant(test, ['admin']));
    serverId = (await addServer(test, admin.cookie, { settings: { url: `${upstream.url}/` } })).uuid;
  });
  afterAll(async () => {
    await test.close();
    await upstream.close();
  });

  it('is an upstream fault with a clear message, asked again on the next call, never a 500', async () => {
    for (const response of ['list', 'record', 'object']) {
      const endpoint = await addEndpoint(test, admin.cookie, serverId, {
        settings: { url: 'rows', response },
      });
      const before = upstream.requests.length;
      for (let attempt = 0; attempt < 2; attempt++) {
        const call = await callApi(test, admin.cookie, 'POST', '/api/proxy', { uuid: endpoint.uuid });
        expect(call.statusCode, `${response}: ${call.body.slice(0, 200)}`).toBe(502);
        expect(call.json()).toEqual({ code: 'upstream_invalid', message: messages.upstreamJsonTooDeep });
      }
      expect(upstream.requests.length - before).toBe(2);
    }
    expect((await callApi(test, admin.cookie, 'GET', '/api/servers')).statusCode).toBe(200);
  });
});
