import { createViewOf } from '../detail-view-fixtures.ts';
import { addEndpoint } from '../server-fixtures.ts';
import type { TestApp } from '../test-app.ts';
import type { Connection } from '../view-fixtures.ts';

/**
 * A search page over the connection's customers and a detail page of one customer, whose calls the
 * permission matrix tries in every shape (DESIGN.md §6c). The search page sorts and filters by
 * columns name and city, searches text in name, filters revenue by number, and the detail page's
 * orders list leads to it filtered by customerId. The detail page reads the customer (main), its
 * orders in the fixed region EU (a list by customerId) and its manager (a lookup by email).
 */
export async function addBoundPages(test: TestApp, adminCookie: string, connection: Connection) {
  const endpoint = async (url: string, response: 'list' | 'record') =>
    (await addEndpoint(test, adminCookie, connection.server, { settings: { url, method: 'GET', response } }))
      .uuid;
  const endpoints = {
    customers: connection.endpoint,
    customer: await endpoint('customers/$(id)', 'record'),
    orders: await endpoint('regions/$(region)/orders', 'list'),
    contacts: await endpoint('contacts', 'list'),
  };
  const { server } = connection;
  const search = await createViewOf(test, adminCookie, {
    name: 'Bound customers',
    type: 'search',
    metacontent: {
      title: 'Customers',
      columns: [
        { value: 'name', label: 'Name' },
        { value: 'city', label: 'City' },
      ],
      textFilters: [{ key: 'name', field: 'name', label: 'Name' }],
      customFilters: [{ field: 'revenue', label: 'Revenue', type: 'Number' }],
    },
    metadata: { server, endpoint: endpoints.customers },
  });
  const detail = await createViewOf(test, adminCookie, {
    name: 'Bound customer',
    type: 'detail',
    metacontent: {
      title: { dataset: 'main', field: 'name' },
      contextual: [],
      panels: [
        {
          type: 'list',
          title: 'Orders',
          dataset: 'orders',
          fields: {
            line1: { field: 'orderNumber' },
            navigationPage: { navigation: { destinationType: 'search', destination: search.uuid } },
          },
        },
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
          variables: [{ name: 'id' }],
        },
        {
          name: 'orders',
          datasetType: 'list',
          server,
          endpoint: endpoints.orders,
          variables: [{ name: 'region', value: 'EU' }],
          params: { filterField: 'customerId', parentDataset: 'main', parentField: 'id' },
        },
        {
          name: 'manager',
          datasetType: 'lookup',
          server,
          endpoint: endpoints.contacts,
          params: { filterField: 'email', parentDataset: 'main', parentField: 'managerEmail' },
        },
      ],
    },
  });
  return { search, detail, endpoints };
}

export type BoundPages = Awaited<ReturnType<typeof addBoundPages>>;
