import { beforeEach, describe, expect, it } from 'vitest';
import {
  createPerPersonWorld,
  orderIdsOf,
  type PerPersonWorld,
  perPersonSettings,
  usePerPersonPeers,
} from '../../../test/oauth/per-person-world.ts';
import { scim, scimTokenOf } from '../../../test/scim-client.ts';
import { callApi } from '../../../test/server-fixtures.ts';
import type { TestUser } from '../../../test/test-app.ts';

const peers = usePerPersonPeers();
let world: PerPersonWorld;

/** Refresh tokens the provider held for each login before this test's connection. */
const heldBefore = new Map<string, number>();

/** Connects the person, makes one call and answers the access token the peers.resource server got for it. */
async function connectedWithToken(person: TestUser, login: string): Promise<string> {
  heldBefore.set(login, peers.authorization.refreshTokensOf(login));
  await world.connect(person, login);
  const received = peers.resource.tokensReceived.length;
  expect(orderIdsOf(await world.searchCall(person, { limit: 7 }))).not.toEqual([]);
  const token = peers.resource.tokensReceived[received];
  expect(await peers.authorization.isActive(token)).toBe(true);
  expect(peers.authorization.refreshTokensOf(login)).toBe(heldBefore.get(login)! + 1);
  return token;
}

/** The person's tokens are gone at the provider: the access token refused, its refresh token revoked. */
async function expectRevoked(token: string, login: string) {
  expect(await peers.authorization.isActive(token)).toBe(false);
  expect(peers.authorization.refreshTokensOf(login)).toBe(heldBefore.get(login));
}

const actionsOf = async (userId: string) =>
  (
    await peers.test.context.db
      .selectFrom('audit_log')
      .select('action')
      .where('account_id', '=', world.accountId)
      .where('target_id', '=', userId)
      .execute()
  ).map((entry) => entry.action);

