import { messages, queryFieldNameRefusal } from '@portal/contracts';
import { type SampleUpstream, startSampleUpstream } from '@portal/sample-upstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGroup, addToGroup } from '../../../test/group-fixtures.ts';
import { addEndpoint, addServer, callApi } from '../../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';

describe('POST /api/proxy and the endpoint tester', () => {
  let test: TestApp;
  let upstream: SampleUpstream;
  let admin: TestUser;
  let user: TestUser;
  let designer: TestUser;
  let endpointId: string;
  let serverId: string;
  let groupId: string;
  let viewId: string;

  beforeAll(async () => {
    upstream = await startSampleUpstream({ host: '127.0.0.1', port: 0, size: { customers: 120 } });
    test = await createTestApp({ UPSTREAM_ALLOW: '127.0.0.1' });
    ({ user: admin } = await createTenant(test, ['admin']));
    user = await addUser(test, admin.accountId, ['user']);
    designer = await addUser(test, admin.accountId, ['designer']);
    const server = await addServer(test, admin.cookie, { settings: { url: `${upstream.url}/open/api/` } });
    serverId = server.uuid;
    endpointId = (
      await addEndpoint(test, admin.cookie, serverId, { settings: { url: 'customers', response: 'list' } })
    ).uuid;
    const view = await callApi(test, admin.cookie, 'POST', '/api/views', {
      name: 'Customers',
      type: 'search',
      metacontent: {
        title: 'Customers',
        columns: [{ value: 'id', label: 'Id' }],
        textFilters: [],
        customFilters: [],
      },
      metadata: { server: serverId, endpoint: endpointId },
    });
    viewId = view.json().uuid;
    groupId = (await addGroup(test, admin.cookie)).uuid;
    await addToGroup(test, admin.cookie, groupId, { userUuid: user.id });
    await addToGroup(test, admin.cookie, groupId, { viewUuid: viewId });
  });
  afterAll(async () => {
    await test.close();
    await upstream.close();
  });

  const page = { offset: 0, limit: 10, orderBy: 'id', sort: 'asc' };

  it('gives a user the rows of an endpoint their group’s view uses, with the upstream’s total', async () => {
    const response = await callApi(test, user.cookie, 'POST', '/api/proxy', {
      uuid: endpointId,
      view: viewId,
      urlVariables: {},
      params: page,
    });
    expect(response.statusCode).toBe(200);
    const { status, data } = response.json();
    expect(status).toBe(200);
    expect(data.value).toHaveLength(10);
    expect(data.totalResults).toBe(120);
    expect(data.offset).toBe(0);
    expect(data.limit).toBe(10);
  });

  it('refuses the user once the view leaves their group, even though the answer is cached', async () => {
    const before = upstream.stats.requests;
    const cached = await callApi(test, user.cookie, 'POST', '/api/proxy', {
      uuid: endpointId,
      view: viewId,
      urlVariables: {},
      params: page,
    });
    expect(cached.statusCode).toBe(200);
    expect(upstream.stats.requests).toBe(before);

    const removed = await callApi(test, admin.cookie, 'DELETE', `/api/groups/${groupId}/views/${viewId}`);
    expect(removed.statusCode).toBe(200);
    const refused = await callApi(test, user.cookie, 'POST', '/api/proxy', {
      uuid: endpointId,
      view: viewId,
      urlVariables: {},
      params: page,
    });
    expect(refused.statusCode).toBe(403);
    await addToGroup(test, admin.cookie, groupId, { viewUuid: viewId });
  });

  it('lets a designer call any endpoint of the account, and hides it from another account', async () => {
    const designerCall = await callApi(test, designer.cookie, 'POST', '/api/proxy', {
      uuid: endpointId,
      params: page,
    });
    expect(designerCall.statusCode).toBe(200);
    const { user: stranger } = await createTenant(test);
    const strangerCall = await callApi(test, stranger.cookie, 'POST', '/api/proxy', {
      uuid: endpointId,
      params: page,
    });
    expect(strangerCall.statusCode).toBe(404);
  });

  it('answers the exact matches of params.filters, and refuses a malformed filter with a 400 that names it', async () => {
    const [first] = upstream.data.customers;
    const exact = await callApi(test, designer.cookie, 'POST', '/api/proxy', {
      uuid: endpointId,
      params: { limit: 50, filters: [{ field: 'city', value: first.city }] },
    });
    expect(exact.statusCode).toBe(200);
    const expected = upstream.data.customers.filter((row) => row.city === first.city).map((row) => row.id);
    expect(exact.json().data.value.map((row: { id: number }) => row.id)).toEqual(expected);
    expect(exact.json().data.totalResults).toBe(expected.length);

    const before = upstream.stats.requests;
    const refusals: Array<[unknown, string]> = [
      [[{ field: 'city', value: null }], messages.detailFilterValueInvalid],
      [[{ field: 'city', value: { $ne: 1 } }], messages.detailFilterValueInvalid],
      [[{ field: "city') or (1", value: 'x' }], queryFieldNameRefusal("city') or (1")],
      ['city=Berlin', 'filters'],
    ];
    for (const [filters, message] of refusals) {
      const refused = await callApi(test, designer.cookie, 'POST', '/api/proxy', {
        uuid: endpointId,
        params: { filters },
      });
      expect(refused.statusCode, JSON.stringify(filters)).toBe(400);
      expect(refused.json().message).toContain(message);
    }
    expect(upstream.stats.requests).toBe(before);
  });

  it('answers an upstream failure with a clear error, not a 500', async () => {
    const missing = await addEndpoint(test, admin.cookie, serverId, {
      settings: { url: 'customers/$(id)', response: 'record' },
    });
    const response = await callApi(test, admin.cookie, 'POST', '/api/proxy', {
      uuid: missing.uuid,
      urlVariables: { id: '999999' },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe('upstream_error');
    expect(response.json().message).toMatch(/404/);
  });

  it('shows an admin the raw upstream status and body in the tester', async () => {
    const response = await callApi(
      test,
      admin.cookie,
      'POST',
      `/api/servers/${serverId}/endpoints/${endpointId}/test`,
      {
        urlVariables: {},
        params: {},
      },
    );
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/json/);
    expect(JSON.parse(answer.body).value.length).toBeGreaterThan(0);
  });

  it('refuses the tester to designers and users, and to an endpoint of another server', async () => {
    for (const caller of [designer, user]) {
      const response = await callApi(
        test,
        caller.cookie,
        'POST',
        `/api/servers/${serverId}/endpoints/${endpointId}/test`,
        {},
      );
      expect(response.statusCode).toBe(403);
    }
    const otherServer = await addServer(test, admin.cookie);
    const response = await callApi(
      test,
      admin.cookie,
      'POST',
      `/api/servers/${otherServer.uuid}/endpoints/${endpointId}/test`,
      {},
    );
    expect(response.statusCode).toBe(404);
  });
});
