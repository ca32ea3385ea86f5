import { messages } from '@portal/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createPerPersonWorld,
  orderIdsOf,
  type PerPersonWorld,
  perPersonSettings,
  testCallback,
  usePerPersonPeers,
} from '../../../test/oauth/per-person-world.ts';
import { signInAtProvider } from '../../../test/oauth/sign-in-at-provider.ts';
import { addServer, callApi } from '../../../test/server-fixtures.ts';
import { addUser, type TestUser } from '../../../test/test-app.ts';

const peers = usePerPersonPeers();
let world: PerPersonWorld;
beforeEach(async () => {
  world = await createPerPersonWorld(peers.test, peers.authorization, peers.resource);
});

const start = (person: TestUser, returnTo = '/user/search/x') =>
  callApi(peers.test, person.cookie, 'POST', `/api/servers/${world.server.uuid}/oauth/start`, { returnTo });
const callback = (address: string, cookie?: string) =>
  peers.test.app.inject({
    method: 'GET',
    url: address.replace('http://portal.test', ''),
    headers: cookie ? { cookie } : {},
  });

describe("'Connect to {server}'", () => {
  it('sends the person to the peers.authorization page with PKCE (S256), a state and the one callback', async () => {
    const response = await start(world.ana);
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().url);
    expect(url.origin + url.pathname).toBe(peers.authorization.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'orders-portal',
      redirect_uri: testCallback,
      scope: 'orders offline_access',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  });

  it('takes each callback once: the same state again connects nobody', async () => {
    const back = await signInAtProvider((await start(world.ana)).json().url, 'ana', {
      callbackPrefix: testCallback,
    });
    expect((await callback(back, world.ana.cookie)).headers.location).toBe(
      '/user/search/x?connection=connected',
    );
    const again = await callback(back, world.ana.cookie);
    expect(again.headers.location).toBe('/home?connection=expired');
  });

  it("refuses a callback brought to another person's browser (their session), connecting nobody", async () => {
    const back = await signInAtProvider((await start(world.ana)).json().url, 'ana', {
      callbackPrefix: testCallback,
    });
    const taken = await callback(back, world.ben.cookie);
    expect(taken.headers.location).toBe('/user/search/x?connection=failed');
    expect((await world.searchCall(world.ben)).json().code).toBe('connection_required');
    // Nor can the one whose attempt it was use it afterwards.
    expect((await callback(back, world.ana.cookie)).headers.location).toBe('/home?connection=expired');
    expect((await world.searchCall(world.ana)).json().code).toBe('connection_required');
  });

  it('tells the page the person cancelled at the peers.authorization server', async () => {
    const back = await signInAtProvider((await start(world.ana)).json().url, 'ana', {
      callbackPrefix: testCallback,
      deny: true,
    });
    expect(new URL(back).searchParams.get('error')).toBe('access_denied');
    expect((await callback(back, world.ana.cookie)).headers.location).toBe(
      '/user/search/x?connection=denied',
    );
    expect((await world.searchCall(world.ana)).statusCode).toBe(401);
  });

  it('answers a forged code with failed, and an unknown state with expired', async () => {
    const url = new URL((await start(world.ana)).json().url);
    const state = url.searchParams.get('state')!;
    const forged = await callback(`/api/servers/oauth/callback?code=forged&state=${state}`, world.ana.cookie);
    expect(forged.headers.location).toBe('/user/search/x?connection=failed');
    const unknown = await callback('/api/servers/oauth/callback?code=x&state=unknown', world.ana.cookie);
    expect(unknown.headers.location).toBe('/home?connection=expired');
  });

  it('comes back only to a page of the portal', async () => {
    for (const returnTo of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'user/search',
      '/..//evil.example',
      '/a/%2e%2e//evil.example',
    ]) {
      const response = await start(world.ana, returnTo);
      expect(response.statusCode, returnTo).toBe(400);
      expect(response.json().message).toBe(messages.returnToInvalid);
    }
  });

  it('is offered only for the servers of the person’s pages, and only for oauth2-user', async () => {
    const outsider = await addUser(peers.test, world.accountId, ['user']);
    const refused = await callApi(
      peers.test,
      outsider.cookie,
      'POST',
      `/api/servers/${world.server.uuid}/oauth/start`,
      {},
    );
    expect(refused.statusCode).toBe(404);
    const shared = await addServer(peers.test, world.admin.cookie);
    const notPerUser = await callApi(
      peers.test,
      world.admin.cookie,
      'POST',
      `/api/servers/${shared.uuid}/oauth/start`,
      {},
    );
    expect(notPerUser.statusCode).toBe(404);
    const list = await peers.test.app.inject({
      method: 'GET',
      url: '/api/me/connections',
      headers: { cookie: outsider.cookie },
    });
    expect(list.json()).toEqual([]);
  });

  it('sends every token request through the outbound guard', async () => {
    const blocked = await addServer(peers.test, world.admin.cookie, {
      name: 'Blocked tokens',
      settings: {
        ...perPersonSettings(peers.authorization, peers.resource),
        auth: {
          ...perPersonSettings(peers.authorization, peers.resource).auth,
          tokenUrl: 'http://169.254.169.254/token',
        },
      },
    });
    const started = await callApi(
      peers.test,
      world.admin.cookie,
      'POST',
      `/api/servers/${blocked.uuid}/oauth/start`,
      {
        returnTo: '/home',
      },
    );
    const grantsBefore = peers.authorization.grants.get('authorization_code') ?? 0;
    const back = await signInAtProvider(started.json().url, 'ana', { callbackPrefix: testCallback });
    expect((await callback(back, world.admin.cookie)).headers.location).toBe('/home?connection=failed');
    expect(peers.authorization.grants.get('authorization_code') ?? 0).toBe(grantsBefore);
  });

  it('lists the person’s connections on their Settings, never a token', async () => {
    await world.connect(world.ana, 'ana');
    await world.searchCall(world.ana);
    const list = () =>
      peers.test.app.inject({
        method: 'GET',
        url: '/api/me/connections',
        headers: { cookie: world.ana.cookie },
      });
    // The use is written after the call answers: the list shows it once written.
    let response = await list();
    for (const deadline = Date.now() + 5_000; !response.json()[0]?.lastUsedAt && Date.now() < deadline; )
      response = await list();
    expect(response.statusCode).toBe(200);
    const [connection] = response.json();
    expect(connection).toMatchObject({
      server: { uuid: world.server.uuid, name: 'Orders API' },
      authType: 'oauth2-user',
      connected: true,
    });
    expect(connection.connectedAt).toBeGreaterThan(Date.now() - 60_000);
    expect(connection.lastUsedAt).toBeGreaterThanOrEqual(connection.connectedAt);
    for (const token of peers.resource.tokensReceived) expect(response.body).not.toContain(token);
    expect(orderIdsOf(await world.searchCall(world.ana))).toEqual(['A-1', 'A-2', 'A-3']);
  });
});
