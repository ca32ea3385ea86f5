import { randomUUID } from 'node:crypto';
import { sealTokens } from '../../src/modules/connections/sealed-tokens.ts';
import type { MatrixWorld } from './matrix-world.ts';
import type { Expected, PermissionRow } from './permission-rows.ts';

/** A per-person server (DESIGN.md §6d) whose page is in the plain user's group; made once per world. */
const perPersonPages = new WeakMap<MatrixWorld, Promise<{ server: string }>>();

function perPersonPageOf(w: MatrixWorld) {
  let made = perPersonPages.get(w);
  if (!made) {
    made = (async () => {
      const server = await w.adminCall('POST', '/api/servers', {
        name: w.uniqueName('Per person'),
        settings: {
          url: 'https://orders.example.com/api/',
          authType: 'oauth2-user',
          auth: {
            authorizeUrl: 'https://id.example.com/authorize',
            tokenUrl: 'https://id.example.com/token',
            clientId: 'portal',
            clientSecret: 'client secret',
            scopes: 'orders',
          },
        },
      });
      const serverId = server.json().uuid as string;
      const endpoint = await w.adminCall('POST', `/api/servers/${serverId}/endpoints`, {
        name: 'Orders',
        settings: { url: 'orders', method: 'GET', response: 'list' },
      });
      const view = await w.adminCall('POST', '/api/views', {
        name: w.uniqueName('Orders'),
        type: 'search',
        metacontent: { title: 'Orders', columns: [], textFilters: [], customFilters: [] },
        metadata: { server: serverId, endpoint: endpoint.json().uuid },
      });
      await w.adminCall('POST', `/api/groups/${w.group.uuid}/views`, { viewUuid: view.json().uuid });
      return { server: serverId };
    })();
    perPersonPages.set(w, made);
  }
  return made;
}

/** Each person of the world's account connected to the per-person server, as if through its flow. */
async function connectEveryone(w: MatrixWorld, serverId: string) {
  const { db } = w.test.context;
  const people = await db
    .selectFrom('users')
    .select('id')
    .where('account_id', '=', w.user.accountId)
    .execute();
  const now = Date.now();
  for (const person of people) {
    const owner = { server_id: serverId, user_id: person.id };
    await db
      .deleteFrom('upstream_connections')
      .where('user_id', '=', person.id)
      .where('server_id', '=', serverId)
      .execute();
    await db
      .insertInto('upstream_connections')
      .values({
        id: randomUUID(),
        account_id: w.user.accountId,
        ...owner,
        tokens_sealed: sealTokens(w.test.app.secretBox, owner, {
          accessToken: `access ${randomUUID()}`,
          refreshToken: undefined,
          expiresAt: null,
        }),
        expires_at: null,
        revision: 1,
        created_at: now,
        updated_at: now,
        last_used_at: null,
      })
      .execute();
  }
}

const adminOnlyRow: Expected = [401, 403, 403, 200, 404];

// DESIGN.md §6d. Connecting needs no call to the authorization server (the address is built here), so
// every caller who may use the server gets its address; the callback is a browser's redirect target.
export const connectionRows: PermissionRow[] = [
  {
    route: 'POST /api/servers/:id/oauth/start',
    expect: [401, 200, 200, 200, 404],
    call: async (w) => ({ url: `/api/servers/${(await perPersonPageOf(w)).server}/oauth/start`, body: {} }),
    note: 'a per-person server of a page in the user’s group',
  },
  {
    route: 'GET /api/servers/oauth/callback',
    expect: [302, 302, 302, 302, 302],
    note: 'a redirect back to the portal whoever comes, connecting nobody without the attempt’s session',
  },
  { route: 'GET /api/me/connections', expect: [401, 200, 200, 200, 200] },
  {
    route: 'DELETE /api/me/connections/:serverId',
    expect: [401, 204, 204, 204, 404],
    call: async (w) => {
      const { server } = await perPersonPageOf(w);
      await connectEveryone(w, server);
      return { url: `/api/me/connections/${server}` };
    },
    note: 'each caller’s own connection',
  },
  {
    route: 'GET /api/servers/:id/connections',
    expect: adminOnlyRow,
    call: async (w) => ({ url: `/api/servers/${(await perPersonPageOf(w)).server}/connections` }),
  },
  {
    route: 'DELETE /api/servers/:id/connections',
    expect: adminOnlyRow,
    call: async (w) => ({ url: `/api/servers/${(await perPersonPageOf(w)).server}/connections` }),
  },
];