describe('ending a person’s access to a per-person server', () => {
  beforeEach(async () => {
    world = await createPerPersonWorld(peers.test, peers.authorization, peers.resource);
  });

  it("'Disconnect' on Settings forgets and revokes the person's tokens", async () => {
    const token = await connectedWithToken(world.ana, 'ana');
    const response = await callApi(
      peers.test,
      world.ana.cookie,
      'DELETE',
      `/api/me/connections/${world.server.uuid}`,
    );
    expect(response.statusCode).toBe(204);
    await expectRevoked(token, 'ana');
    expect((await world.searchCall(world.ana)).json().code).toBe('connection_required');
    const again = await callApi(
      peers.test,
      world.ana.cookie,
      'DELETE',
      `/api/me/connections/${world.server.uuid}`,
    );
    expect(again.statusCode).toBe(404);
  });

  it('deactivation revokes the person’s tokens and leaves the others connected', async () => {
    const token = await connectedWithToken(world.ana, 'ana');
    const bens = await connectedWithToken(world.ben, 'ben');
    const response = await callApi(peers.test, world.admin.cookie, 'PUT', `/api/users/${world.ana.id}`, {
      firstName: 'Ana',
      lastName: 'Person',
      active: false,
      roles: ['user'],
    });
    expect(response.statusCode, response.body).toBe(200);
    await expectRevoked(token, 'ana');
    expect(
      await peers.test.context.db.selectFrom('upstream_connections').select('user_id').execute(),
    ).not.toContainEqual({
      user_id: world.ana.id,
    });
    expect(await actionsOf(world.ana.id)).toContain('connection.end_access');
    expect(await peers.authorization.isActive(bens)).toBe(true);
    expect(orderIdsOf(await world.searchCall(world.ben))).toEqual(['B-1', 'B-2']);
  });

  it('deletion revokes the person’s tokens before the person goes', async () => {
    const token = await connectedWithToken(world.ana, 'ana');
    const response = await callApi(peers.test, world.admin.cookie, 'DELETE', `/api/users/${world.ana.id}`);
    expect(response.statusCode, response.body).toBeLessThan(300);
    await expectRevoked(token, 'ana');
  });

  it('SCIM active: false and a SCIM deletion revoke the person’s tokens', async () => {
    const token = await scimTokenOf(peers.test, world.admin);
    const anas = await connectedWithToken(world.ana, 'ana');
    const deactivated = await scim(peers.test, token, 'PATCH', `/Users/${world.ana.id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    await expectRevoked(anas, 'ana');
    const bens = await connectedWithToken(world.ben, 'ben');
    const deleted = await scim(peers.test, token, 'DELETE', `/Users/${world.ben.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    await expectRevoked(bens, 'ben');
  });

  it("'Sign out everywhere' ends every session and revokes the person's tokens", async () => {
    const token = await connectedWithToken(world.ana, 'ana');
    const response = await callApi(peers.test, world.ana.cookie, 'POST', '/api/me/sign-out-everywhere');
    expect(response.statusCode).toBe(200);
    await expectRevoked(token, 'ana');
    expect((await world.searchCall(world.ana)).statusCode).toBe(401);
    expect((await world.searchCall(world.ana)).json().code).toBe('unauthenticated');
  });
});

describe("the admin's view of a per-person server", () => {
  beforeEach(async () => {
    world = await createPerPersonWorld(peers.test, peers.authorization, peers.resource);
  });

  it('says who is connected, since when and when their token was last used, never a token', async () => {
    const anas = await connectedWithToken(world.ana, 'ana');
    await world.connect(world.ben, 'ben');
    const response = await callApi(
      peers.test,
      world.admin.cookie,
      'GET',
      `/api/servers/${world.server.uuid}/connections`,
    );
    expect(response.statusCode).toBe(200);
    const view = response.json();
    expect(view.connected).toBe(2);
    const byId = new Map(view.people.map((person: { user: { uuid: string } }) => [person.user.uuid, person]));
    expect(byId.get(world.ana.id)).toMatchObject({
      user: { email: world.ana.email },
      lastUsedAt: expect.any(Number),
    });
    expect(byId.get(world.ben.id)).toMatchObject({ user: { email: world.ben.email }, lastUsedAt: null });
    expect(response.body).not.toContain(anas);
  });

  it("'Disconnect everyone' revokes every person's tokens", async () => {
    const anas = await connectedWithToken(world.ana, 'ana');
    const bens = await connectedWithToken(world.ben, 'ben');
    const response = await callApi(
      peers.test,
      world.admin.cookie,
      'DELETE',
      `/api/servers/${world.server.uuid}/connections`,
    );
    expect(response.json()).toEqual({ disconnected: 2 });
    await expectRevoked(anas, 'ana');
    await expectRevoked(bens, 'ben');
    expect((await world.searchCall(world.ben)).json().code).toBe('connection_required');
    const after = await callApi(
      peers.test,
      world.admin.cookie,
      'GET',
      `/api/servers/${world.server.uuid}/connections`,
    );
    expect(after.json()).toEqual({ connected: 0, people: [] });
    expect(await actionsOf(world.server.uuid)).toContain('connection.disconnect_all');
  });

  it("a server moved to another address ends its people's connections, revoked as it was", async () => {
    const token = await connectedWithToken(world.ana, 'ana');
    const settings = perPersonSettings(peers.authorization, peers.resource);
    const moved = await callApi(peers.test, world.admin.cookie, 'PUT', `/api/servers/${world.server.uuid}`, {
      name: 'Orders API',
      settings: { ...settings, url: 'https://orders.example.com/api/', auth: {} },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await expectRevoked(token, 'ana');
    expect((await world.searchCall(world.ana)).json().code).toBe('connection_required');
  });

  it("a server renamed keeps its people's connections; one deleted revokes them", async () => {
    const token = await connectedWithToken(world.ana, 'ana');
    const settings = perPersonSettings(peers.authorization, peers.resource);
    const renamed = await callApi(
      peers.test,
      world.admin.cookie,
      'PUT',
      `/api/servers/${world.server.uuid}`,
      {
        name: 'Orders',
        settings: { ...settings, auth: {} },
      },
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(orderIdsOf(await world.searchCall(world.ana, { limit: 3 }))).toEqual(['A-1', 'A-2', 'A-3']);
    const deleted = await callApi(
      peers.test,
      world.admin.cookie,
      'DELETE',
      `/api/servers/${world.server.uuid}`,
    );
    expect(deleted.statusCode).toBeLessThan(300);
    await expectRevoked(token, 'ana');
  });

  it('is for admins, and for per-person servers only', async () => {
    const asUser = await callApi(
      peers.test,
      world.ana.cookie,
      'GET',
      `/api/servers/${world.server.uuid}/connections`,
    );
    expect(asUser.statusCode).toBe(403);
  });
});
