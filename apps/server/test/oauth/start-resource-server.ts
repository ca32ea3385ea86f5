import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AuthorizationServer } from './start-authorization-server.ts';

/** An order of the test's own API: each belongs to one person (the `sub` of the tokens). */
export type Order = { id: string; owner: string; item: string; total: number };

export type ResourceServer = {
  url: string;
  /** host:port, for UPSTREAM_ALLOW. */
  hostPort: string;
  /** Every data request answered so far, with the person its token named (or null when refused). */
  requests: { path: string; owner: string | null }[];
  /** Every bearer token it received, in the order received. */
  tokensReceived: string[];
  close(): Promise<void>;
};

/** The orders of two people, Ana and Ben, a few each. */
export const sampleOrders: Order[] = [
  { id: 'A-1', owner: 'ana', item: 'Anvil', total: 120 },
  { id: 'A-2', owner: 'ana', item: 'Axe', total: 45 },
  { id: 'A-3', owner: 'ana', item: 'Awl', total: 9 },
  { id: 'B-1', owner: 'ben', item: 'Bellows', total: 80 },
  { id: 'B-2', owner: 'ben', item: 'Brush', total: 12 },
];

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * The test's own API (not an imitation of a peer): a resource server that asks the authorization
 * server about each bearer token (RFC 7662 introspection, with its own client) and answers only the
 * orders of the person the token belongs to; an unknown, expired or revoked token gets 401.
 * GET /orders (our own `default` envelope, filtered by `item` when the portal searches) and
 * GET /orders/{id} (404 for another person's order). With `audience`, only tokens issued for it.
 */
export async function startResourceServer(
  authorization: AuthorizationServer,
  options: { orders?: Order[]; audience?: string } = {},
) {
  const orders = options.orders ?? sampleOrders;
  const requests: ResourceServer['requests'] = [];
  const tokensReceived: string[] = [];
  const basic = Buffer.from(
    `${authorization.resourceClient.id}:${authorization.resourceClient.secret}`,
  ).toString('base64');

  async function ownerOf(request: IncomingMessage): Promise<string | null> {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return null;
    tokensReceived.push(token);
    const answer = await fetch(authorization.introspectionUrl, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    });
    const introspected = (await answer.json()) as { active?: boolean; sub?: string; aud?: string | string[] };
    // An API that takes only tokens issued for it (RFC 8693 exchange) refuses the others.
    const audiences = [introspected.aud ?? []].flat();
    if (options.audience && !audiences.includes(options.audience)) return null;
    return introspected.active && introspected.sub ? introspected.sub : null;
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://resource.invalid');
    const owner = await ownerOf(request);
    requests.push({ path: url.pathname + url.search, owner });
    if (!owner) return send(response, 401, { error: 'invalid_token' });
    const own = orders.filter((order) => order.owner === owner);
    const one = /^\/orders\/([^/]+)$/.exec(url.pathname);
    if (one) {
      const order = own.find((candidate) => candidate.id === decodeURIComponent(one[1]));
      return order ? send(response, 200, order) : send(response, 404, { message: 'No such order' });
    }
    if (url.pathname !== '/orders') return send(response, 404, { message: 'Not found' });
    const item = url.searchParams.get('item')?.toLowerCase();
    const rows = item ? own.filter((order) => order.item.toLowerCase().includes(item)) : own;
    send(response, 200, { value: rows, totalResults: rows.length });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    hostPort: `127.0.0.1:${port}`,
    requests,
    tokensReceived,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  } satisfies ResourceServer;
}
