import type { APIRequestContext, Page } from '@playwright/test';
import { messages, type View } from '@portal/contracts';
import { perPersonSettings } from '../apps/server/test/oauth/per-person-settings.ts';
import { signInAtProvider } from '../apps/server/test/oauth/sign-in-at-provider.ts';
import {
  type AuthorizationServer,
  startAuthorizationServer,
} from '../apps/server/test/oauth/start-authorization-server.ts';
import { type ResourceServer, startResourceServer } from '../apps/server/test/oauth/start-resource-server.ts';
import { expectNoAccessibilityViolations } from './fixtures/accessibility.ts';
import { registerActivatedAccount, signIn } from './fixtures/accounts.ts';
import { addGroup, addInvitedUser, apiAs, callApi } from './fixtures/portal-api.ts';
import { freePort, type PortalServer, startPortal } from './fixtures/portal-server.ts';
import { test as base, expect } from './fixtures/test.ts';
import { expectToastText } from './fixtures/ui.ts';

type Peers = { authorization: AuthorizationServer; resource: ResourceServer };

// The data server answers each person with their own orders (DESIGN.md §6d): a real OpenID Provider
// is its authorization server, and the portal's guard lets through exactly these two servers.
const test = base.extend<object, { portalPort: number; peers: Peers; portal: PortalServer }>({
  portalPort: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads which fixtures a function destructures.
    async ({}, use) => use(await freePort()),
    { scope: 'worker' },
  ],
  peers: [
    async ({ portalPort }, use) => {
      const authorization = await startAuthorizationServer({
        redirectUri: `http://127.0.0.1:${portalPort}/api/servers/oauth/callback`,
      });
      const resource = await startResourceServer(authorization);
      await use({ authorization, resource });
      await resource.close();
      await authorization.close();
    },
    { scope: 'worker' },
  ],
  portal: [
    async ({ smtp, peers, portalPort }, use) => {
      const allow = `${peers.authorization.hostPort},${peers.resource.hostPort}`;
      const portal = await startPortal({ SMTP_URL: smtp.url, UPSTREAM_ALLOW: allow }, { port: portalPort });
      await use(portal);
      await portal.stop();
    },
    { scope: 'worker' },
  ],
});

const shot = (page: Page, name: string) => page.screenshot({ path: `.shots/${name}.png`, fullPage: true });

/** An account whose plain user is given a search page of orders that opens each order's page. */
async function setUp(
  api: APIRequestContext,
  peers: Peers,
  smtp: { linkFor(to: string, prefix: string): Promise<string> },
) {
  const { authorization, resource } = peers;
  const server = await callApi<{ uuid: string }>(api, 'POST', '/api/servers', {
    name: 'Orders API',
    settings: perPersonSettings(authorization, resource),
  });
  const endpoint = (name: string, url: string, response: 'list' | 'record') =>
    callApi<{ uuid: string }>(api, 'POST', `/api/servers/${server.uuid}/endpoints`, {
      name,
      settings: { url, method: 'GET', response },
    });
  const orders = await endpoint('Orders', 'orders', 'list');
  const order = await endpoint('Order', 'orders/$(id)', 'record');
  const detail = await callApi<View>(api, 'POST', '/api/views', {
    name: 'Order',
    type: 'detail',
    metacontent: {
      title: { dataset: 'main', field: 'item' },
      contextual: [{ prefix: 'Order', value: 'id', suffix: '' }],
      panels: [
        {
          type: 'basic',
          title: 'Order',
          ui: { backgroundColor: '', bottomImage: '' },
          fields: [
            { label: 'Item', dataset: 'main', field: 'item', valueType: 'text' },
            { label: 'Total', dataset: 'main', field: 'total', valueType: 'number' },
          ],
        },
      ],
    },
    metadata: {
      server: server.uuid,
      endpoint: order.uuid,
      datasets: [
        {
          name: 'main',
          datasetType: 'record',
          server: server.uuid,
          endpoint: order.uuid,
          variables: [{ name: 'id' }],
        },
      ],
    },
  });
  const search = await callApi<View>(api, 'POST', '/api/views', {
    name: 'My orders',
    type: 'search',
    metacontent: {
      title: 'My orders',
      columns: [
        {
          value: 'id',
          label: 'Order',
          width: 'max-w-24',
          hidemobile: '',
          navigation: {
            destination: detail.uuid,
            destinationType: 'detail',
            variables: [{ field: 'id', value: 'id' }],
          },
        },
        { value: 'item', label: 'Item', width: 'max-w-40', hidemobile: '' },
        { value: 'total', label: 'Total', width: 'max-w-24', hidemobile: '' },
      ],
      textFilters: [{ key: 'item', field: 'item', label: 'Item' }],
      customFilters: [],
    },
    metadata: { server: server.uuid, endpoint: orders.uuid },
  });
  const reader = await addInvitedUser(api, smtp, ['user']);
  await addGroup(api, 'Buyers', { userUuids: [reader.user.uuid], viewUuids: [search.uuid, detail.uuid] });
  return { search, detail, reader };
}

