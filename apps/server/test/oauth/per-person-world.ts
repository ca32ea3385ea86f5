import type { View } from '@portal/contracts';
import { expect } from 'vitest';
import { addGroup, addToGroup } from '../group-fixtures.ts';
import { addEndpoint, addServer, callApi } from '../server-fixtures.ts';
import { addUser, createTenant, type TestApp, type TestUser } from '../test-app.ts';
import { addView, detailViewBody } from '../view-fixtures.ts';
import { signInAtProvider } from './sign-in-at-provider.ts';
import type { AuthorizationServer } from './start-authorization-server.ts';
import type { ResourceServer } from './start-resource-server.ts';

/** The portal's callback in tests (PUBLIC_URL is http://portal.test). */
export const testCallback = 'http://portal.test/api/servers/oauth/callback';

/** The environment of a portal whose guard lets through exactly the two test servers. */
export const perPersonEnvironment = (authorization: AuthorizationServer, resource: ResourceServer) => ({
  UPSTREAM_ALLOW: `${authorization.hostPort},${resource.hostPort}`,
});

/** The `oauth2-user` settings of a server at the resource server, authorized by the provider. */
export const perPersonSettings = (authorization: AuthorizationServer, resource: ResourceServer) => ({
  url: resource.url,
  adapter: 'default',
  authType: 'oauth2-user',
  auth: {
    authorizeUrl: authorization.authorizeUrl,
    tokenUrl: authorization.tokenUrl,
    revokeUrl: authorization.revokeUrl,
    clientId: authorization.portalClient.id,
    clientSecret: authorization.portalClient.secret,
    scopes: 'orders offline_access',
  },
});

export type PerPersonWorld = Awaited<ReturnType<typeof createPerPersonWorld>>;

/**
 * An account with an admin and two plain users, Ana and Ben (who sign in at the provider as `ana`
 * and `ben`), a per-person server at the resource server with a list and a record endpoint, a search
 * page and a detail page of orders given to both through a group.
 */
export async function createPerPersonWorld(
  test: TestApp,
  authorization: AuthorizationServer,
  resource: ResourceServer,
) {
  const { accountId, user: admin } = await createTenant(test, ['admin', 'designer', 'user']);
  const ana = await addUser(test, accountId, ['user']);
  const ben = await addUser(test, accountId, ['user']);
  const server = await addServer(test, admin.cookie, {
    name: 'Orders API',
    settings: perPersonSettings(authorization, resource),
  });
  const list = await addEndpoint(test, admin.cookie, server.uuid, {
    name: 'Orders',
    settings: { url: 'orders', method: 'GET', response: 'list' },
  });
  const record = await addEndpoint(test, admin.cookie, server.uuid, {
    name: 'Order',
    settings: { url: 'orders/$(id)', method: 'GET', response: 'record' },
  });
  const search: View = await addView(
    test,
    admin.cookie,
    { server: server.uuid, endpoint: list.uuid },
    {
      name: 'My orders',
      metacontent: {
        title: 'My orders',
        columns: [
          { value: 'id', label: 'Order', width: 'max-w-24', hidemobile: '' },
          { value: 'item', label: 'Item', width: 'max-w-40', hidemobile: '' },
        ],
        textFilters: [{ key: 'item', field: 'item', label: 'Item' }],
        customFilters: [],
      },
    },
  );
  const detailResponse = await callApi(
    test,
    admin.cookie,
    'POST',
    '/api/views',
    detailViewBody(
      { server: server.uuid, endpoint: record.uuid },
      {
        name: 'Order',
        metacontent: { title: { dataset: 'main', field: 'item' }, contextual: [], panels: [] },
        metadata: {
          server: server.uuid,
          endpoint: record.uuid,
          datasets: [
            {
              name: 'main',
              datasetType: 'record',
              server: server.uuid,
              serverName: 'Orders API',
              endpoint: record.uuid,
              variables: [],
            },
          ],
        },
      },
    ),
  );
  expect(detailResponse.statusCode, detailResponse.body).toBe(200);
  const detail: View = detailResponse.json();
  const group = await addGroup(test, admin.cookie);
  for (const person of [ana, ben]) await addToGroup(test, admin.cookie, group.uuid, { userUuid: person.id });
  for (const view of [search, detail])
    await addToGroup(test, admin.cookie, group.uuid, { viewUuid: view.uuid });

  /** A search page's call of the list, as the page makes it. */
  const searchCall = (person: TestUser, params: Record<string, unknown> = {}) =>
    callApi(test, person.cookie, 'POST', '/api/proxy', {
      uuid: list.uuid,
      view: search.uuid,
      urlVariables: {},
      params: { offset: 0, limit: 50, ...params },
    });
  /** The detail page's call of one order. */
  const recordCall = (person: TestUser, id: string) =>
    callApi(test, person.cookie, 'POST', '/api/proxy', {
      uuid: record.uuid,
      view: detail.uuid,
      dataset: 'main',
      urlVariables: { id },
    });

  /** 'Connect to Orders API' as the person, signing in at the provider as `login`. */
  async function connect(person: TestUser, login: string, returnTo = `/user/search/${search.uuid}`) {
    const started = await callApi(test, person.cookie, 'POST', `/api/servers/${server.uuid}/oauth/start`, {
      returnTo,
    });
    expect(started.statusCode, started.body).toBe(200);
    const back = await signInAtProvider(started.json().url, login, { callbackPrefix: testCallback });
    const finished = await test.app.inject({
      method: 'GET',
      url: back.replace('http://portal.test', ''),
      headers: { cookie: person.cookie },
    });
    expect(finished.statusCode, finished.body).toBe(302);
    return finished.headers.location as string;
  }

  return {
    accountId,
    admin,
    ana,
    ben,
    server,
    list,
    record,
    search,
    detail,
    group,
    searchCall,
    recordCall,
    connect,
  };
}

/** The ids of the orders a data call answered. */
export const orderIdsOf = (response: { json(): unknown }) =>
  ((response.json() as { data: { value: { id: string }[] } }).data.value ?? []).map((order) => order.id);
