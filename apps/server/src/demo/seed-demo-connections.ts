import type { EndpointCreateBody, ServerCreateBody } from '@portal/contracts';
import { demoOAuth2Auth, fusionVersion } from '@portal/sample-upstream';
import type { FastifyInstance } from 'fastify';
import { createEndpoint } from '../modules/servers/endpoint-service.ts';
import { createServer } from '../modules/servers/server-service.ts';
import type { AuthContext } from '../plugins/session.ts';

type Endpoint = EndpointCreateBody['settings'] & { name: string };

const list = (name: string, url: string): Endpoint => ({
  name,
  url,
  method: 'GET',
  response: 'list',
  params: [],
  bodyParams: [],
  headers: [],
});
const record = (name: string, url: string): Endpoint => ({
  name,
  url,
  method: 'GET',
  response: 'record',
  params: [],
  bodyParams: [],
  headers: [],
});

/** A list whose order is fixed by the endpoint: declared params with fixed values win over the page's. */
const sorted = (name: string, url: string, order: Array<[string, string]>): Endpoint => ({
  ...list(name, url),
  params: order.map(([param, value]) => ({ name: param, value })),
});

/** The same data in every convention and auth type the sample upstream speaks. */
function demoServers(upstreamUrl: string): Array<{ server: ServerCreateBody; endpoints: Endpoint[] }> {
  const oauth = { ...demoOAuth2Auth(upstreamUrl), scope: '' };
  const demoUser = { username: oauth.username, password: oauth.password };
  const defaultEndpoints = [
    list('Customers', 'customers'),
    record('Customer', 'customers/$(customerId)'),
    list('Customer orders', 'customers/$(customerId)/orders'),
    list('Customer contacts', 'customers/$(customerId)/contacts'),
    list('Orders', 'orders'),
    sorted('Orders, newest first', 'orders', [
      ['orderBy', 'orderDate'],
      ['sort', 'desc'],
    ]),
    record('Order', 'orders/$(orderId)'),
    list('Products', 'products'),
    record('Product', 'products/$(productId)'),
    list('Contacts', 'contacts'),
    record('Contact', 'contacts/$(contactId)'),
  ];
  const fusionEndpoints = [
    list('Customers', 'customers'),
    record('Customer', 'customers/$(customerId)'),
    list('Customer orders', 'customers/$(customerId)/child/orders'),
    list('Customer contacts', 'customers/$(customerId)/child/contacts'),
    list('Orders', 'orders'),
    sorted('Orders, newest first', 'orders', [['orderBy', 'orderDate:desc']]),
    record('Order', 'orders/$(orderId)'),
    list('Products', 'products'),
    record('Product', 'products/$(productId)'),
    list('Contacts', 'contacts'),
    record('Contact', 'contacts/$(contactId)'),
  ];
  return [
    {
      server: {
        name: 'Sample CRM',
        settings: { url: `${upstreamUrl}/open/api/`, adapter: 'default', authType: 'none' },
      },
      endpoints: defaultEndpoints,
    },
    {
      server: {
        name: 'Sample CRM (basic auth)',
        settings: { url: `${upstreamUrl}/basic/api/`, adapter: 'default', authType: 'basic', auth: demoUser },
      },
      endpoints: defaultEndpoints,
    },
    {
      server: {
        name: 'Sample Fusion (OAuth2)',
        settings: {
          url: `${upstreamUrl}/bearer/fusion/${fusionVersion}/`,
          adapter: 'fusion',
          authType: 'auth2ropasswordcredentias',
          auth: oauth,
        },
      },
      endpoints: fusionEndpoints,
    },
    {
      server: {
        name: 'Sample Fusion (basic auth)',
        settings: {
          url: `${upstreamUrl}/basic/fusion/${fusionVersion}/`,
          adapter: 'fusion',
          authType: 'basic',
          auth: demoUser,
        },
      },
      endpoints: fusionEndpoints,
    },
  ];
}

/** Gives the demo account working connections at once; returns the created ids by server name. */
export async function seedDemoConnections(app: FastifyInstance, actor: AuthContext, upstreamUrl: string) {
  const created: Record<string, { serverId: string; endpoints: Record<string, string> }> = {};
  for (const { server, endpoints } of demoServers(upstreamUrl)) {
    const saved = await createServer(app, actor, server);
    created[server.name] = { serverId: saved.uuid, endpoints: {} };
    for (const { name, ...settings } of endpoints) {
      const endpoint = await createEndpoint(app, actor, saved.uuid, { name, settings });
      created[server.name].endpoints[name] = endpoint.uuid;
    }
  }
  return created;
}