async function openSettings(page: Page, person: { firstName: string; lastName: string }) {
  await page.getByRole('button', { name: `Hi ${person.firstName} ${person.lastName}` }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('tab', { name: messages.connectionsTab }).click();
  return dialog;
}

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`a person connects to a data server that answers as them, sees their own orders and disconnects (${width} px)`, async ({
    page,
    request,
    smtp,
    portal,
    peers,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    const admin = await registerActivatedAccount(request, smtp);
    const api = await apiAs(portal.url, admin);
    const { search, detail, reader } = await setUp(api, peers, smtp);
    const connect = `${messages.connectTo} Orders API`;

    await page.goto('/login');
    await signIn(page, reader);
    await page.waitForURL('**/home');
    await page.goto(`/user/search/${search.uuid}`);
    // Not connected yet: 'Connect to Orders API' in place of the rows, and no error.
    const prompt = page.getByRole('region', { name: connect });
    await expect(prompt.getByRole('button', { name: connect })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
    await shot(page, `connect-prompt-${width}`);
    await expectNoAccessibilityViolations(page, `the connect prompt at ${width} px`);
    // A record's page too offers to connect in place of the record.
    await page.goto(`/user/detail/${detail.uuid}?vars=${encodeURIComponent(JSON.stringify({ id: 'A-1' }))}`);
    await expect(
      page.getByRole('region', { name: connect }).getByRole('button', { name: connect }),
    ).toBeVisible();
    await expect(page.getByText(messages.detailRecordNotFound)).toHaveCount(0);
    await shot(page, `connect-prompt-detail-${width}`);
    await expectNoAccessibilityViolations(page, `the connect prompt of a record at ${width} px`);
    await page.goto(`/user/search/${search.uuid}`);

    // The provider's own sign-in and consent screens, then back to the page with the person's rows.
    await prompt.getByRole('button', { name: connect }).click();
    await page.waitForURL(`${peers.authorization.issuer}/**`);
    await page.getByPlaceholder('Enter any login').fill('ana');
    await page.getByPlaceholder('and password').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${portal.url}/user/search/${search.uuid}`);
    await expectToastText(page, messages.connectionMade);
    const table = page
      .getByRole('table', { name: 'My orders' })
      .or(page.getByRole('grid', { name: 'My orders' }));
    for (const item of ['Anvil', 'Axe', 'Awl'])
      await expect(page.getByText(item, { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Bellows')).toHaveCount(0);
    await expect(table.first()).toBeVisible();
    await shot(page, `own-orders-${width}`);
    await expectNoAccessibilityViolations(page, `the person's orders at ${width} px`);

    // Their record opens on its page.
    await page.getByRole('link', { name: 'A-2' }).first().click();
    await page.waitForURL('**/user/detail/**');
    await expect(page.getByRole('heading', { name: 'Axe' }).first()).toBeVisible();
    await expect(page.getByRole('article', { name: 'Order', exact: true }).getByText('45')).toBeVisible();
    // The panels fade in: the check waits for them before it reads colours, the picture after it.
    await expectNoAccessibilityViolations(page, `the person's order at ${width} px`);
    await shot(page, `own-order-${width}`);

    // Settings ▸ Connections: connected, then 'Disconnect'.
    const dialog = await openSettings(page, reader);
    const entry = dialog.getByRole('listitem').filter({ hasText: 'Orders API' });
    await expect(entry.getByText(new RegExp(`^${messages.connectionSince} `))).toBeVisible();
    await shot(page, `settings-connections-${width}`);
    await expectNoAccessibilityViolations(page, `Settings ▸ Connections at ${width} px`, true);
    await entry.getByRole('button', { name: messages.disconnect }).click();
    await page
      .getByRole('dialog', { name: `${messages.disconnectQuestion} Orders API?` })
      .getByRole('button', { name: messages.disconnect })
      .click();
    await expectToastText(page, messages.disconnected);
    await expect(entry.getByText(messages.connectionNotConnected)).toBeVisible();
    await expect(entry.getByRole('button', { name: connect })).toBeVisible();
    await shot(page, `settings-disconnected-${width}`);
    await page.keyboard.press('Escape');

    // The page asks to connect again; the provider no longer takes the person's token.
    await page.goto(`/user/search/${search.uuid}`);
    await expect(page.getByRole('region', { name: connect })).toBeVisible();
    await expect(page.getByText('Anvil')).toHaveCount(0);

    // 'Sign out everywhere' (Settings ▸ Password) ends this session too.
    await page.getByRole('button', { name: `Hi ${reader.firstName} ${reader.lastName}` }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('tab', { name: 'Password' }).click();
    await expect(settings.getByRole('button', { name: messages.signOutEverywhere })).toBeVisible();
    await shot(page, `settings-password-${width}`);
    await expectNoAccessibilityViolations(page, `Settings ▸ Password at ${width} px`, true);
    await settings.getByRole('button', { name: messages.signOutEverywhere }).click();
    await page
      .getByRole('dialog', { name: messages.signOutEverywhere })
      .getByRole('button', { name: messages.signOutEverywhere })
      .click();
    await page.waitForURL('**/login');
    await api.dispose();
  });
}

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`an admin sees who is connected to a per-person server and disconnects everyone (${width} px)`, async ({
    page,
    request,
    smtp,
    portal,
    peers,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    const admin = await registerActivatedAccount(request, smtp);
    const api = await apiAs(portal.url, admin);
    const { search, reader } = await setUp(api, peers, smtp);
    // The reader connects (the provider's screens over HTTP) and reads their orders once.
    const readerApi = await apiAs(portal.url, reader);
    const ajax = { 'X-Requested-With': 'XMLHttpRequest' };
    const servers = await callApi<{ uuid: string; name: string }[]>(api, 'GET', '/api/servers');
    const server = servers.find((candidate) => candidate.name === 'Orders API')!;
    const started = await callApi<{ url: string }>(
      readerApi,
      'POST',
      `/api/servers/${server.uuid}/oauth/start`,
      {
        returnTo: `/user/search/${search.uuid}`,
      },
    );
    const back = await signInAtProvider(started.url, 'ben', { callbackPrefix: portal.url });
    expect((await readerApi.get(back, { maxRedirects: 0 })).status()).toBe(302);
    const rows = await readerApi.post('/api/proxy', {
      headers: ajax,
      data: {
        uuid: search.metadata.endpoint,
        view: search.uuid,
        urlVariables: {},
        params: { offset: 0, limit: 50 },
      },
    });
    expect(rows.status(), await rows.text()).toBe(200);

    await page.goto('/login');
    await signIn(page, admin);
    await page.waitForURL('**/home');
    await page.goto(`/admin/connectorsadmin?server=${server.uuid}`);
    await expect(page.getByLabel('Authorization URL')).toHaveValue(peers.authorization.authorizeUrl);
    await expect(page.getByLabel(messages.callbackUrlLabel)).toHaveValue(
      `${portal.url}/api/servers/oauth/callback`,
    );
    const people = page.getByRole('region', { name: messages.peopleConnected });
    await expect(people.getByText(`${messages.peopleConnectedCount} 1`)).toBeVisible();
    await expect(people.getByText(reader.email, { exact: true })).toBeVisible();
    await shot(page, `admin-people-connected-${width}`);
    await expectNoAccessibilityViolations(page, `People connected at ${width} px`);
    await people.getByRole('button', { name: messages.disconnectEveryone }).click();
    await page
      .getByRole('dialog', { name: messages.disconnectEveryone })
      .getByRole('button', { name: messages.disconnectEveryone })
      .click();
    await expectToastText(page, `${messages.everyoneDisconnected} 1`);
    await expect(people.getByText(messages.noPeopleConnected)).toBeVisible();
    const after = await readerApi.post('/api/proxy', {
      headers: ajax,
      data: {
        uuid: search.metadata.endpoint,
        view: search.uuid,
        urlVariables: {},
        params: { offset: 0, limit: 49 },
      },
    });
    expect(after.status()).toBe(401);
    expect((await after.json()).code).toBe('connection_required');
    await readerApi.dispose();
    await api.dispose();
  });
}
