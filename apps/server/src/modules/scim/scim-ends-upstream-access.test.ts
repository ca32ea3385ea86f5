import { scimSchemas } from '@portal/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createPerPersonWorld,
  orderIdsOf,
  type PerPersonWorld,
  usePerPersonPeers,
} from '../../../test/oauth/per-person-world.ts';
import { scim, scimTokenOf } from '../../../test/scim-client.ts';

const peers = usePerPersonPeers();
let world: PerPersonWorld;
let token: string;

/** DESIGN.md §4a and §6d: SCIM's deactivation and deletion end the person's per-person data access too. */
describe('a person SCIM deactivates or deletes', () => {
  beforeEach(async () => {
    world = await createPerPersonWorld(peers.test, peers.authorization, peers.resource);
    token = await scimTokenOf(peers.test, world.admin);
  });

  /** Ana connected to the per-person server, and the access token the data server received for her. */
  async function connectedAna(): Promise<string> {
    await world.connect(world.ana, 'ana');
    const received = peers.resource.tokensReceived.length;
    expect(orderIdsOf(await world.searchCall(world.ana, { limit: 3 }))).not.toEqual([]);
    const accessToken = peers.resource.tokensReceived[received];
    expect(await peers.authorization.isActive(accessToken)).toBe(true);
    return accessToken;
  }

  const connectionsOfAna = () =>
    peers.test.context.db
      .selectFrom('upstream_connections')
      .select('user_id')
      .where('user_id', '=', world.ana.id)
      .execute();

  it('active: false forgets and revokes her data server tokens', async () => {
    const accessToken = await connectedAna();
    const patched = await scim(peers.test, token, 'PATCH', `/Users/${world.ana.id}`, {
      schemas: [scimSchemas.patchOp],
      Operations: [{ op: 'replace', path: 'active', value: false }],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await peers.authorization.isActive(accessToken)).toBe(false);
    expect(await connectionsOfAna()).toEqual([]);
  });

  it('DELETE revokes her data server tokens before she goes', async () => {
    const accessToken = await connectedAna();
    expect((await scim(peers.test, token, 'DELETE', `/Users/${world.ana.id}`)).statusCode).toBe(204);
    expect(await peers.authorization.isActive(accessToken)).toBe(false);
  });
});
