import type { DataSet, Row } from '@portal/sample-upstream';
import { startPortal } from '../../e2e/fixtures/portal-server.ts';
import type { RecordedRequest } from '../../e2e/fixtures/recording-proxy.ts';
import { freePort } from './nginx.ts';
import { startListening } from './processes.ts';
import { addPlainUser, call, signIn } from './web-portal.ts';

/** The six datasets of B8 and how each one's upstream request is recognised. */
export const b8Datasets = {
  main: /customers\/\d+(\?|$)/,
  contacts: /contacts\?.*"customerId"/,
  orders: /orders\?.*"customerId"/,
  latestOrder: /orders\?.*"orderNumber"/,
  product: /products\/\d+(\?|$)/,
  productOrders: /orders\?.*"productId"/,
} as const;

const field = (label: string, dataset: string, name: string, valueType = 'text') => ({
  label,
  dataset,
  field: name,
  valueType,
});
const list = (title: string, dataset: string, line1: string, line2: string) => ({
  type: 'list',
  title,
  dataset,
  fields: { line1: { field: line1 }, line2: { field: line2 }, symbolType: 'none', drilldown: false },
});

/** B8's page: six datasets three levels deep (customer → its latest order → that order's product and its orders). */
function b8View(server: string, endpoints: Record<'customer' | 'contacts' | 'orders' | 'product', string>) {
  const from = (parentDataset: string, filterField: string, parentField: string) => ({
    filterField,
    parentDataset,
    parentField,
  });
  return {
    name: 'B8 customer',
    type: 'detail',
    metacontent: {
      title: { dataset: 'main', field: 'name' },
      contextual: [{ prefix: 'City', value: 'city', suffix: '' }],
      panels: [
        {
          type: 'basic',
          title: 'Customer',
          fields: [field('Email', 'main', 'email'), field('Credit limit', 'main', 'creditLimit', 'number')],
        },
        {
          type: 'basic',
          title: 'Latest order',
          fields: [
            field('Order', 'latestOrder', 'orderNumber'),
            field('Total', 'latestOrder', 'total', 'number'),
            field('Product', 'product', 'name'),
            field('Price', 'product', 'price', 'number'),
          ],
        },
        list('Contacts', 'contacts', 'lastName', 'email'),
        list('Orders', 'orders', 'orderNumber', 'productName'),
        list('Orders of the product', 'productOrders', 'orderNumber', 'customerName'),
      ],
    },
    metadata: {
      server,
      endpoint: endpoints.customer,
      datasets: [
        {
          name: 'main',
          datasetType: 'record',
          server,
          endpoint: endpoints.customer,
          variables: [{ name: 'customerId' }],
        },
        {
          name: 'contacts',
          datasetType: 'list',
          server,
          endpoint: endpoints.contacts,
          params: from('main', 'customerId', 'id'),
        },
        {
          name: 'orders',
          datasetType: 'list',
          server,
          endpoint: endpoints.orders,
          params: from('main', 'customerId', 'id'),
        },
        {
          name: 'latestOrder',
          datasetType: 'lookup',
          server,
          endpoint: endpoints.orders,
          params: from('main', 'orderNumber', 'lastOrderNumber'),
        },
        {
          name: 'product',
          datasetType: 'record',
          server,
          endpoint: endpoints.product,
          variables: [{ name: 'productId', dataset: 'latestOrder', field: 'productId' }],
        },
        {
          name: 'productOrders',
          datasetType: 'list',
          server,
          endpoint: endpoints.orders,
          params: from('latestOrder', 'productId', 'productId'),
        },
      ],
    },
  };
}

/**
 * Customers whose page reads nothing another round read before (their own latest order and a
 * product no earlier customer's latest order has), so every round finds the proxy's cache cold.
 */
function freshCustomers(customers: Row[], orders: Row[], count: number): Row[] {
  const byNumber = new Map(orders.map((order) => [order.orderNumber, order]));
  const products = new Set<unknown>();
  const chosen: Row[] = [];
  for (const customer of customers) {
    const latest = byNumber.get(customer.lastOrderNumber);
    if (!latest || products.has(latest.productId)) continue;
    products.add(latest.productId);
    chosen.push(customer);
    if (chosen.length === count) break;
  }
  return chosen;
}

/** B9's search page: the customers, whose names open B8's page for that customer. */
function customerSearchView(server: string, endpoint: string, detail: string) {
  const column = (value: string, label: string) => ({ value, label, width: 'max-w-auto', hidemobile: '' });
  return {
    name: 'B9 customers',
    type: 'search',
    metacontent: {
      title: 'Customers',
      columns: [
        column('id', 'Id'),
        {
          ...column('name', 'Name'),
          navigation: {
            destination: detail,
            destinationType: 'detail',
            variables: [{ field: 'customerId', value: 'id' }],
          },
        },
        column('city', 'City'),
        column('country', 'Country'),
      ],
      textFilters: [{ key: 'name', field: 'name', label: 'Name' }],
      customFilters: [],
    },
    metadata: { server, endpoint },
  };
}

