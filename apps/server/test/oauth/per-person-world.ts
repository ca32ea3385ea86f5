import type { View } from '@portal/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import { addGroup, addToGroup } from '../group-fixtures.ts';
import { addEndpoint, addServer, callApi } from '../server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { addView, detailViewBody } from '../view-fixtures.ts';
import { perPersonEnvironment, perPersonSettings, testCallback } from './per-person-settings.ts';
import { signInAtProvider } from './sign-in-at-provider.ts';

export { perPersonEnvironment, perPersonSettings, testCallback };

import { type AuthorizationServer, startAuthorizationServer } from './start-authorization-server.ts';
import { type ResourceServer, startResourceServer } from './start-resource-server.ts';

export type PerPersonPeers = { authorization: AuthorizationServer; resource: ResourceServer; test: TestApp };

/**
 * The test file's authorization server, resource server and portal (its guard letting through exactly
 * the two), started before its tests and closed after them. Read the fields inside tests and hooks.
 */
export function usePerPersonPeers(
  options: {
    rotateRefreshTokens?: boolean;
    app?: Parameters<typeof createTestApp>[1];
    environment?: Record<string, string>;
  } = {},
): PerPersonPeers {
  const peers = {} as PerPersonPeers;
  beforeAll(async () => {
    peers.authorization = await startAuthorizationServer({
      redirectUri: testCallback,
      rotateRefreshTokens: options.rotateRefreshTokens,
    });
    peers.resource = await startResourceServer(peers.authorization);
    peers.test = await createTestApp(
      { ...perPersonEnvironment(peers.authorization, peers.resource), ...options.environment },
      options.app,
    );
  });
  afterAll(async () => {
    await peers.test?.close();
    await peers.resource?.close();
    await peers.authorization?.close();
  });
  return peers;
}

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
