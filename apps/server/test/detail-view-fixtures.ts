import { randomUUID } from 'node:crypto';
import { addEndpoint, addServer, callApi } from './server-fixtures.ts';
import type { TestApp } from './test-app.ts';

const endpointUrls = {
  customers: ['customers', 'list'],
  customer: ['customers/$(customerId)', 'record'],
  contacts: ['contacts', 'list'],
  orders: ['orders', 'list'],
  product: ['products/$(productId)', 'record'],
  products: ['products', 'list'],
} as const;
export type SampleEndpoint = keyof typeof endpointUrls;

/** A server over the sample upstream's default convention, with list and record endpoints by name. */
export type SampleConnection = { server: string; endpoints: Record<SampleEndpoint, string> };

export async function addSampleConnection(
  test: TestApp,
  adminCookie: string,
  upstreamUrl = 'https://api.example.com/v1',
): Promise<SampleConnection> {
  const server = await addServer(test, adminCookie, { settings: { url: `${upstreamUrl}/open/api/` } });
  const endpoints = {} as Record<SampleEndpoint, string>;
  for (const [name, [url, response]] of Object.entries(endpointUrls)) {
    const settings = { url, method: 'GET', response };
    endpoints[name as SampleEndpoint] = (
      await addEndpoint(test, adminCookie, server.uuid, { settings })
    ).uuid;
  }
  return { server: server.uuid, endpoints };
}

type Navigation = { destinationType: 'search' | 'detail'; destination: string; [key: string]: unknown };
export const toDetail = (destination: string, variables: object[] = []): Navigation => ({
  destinationType: 'detail',
  destination,
  variables,
});
export const toSearch = (destination: string, dataset = 'main', field = 'name'): Navigation => ({
  destinationType: 'search',
  destination,
  dataset,
  field,
});

/** Where a customer page's navigation leads: a basic field, a list line, the list's search page. */
export type CustomerLinks = { field?: Navigation; line?: Navigation; page?: Navigation };

/**
 * A customer page, three levels deep: the customer (main); its contacts (a list of exact matches
 * on customerId); its latest order (a lookup by the customer's lastOrderNumber); that order's
 * product (a record bound to the lookup).
 */
export function customerPageBody(connection: SampleConnection, links: CustomerLinks = {}) {
  const { server, endpoints } = connection;
  return {
    name: `Customer 360 ${randomUUID()}`,
    type: 'detail',
    metacontent: {
      title: { dataset: 'main', field: 'name' },
      contextual: [{ prefix: 'City', value: 'city', suffix: '' }],
      panels: [
        {
          type: 'basic',
          title: 'Customer',
          fields: [
            { label: 'Name', dataset: 'main', field: 'name', navigation: links.field },
            { label: 'Product', dataset: 'product', field: 'name', valueType: 'text' },
          ],
        },
        {
          type: 'list',
          title: 'Contacts',
          dataset: 'contacts',
          fields: {
            line1: { label: 'Name', field: 'lastName', navigation: links.line },
            ...(links.page ? { navigationPage: { navigation: links.page } } : {}),
          },
        },
      ],
    },
    metadata: {
      server,
      endpoint: endpoints.customer,
      datasets: [
        { name: 'main', datasetType: 'record', server, endpoint: endpoints.customer },
        {
          name: 'contacts',
          datasetType: 'list',
          server,
          endpoint: endpoints.contacts,
          params: { filterField: 'customerId', parentDataset: 'main', parentField: 'id' },
        },
        {
          name: 'latestOrder',
          datasetType: 'lookup',
          server,
          endpoint: endpoints.orders,
          params: { filterField: 'orderNumber', parentDataset: 'main', parentField: 'lastOrderNumber' },
        },
        {
          name: 'product',
          datasetType: 'record',
          server,
          endpoint: endpoints.product,
          variables: [{ name: 'productId', dataset: 'latestOrder', field: 'productId' }],
        },
      ],
    },
  };
}

/** A product page: one record. */
export function productPageBody(connection: SampleConnection) {
  const { server, endpoints } = connection;
  return {
    name: `Product ${randomUUID()}`,
    type: 'detail',
    metacontent: { title: { dataset: 'main', field: 'name' }, contextual: [], panels: [] },
    metadata: {
      server,
      endpoint: endpoints.product,
      datasets: [{ name: 'main', datasetType: 'record', server, endpoint: endpoints.product }],
    },
  };
}

/** A search page over a list endpoint; a navigable name column when `navigation` is given. */
export function searchPageBody(connection: SampleConnection, list: SampleEndpoint, navigation?: Navigation) {
  return {
    name: `Search ${randomUUID()}`,
    type: 'search',
    metacontent: {
      title: 'Search',
      columns: [{ value: 'name', label: 'Name', ...(navigation ? { navigation } : {}) }],
      textFilters: [],
      customFilters: [],
    },
    metadata: { server: connection.server, endpoint: connection.endpoints[list] },
  };
}

/** Creates a view and answers it as saved (uuid, version). */
export async function createViewOf(test: TestApp, cookie: string, body: object) {
  const response = await callApi(test, cookie, 'POST', '/api/views', body);
  if (response.statusCode !== 200) throw new Error(`creating a view failed: ${response.body}`);
  return response.json() as { uuid: string; version: number } & Record<string, unknown>;
}
