import { messages } from '@portal/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createPerPersonWorld,
  orderIdsOf,
  type PerPersonWorld,
  usePerPersonPeers,
} from '../../../test/oauth/per-person-world.ts';

const peers = usePerPersonPeers({ rotateRefreshTokens: true });
let world: PerPersonWorld;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
beforeEach(async () => {
  peers.authorization.setAccessTokenSeconds(3600);
  world = await createPerPersonWorld(peers.test, peers.authorization, peers.resource);
});

const refreshes = () => peers.authorization.grants.get('refresh_token') ?? 0;
/** A call nobody made before (the cache would answer a repeat without the upstream). */
let page = 0;
function freshCall(person: PerPersonWorld['ana']) {
  page += 1;
  return world.searchCall(person, { limit: 10 + page });
}

async function auditOf(userId: string) {
  return peers.test.context.db
    .selectFrom('audit_log')
    .select(['action', 'detail', 'target_name'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

describe("a person's tokens", () => {
  it('are refreshed once expired, with nobody noticing, and the rotated refresh token is kept', async () => {
    peers.authorization.setAccessTokenSeconds(2);
    await world.connect(world.ana, 'ana');
    expect(orderIdsOf(await freshCall(world.ana))).toEqual(['A-1', 'A-2', 'A-3']);
    const before = refreshes();
    const received = peers.resource.tokensReceived.length;
    await sleep(2_200);
    expect(orderIdsOf(await freshCall(world.ana))).toEqual(['A-1', 'A-2', 'A-3']);
    expect(refreshes() - before).toBe(1);
    // A second refresh works only with the refresh token the first one rotated to.
    await sleep(2_200);
    expect(orderIdsOf(await freshCall(world.ana))).toEqual(['A-1', 'A-2', 'A-3']);
    expect(refreshes() - before).toBe(2);
    const sent = peers.resource.tokensReceived.slice(received);
    expect(new Set(sent).size).toBe(2);
    // Refreshes on the person's behalf are not the person's doing: nothing in their audit trail.
    expect((await auditOf(world.ana.id)).map((entry) => entry.action)).toEqual(['connection.connect']);
  });

  it('refresh once for 8 calls of one person arriving together after expiry', async () => {
    peers.authorization.setAccessTokenSeconds(1);
    await world.connect(world.ana, 'ana');
    // The refreshed token lives an hour, so however slowly the 8 calls go, one refresh serves them.
    peers.authorization.setAccessTokenSeconds(3600);
    await sleep(1_200);
    const before = refreshes();
    const answers = await Promise.all(Array.from({ length: 8 }, () => freshCall(world.ana)));
    for (const answer of answers) expect(orderIdsOf(answer)).toEqual(['A-1', 'A-2', 'A-3']);
    expect(refreshes() - before).toBe(1);
  });

  it('are renewed once when the data server refuses a token before its expiry', async () => {
    await world.connect(world.ana, 'ana');
    expect(orderIdsOf(await freshCall(world.ana))).toEqual(['A-1', 'A-2', 'A-3']);
    // The provider forgets every access token (as a restart without storage would).
    peers.authorization.forgetAccessTokens();
    const before = refreshes();
    expect(orderIdsOf(await freshCall(world.ana))).toEqual(['A-1', 'A-2', 'A-3']);
    expect(refreshes() - before).toBe(1);
  });

  it("turn into 'Connect to …' when the refresh is refused, and the connection is forgotten", async () => {
    peers.authorization.setAccessTokenSeconds(1);
    await world.connect(world.ana, 'ana');
    await world.connect(world.ben, 'ben');
    expect(await peers.authorization.refuseRefreshesOf('ana')).toBeGreaterThan(0);
    await sleep(1_200);
    const refused = await freshCall(world.ana);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      code: 'connection_required',
      message: `${messages.connectionRequired} Orders API.`,
      server: { uuid: world.server.uuid, name: 'Orders API' },
    });
    const mine = await peers.test.app.inject({
      method: 'GET',
      url: '/api/me/connections',
      headers: { cookie: world.ana.cookie },
    });
    expect(mine.json()).toEqual([
      {
        server: { uuid: world.server.uuid, name: 'Orders API' },
        authType: 'oauth2-user',
        connected: false,
        connectedAt: null,
        lastUsedAt: null,
      },
    ]);
    expect((await auditOf(world.ana.id)).map((entry) => entry.action)).toEqual([
      'connection.connect',
      'connection.refused',
    ]);
    // Ben's connection is his own: it still refreshes.
    expect(orderIdsOf(await freshCall(world.ben))).toEqual(['B-1', 'B-2']);
    // Connecting again brings Ana's rows back.
    await world.connect(world.ana, 'ana');
    expect(orderIdsOf(await freshCall(world.ana))).toEqual(['A-1', 'A-2', 'A-3']);
  });
});