/**
 * The portal (with its demo, for the admin), a sample upstream behind a proxy that answers each
 * call after `delayMs` and counts them, the B8 page over it, a search page of the customers whose
 * names open it (B9), and a plain user whose group holds both.
 */
export async function startDetailBenchWorld(delayMs: number, rounds: number) {
  let controlPort = '';
  const slow = await startListening('bench/lib/slow-upstream.ts', { DELAY_MS: String(delayMs) }, (output) => {
    controlPort = /control (\d+)/.exec(output)?.[1] ?? controlPort;
  });
  const control = `http://127.0.0.1:${controlPort}`;
  const slowUrl = `http://127.0.0.1:${slow.port}`;
  const upstream = { data: (await (await fetch(`${control}/data`)).json()) as DataSet };
  const portal = await startPortal({
    DEMO: '1',
    DEMO_UPSTREAM_PORT: String(await freePort()),
    UPSTREAM_ALLOW: '127.0.0.1',
    LOG_LEVEL: 'info',
  });
  try {
    const password = /password:\s+(\S+)/.exec(portal.output())?.[1];
    if (!password) throw new Error(`The demo printed no password:\n${portal.output()}`);
    const admin = await signIn(portal.url, { email: 'admin@demo.portal', password });
    const reader = await addPlainUser(portal, admin);
    // Another plain user of the same group: the second browser of the runs under load (busy-browser.ts).
    const other = await addPlainUser(portal, admin);
    const server = await call<{ uuid: string }>(portal.url, admin, 'POST', '/api/servers', {
      name: 'B8 data',
      settings: { url: `${slowUrl}/open/api/` },
    });
    const endpoint = async (name: string, url: string, response: 'list' | 'record') =>
      (
        await call<{ uuid: string }>(portal.url, admin, 'POST', `/api/servers/${server.uuid}/endpoints`, {
          name,
          settings: { url, method: 'GET', response },
        })
      ).uuid;
    const endpoints = {
      customer: await endpoint('Customer', 'customers/$(customerId)', 'record'),
      contacts: await endpoint('Contacts', 'contacts', 'list'),
      orders: await endpoint('Orders', 'orders', 'list'),
      product: await endpoint('Product', 'products/$(productId)', 'record'),
      customers: await endpoint('Customers', 'customers', 'list'),
    };
    const group = await call<{ uuid: string }>(portal.url, admin, 'POST', '/api/groups', {
      name: 'B8 readers',
    });
    await call(portal.url, admin, 'POST', `/api/groups/${group.uuid}/users`, { userUuid: reader.uuid });
    await call(portal.url, admin, 'POST', `/api/groups/${group.uuid}/users`, { userUuid: other.uuid });
    const view = await call<{ uuid: string }>(portal.url, admin, 'POST', '/api/views', {
      ...b8View(server.uuid, endpoints),
      groupUuid: group.uuid,
    });
    const search = await call<{ uuid: string }>(portal.url, admin, 'POST', '/api/views', {
      ...customerSearchView(server.uuid, endpoints.customers, view.uuid),
      groupUuid: group.uuid,
    });
    const customers = freshCustomers(upstream.data.customers, upstream.data.orders, rounds + 1);
    if (customers.length < rounds + 1) throw new Error('Not enough customers with a fresh latest order.');
    return {
      data: upstream.data,
      searchPath: `/user/search/${search.uuid}`,
      /** Customers among the search page's first `rows` rows whose pages read nothing another one read. */
      freshCustomersOnTop: (rows: number, count: number) => {
        const chosen = freshCustomers(upstream.data.customers.slice(0, rows), upstream.data.orders, count);
        if (chosen.length < count) throw new Error('Not enough customers with a fresh latest order on top.');
        return chosen;
      },
      url: portal.url,
      upstreamUrl: slowUrl,
      /** The upstream's requests since the last clear, in the order they arrived, with their timing. */
      readRequests: async () => (await (await fetch(`${control}/requests`)).json()) as RecordedRequest[],
      clearRequests: async () => {
        await fetch(`${control}/requests/clear`, { method: 'POST' });
      },
      reader,
      other,
      customers,
      pathFor: (customer: Row) =>
        `/user/detail/${view.uuid}?vars=${encodeURIComponent(JSON.stringify({ customerId: customer.id }))}`,
      async stop() {
        await portal.stop();
        await slow.stop();
      },
    };
  } catch (error) {
    await portal.stop();
    await slow.stop();
    throw error;
  }
}
