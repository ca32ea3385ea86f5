import { messages } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createPerPersonWorld,
  orderIdsOf,
  type PerPersonWorld,
  usePerPersonPeers,
} from '../../../test/oauth/per-person-world.ts';
import { callApi } from '../../../test/server-fixtures.ts';

const peers = usePerPersonPeers();
let world: PerPersonWorld;

beforeAll(async () => {
  world = await createPerPersonWorld(peers.test, peers.authorization, peers.resource);
});

describe('a data server that answers as each person (oauth2-user)', () => {
  it('answers a person without a connection 401 connection_required naming the server', async () => {
    const response = await world.searchCall(world.ana);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'connection_required',
      message: `${messages.connectionRequired} Orders API.`,
      server: { uuid: world.server.uuid, name: 'Orders API' },
    });
    // The person stays signed in: the page's hint is not cleared by this 401.
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('connects a person through the provider and sends them back to their page', async () => {
    const location = await world.connect(world.ana, 'ana');
    expect(location).toBe(`/user/search/${world.search.uuid}?connection=connected`);
    expect(orderIdsOf(await world.searchCall(world.ana))).toEqual(['A-1', 'A-2', 'A-3']);
  });

  it('gives two people with the same call their own rows, cold and cached', async () => {
    await world.connect(world.ben, 'ben');
    const params = { textSearch: { fields: [], values: [] }, limit: 25 };
    const before = peers.resource.requests.length;
    expect(orderIdsOf(await world.searchCall(world.ana, params))).toEqual(['A-1', 'A-2', 'A-3']);
    expect(orderIdsOf(await world.searchCall(world.ben, params))).toEqual(['B-1', 'B-2']);
    expect(peers.resource.requests.length - before).toBe(2);
    // Cached: the same answers again, and no request upstream.
    expect(orderIdsOf(await world.searchCall(world.ana, params))).toEqual(['A-1', 'A-2', 'A-3']);
    expect(orderIdsOf(await world.searchCall(world.ben, params))).toEqual(['B-1', 'B-2']);
    expect(peers.resource.requests.length - before).toBe(2);
  });

  it('makes one upstream request for 8 identical cold calls of one person', async () => {
    const params = { limit: 8 };
    const before = peers.resource.requests.length;
    const answers = await Promise.all(Array.from({ length: 8 }, () => world.searchCall(world.ana, params)));
    for (const answer of answers) expect(orderIdsOf(answer)).toEqual(['A-1', 'A-2', 'A-3']);
    expect(peers.resource.requests.length - before).toBe(1);
  });

  it('exports each person’s own rows', async () => {
    for (const [person, ids] of [
      [world.ana, ['A-1', 'A-2', 'A-3']],
      [world.ben, ['B-1', 'B-2']],
    ] as const) {
      const response = await callApi(
        peers.test,
        person.cookie,
        'POST',
        `/api/views/${world.search.uuid}/export`,
        {},
      );
      expect(response.statusCode, response.body).toBe(200);
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(lines[0]).toBe('Order,Item');
      expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(ids);
    }
  });

  it("after 'Refresh data' each person's next call goes to the data server as them", async () => {
    const params = { limit: 30 };
    await world.searchCall(world.ana, params);
    await world.searchCall(world.ben, params);
    const purged = await callApi(
      peers.test,
      world.admin.cookie,
      'POST',
      `/api/servers/${world.server.uuid}/endpoints/${world.list.uuid}/purge`,
    );
    expect(purged.statusCode).toBeLessThan(300);
    const before = peers.resource.requests.length;
    expect(orderIdsOf(await world.searchCall(world.ben, params))).toEqual(['B-1', 'B-2']);
    expect(orderIdsOf(await world.searchCall(world.ana, params))).toEqual(['A-1', 'A-2', 'A-3']);
    expect(peers.resource.requests.slice(before).map((request) => request.owner)).toEqual(['ben', 'ana']);
  });

  it("opens a person's own record and never another person's", async () => {
    const own = await world.recordCall(world.ana, 'A-2');
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ id: 'A-2', item: 'Axe' });
    const others = await world.recordCall(world.ana, 'B-1');
    expect(others.statusCode).toBe(502);
  });
});
