import { randomUUID } from 'node:crypto';
import type { View } from '@portal/contracts';
import { addEndpoint, addServer, callApi } from './server-fixtures.ts';
import type { TestApp } from './test-app.ts';

export type Connection = { server: string; endpoint: string };

/** A server with one endpoint in the admin's account, as a view's metadata names them. */
export async function addConnection(test: TestApp, adminCookie: string): Promise<Connection> {
  const server = await addServer(test, adminCookie);
  const endpoint = await addEndpoint(test, adminCookie, server.uuid, {
    settings: { url: 'customers', method: 'GET', response: 'list' },
  });
  return { server: server.uuid, endpoint: endpoint.uuid };
}

export function searchViewBody(connection: Connection, overrides: Record<string, unknown> = {}) {
  return {
    name: `Customers ${randomUUID()}`,
    type: 'search',
    metacontent: {
      title: 'Customers',
      columns: [{ value: 'name', label: 'Name', width: 'max-w-40', hidemobile: '' }],
      textFilters: [{ key: 'name', field: 'name', label: 'Name' }],
      customFilters: [],
    },
    metadata: { server: connection.server, endpoint: connection.endpoint },
    ...overrides,
  };
}

export function detailViewBody(connection: Connection, overrides: Record<string, unknown> = {}) {
  return {
    name: `Customer ${randomUUID()}`,
    type: 'detail',
    metacontent: {
      title: { dataset: 'main', field: 'name' },
      contextual: [{ prefix: 'City', value: 'city', suffix: '' }],
      panels: [],
    },
    metadata: {
      server: connection.server,
      endpoint: connection.endpoint,
      datasets: [
        {
          name: 'main',
          datasetType: 'record',
          server: connection.server,
          serverName: '',
          endpoint: connection.endpoint,
          variables: [],
        },
      ],
    },
    ...overrides,
  };
}

export async function addView(
  test: TestApp,
  cookie: string,
  connection: Connection,
  overrides: Record<string, unknown> = {},
): Promise<View> {
  const response = await callApi(test, cookie, 'POST', '/api/views', searchViewBody(connection, overrides));
  if (response.statusCode !== 200) throw new Error(`adding a view failed: ${response.body}`);
  return response.json();
}
