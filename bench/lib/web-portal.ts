import { startSampleUpstream } from '@portal/sample-upstream';
import { type PortalServer, startPortal } from '../../e2e/fixtures/portal-server.ts';
import { freePort } from './nginx.ts';

const ajax = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
export type Person = { email: string; password: string };

export async function call<T>(
  url: string,
  cookie: string,
  method: string,
  path: string,
  body?: object,
): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...ajax, cookie },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function signIn(url: string, person: Person): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: ajax,
    body: JSON.stringify({ ...person, fingerprint: 'bench' }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function waitFor<T>(read: () => T | undefined, what: string): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** A plain user (role user only) invited by the demo admin, with the password set from the mail's link. */
export async function addPlainUser(
  portal: PortalServer,
  adminCookie: string,
): Promise<Person & { uuid: string }> {
  const email = `reader-${Date.now()}@bench.example`;
  const user = await call<{ uuid: string }>(portal.url, adminCookie, 'POST', '/api/users', {
    firstName: 'Plain',
    lastName: 'Reader',
    email,
    roles: ['user'],
  });
  const token = await waitFor(
    () => new RegExp(`"to":"${email}"[^\\n]*?/resetpassword/([A-Za-z0-9_-]+)`).exec(portal.output())?.[1],
    'the invitation link in the log',
  );
  const password = 'bench reader password';
  await call(portal.url, '', 'POST', '/api/resetpassword', {
    resetPwdUuid: token,
    password,
    confirmPassword: password,
  });
  return { uuid: user.uuid, email, password };
}

/**
 * The portal with its demo, plus a sample upstream of `rows` customers and a search view over it
 * that a plain user opens through a group.
 */
export async function startWebBenchPortal(rows: number) {
  const upstream = await startSampleUpstream({
    host: '127.0.0.1',
    port: 0,
    size: { customers: rows, contacts: 10, products: 10, orders: 10 },
  });
  const portal = await startPortal({
    DEMO: '1',
    DEMO_UPSTREAM_PORT: String(await freePort()),
    UPSTREAM_ALLOW: '127.0.0.1',
    LOG_LEVEL: 'info',
    // Loading 50,000 rows is more calls a minute than a person makes; the limit is not measured here.
    PROXY_CALLS_PER_MINUTE: '100000',
  });
  const password = /password:\s+(\S+)/.exec(portal.output())?.[1];
  if (!password) throw new Error(`The demo printed no password:\n${portal.output()}`);
  const admin = await signIn(portal.url, { email: 'admin@demo.portal', password });
  const reader = await addPlainUser(portal, admin);
  const server = await call<{ uuid: string }>(portal.url, admin, 'POST', '/api/servers', {
    name: 'Bench data',
    settings: { url: `${upstream.url}/open/api/` },
  });
  const endpoint = await call<{ uuid: string }>(
    portal.url,
    admin,
    'POST',
    `/api/servers/${server.uuid}/endpoints`,
    {
      name: 'Customers',
      settings: { url: 'customers', method: 'GET', response: 'list' },
    },
  );
  const record = await call<{ uuid: string }>(
    portal.url,
    admin,
    'POST',
    `/api/servers/${server.uuid}/endpoints`,
    {
      name: 'Customer',
      settings: { url: 'customers/$(customerId)', method: 'GET', response: 'record' },
    },
  );
  const group = await call<{ uuid: string }>(portal.url, admin, 'POST', '/api/groups', {
    name: 'Bench readers',
  });
  await call(portal.url, admin, 'POST', `/api/groups/${group.uuid}/users`, { userUuid: reader.uuid });
  const column = (value: string, label: string) => ({ value, label, width: 'max-w-auto', hidemobile: '' });
  const view = await call<{ uuid: string }>(portal.url, admin, 'POST', '/api/views', {
    name: 'Bench customers',
    type: 'search',
    metacontent: {
      title: 'Customers',
      columns: [
        column('id', 'Id'),
        column('name', 'Name'),
        column('city', 'City'),
        column('country', 'Country'),
        column('creditLimit', 'Credit limit'),
      ],
      textFilters: [
        { key: 'name', field: 'name', label: 'Name' },
        { key: 'city', field: 'city', label: 'City' },
      ],
      customFilters: [
        {
          field: 'creditLimit',
          label: 'Credit limit',
          type: 'Number',
          value: null,
          valueRange: null,
          isVisible: false,
          isVisibleRange: false,
        },
      ],
    },
    metadata: { server: server.uuid, endpoint: endpoint.uuid },
    groupUuid: group.uuid,
  });
  // B10's detail page: a customer's record in one panel.
  const field = (label: string, name: string) => ({ label, dataset: 'main', field: name, valueType: 'text' });
  const detail = await call<{ uuid: string }>(portal.url, admin, 'POST', '/api/views', {
    name: 'Bench customer',
    type: 'detail',
    metacontent: {
      title: { dataset: 'main', field: 'name' },
      contextual: [{ prefix: 'City', value: 'city', suffix: '' }],
      panels: [
        {
          type: 'basic',
          title: 'Customer',
          fields: [
            field('Email', 'email'),
            field('Country', 'country'),
            field('Credit limit', 'creditLimit'),
          ],
        },
      ],
    },
    metadata: {
      server: server.uuid,
      endpoint: record.uuid,
      datasets: [
        {
          name: 'main',
          datasetType: 'record',
          server: server.uuid,
          endpoint: record.uuid,
          variables: [{ name: 'customerId' }],
        },
      ],
    },
    groupUuid: group.uuid,
  });
  return {
    url: portal.url,
    searchPath: `/user/search/${view.uuid}`,
    detailPath: `/user/detail/${detail.uuid}?vars=${encodeURIComponent(JSON.stringify({ customerId: 1 }))}`,
    reader,
    async stop() {
      await portal.stop();
      await upstream.close();
    },
  };
}
