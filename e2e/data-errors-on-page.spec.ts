import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { messages, type View } from '@portal/contracts';
import { type SampleUpstream, startSampleUpstream } from '@portal/sample-upstream';
import { expectNoAccessibilityViolations } from './fixtures/accessibility.ts';
import { expectPageFilled, openSignedIn, panel } from './fixtures/detail-page.ts';
import { searchView } from './fixtures/detail-views.ts';
import { addGroup, callApi } from './fixtures/portal-api.ts';
import { freePort } from './fixtures/portal-server.ts';
import { addConnection } from './fixtures/search-setup.ts';
import { expectRecords, recordsOf, resultsTable, setUpSearchWorld } from './fixtures/search-world.ts';
import { expect, test } from './fixtures/test.ts';

// Two data servers: the customers' one stays up; the orders' one is down until the journey starts it.
let customers: SampleUpstream;
let orders: SampleUpstream | undefined;
let ordersPort: number;
test.beforeAll(async () => {
  customers = await startSampleUpstream({ host: '127.0.0.1', port: 0 });
  ordersPort = await freePort();
});
test.afterAll(async () => {
  await customers?.close();
  await orders?.close();
});

const shots = process.env.SHOTS_DIR ?? '.shots/data-errors-on-page';
const wide = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

/** The toasts on screen: each a title and its text, as separate elements. */
async function toastParts(page: Page) {
  return page
    .getByRole('alert')
    .evaluateAll((alerts) =>
      alerts.map((alert) =>
        [...alert.querySelectorAll('.mantine-Notification-title, .mantine-Notification-description')].map(
          (part) => part.textContent ?? '',
        ),
      ),
    );
}

/** What a person sees of a toast: its text broken into the lines it is drawn on. */
async function toastLines(toast: Locator) {
  return toast.evaluate((alert) =>
    (alert as HTMLElement).innerText.split('\n').filter((line) => line.trim()),
  );
}

test('with the data server down the page says so where the rows would be, offers Try again, claims no count, and its toast reads as a title and a reason; Try again fills the page once the server is back', async ({
  request,
  smtp,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  mkdirSync(shots, { recursive: true });
  const world = await setUpSearchWorld(request, smtp, baseURL, {
    label: 'the sample upstream',
    url: customers.url,
    adapter: 'default',
    customers: customers.data.customers,
    compareText: (a, b) => a.localeCompare(b, 'en'),
    freeTextMatches: () => true,
  });
  const ordersServer = await addConnection(
    world.designerApi,
    { name: 'Order data', url: `http://127.0.0.1:${ordersPort}/open/api/` },
    [{ name: 'Orders', url: 'orders', response: 'list' }],
  );
  const ordersSearch = await callApi<View>(
    world.designerApi,
    'POST',
    '/api/views',
    searchView(
      'Orders',
      ordersServer.serverId,
      ordersServer.endpoints.Orders,
      ['orderNumber', 'status', 'total'],
      [],
    ),
  );
  // The customer's page: the customer from the server that is up, its orders from the one that is down.
  const customerPage = await callApi<View>(world.designerApi, 'POST', '/api/views', {
    name: 'Customer with orders',
    type: 'detail',
    metacontent: {
      title: { dataset: 'main', field: 'name' },
      contextual: [],
      panels: [
        {
          type: 'basic',
          title: 'Customer',
          fields: [{ label: 'City', dataset: 'main', field: 'city', valueType: 'text' }],
        },
        {
          type: 'list',
          title: 'Orders',
          dataset: 'orders',
          fields: {
            line1: { label: 'Order', field: 'orderNumber' },
            line2: { field: 'status' },
            symbolType: 'none',
            drilldown: false,
            drilldownFields: [],
          },
        },
      ],
    },
    metadata: {
      server: world.connection.serverId,
      endpoint: world.connection.endpoints.Customer,
      datasets: [
        {
          name: 'main',
          datasetType: 'record',
          server: world.connection.serverId,
          endpoint: world.connection.endpoints.Customer,
          variables: [{ name: 'customerId' }],
        },
        {
          name: 'orders',
          datasetType: 'list',
          server: ordersServer.serverId,
          endpoint: ordersServer.endpoints.Orders,
          params: { filterField: 'customerId', parentDataset: 'main', parentField: 'id' },
        },
      ],
    },
  });
  await addGroup(world.designerApi, 'Order readers', {
    userUuids: [world.reader.user.uuid],
    viewUuids: [ordersSearch.uuid, customerPage.uuid],
  });

  // The search page, its data server down.
  const page = await openSignedIn(browser, baseURL, world.reader, `/user/search/${ordersSearch.uuid}`, wide);
  const table = resultsTable(page, 'Orders');
  await expect(table.getByText(messages.searchLoadFailed)).toBeVisible();
  await expect(table.getByText(messages.upstreamUnreachable, { exact: false })).toBeVisible();
  const tryAgain = table.getByRole('button', { name: messages.searchTryAgain });
  await expect(tryAgain).toBeVisible();
  // No count is claimed: a dash, read as 'unknown'.
  await expect(recordsOf(page)).toHaveText(`${messages.searchRecords} —${messages.searchRecordsUnknown}`);
  await expect(recordsOf(page)).not.toHaveText(/Records: 0/);
  await expect(page.getByText(messages.searchNoRecords)).toHaveCount(0);
  // The toast: 'Error loading data' as its title, the server's reason below it, on lines of their own.
  const toast = page.getByRole('alert').filter({ hasText: messages.upstreamUnreachable });
  await expect(toast).toHaveCount(1);
  const [parts] = await toastParts(page);
  expect(parts[0]).toBe(messages.searchErrorLoadingDataPrefix.trim());
  expect(parts[1]).toMatch(new RegExp(`^${messages.upstreamUnreachable.replace(/[.()]/g, '\\$&')}`));
  const lines = await toastLines(toast);
  expect(lines[0]).toBe('Error loading data');
  expect(lines[1]).toContain(messages.upstreamUnreachable);
  await page.screenshot({ path: `${shots}/search-down-1440.png` });
  await expectNoAccessibilityViolations(page, 'search page, data server down, 1440 px');
  await page.setViewportSize(phone);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${shots}/search-down-390.png` });
  await expectNoAccessibilityViolations(page, 'search page, data server down, 390 px');
  await page.setViewportSize(wide);

  // Still down: Try again fails again and says so again (one toast: a repeated one replaces it).
  await expect(toast).toHaveCount(1);
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toHaveCount(0);
  await tryAgain.click();
  await expect(table.getByText(messages.searchLoadFailed)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: messages.upstreamUnreachable })).toHaveCount(1);

  // The server is back: Try again fills the table and the count.
  orders = await startSampleUpstream({ host: '127.0.0.1', port: ordersPort });
  await table.getByRole('button', { name: messages.searchTryAgain }).click();
  await expect(table.locator('[role=row][aria-rowindex="2"]')).toBeVisible();
  await expect(table.getByText(messages.searchLoadFailed)).toHaveCount(0);
  await expectRecords(page, orders.data.orders.length);
  // The toast that said the rows could not be loaded is taken back.
  await expect(page.getByRole('alert').filter({ hasText: messages.upstreamUnreachable })).toHaveCount(0);
  await page.screenshot({ path: `${shots}/search-back-1440.png` });
  await orders.close();
  orders = undefined;

  // The detail page: the customer loads, its Orders panel does not. It says why, with Try again,
  // instead of 'Records: 0' and 'No data available'.
  const customer = customers.data.customers[0];
  const detail = await openSignedIn(
    browser,
    baseURL,
    world.reader,
    `/user/detail/${customerPage.uuid}?vars=${encodeURIComponent(JSON.stringify({ customerId: customer.id }))}`,
    wide,
  );
  const ordersPanel = panel(detail, 'Orders');
  await expect(ordersPanel.getByText(messages.searchLoadFailed)).toBeVisible();
  await expect(ordersPanel.getByText(messages.upstreamUnreachable, { exact: false })).toBeVisible();
  await expect(ordersPanel.getByText(messages.detailNoData)).toHaveCount(0);
  await expect(ordersPanel.getByText(new RegExp(`^${messages.searchRecords} `))).not.toHaveText(/Records: 0/);
  await expect(panel(detail, 'Customer')).toContainText(String(customer.city));
  await detail.screenshot({ path: `${shots}/detail-down-1440.png` });
  await expectNoAccessibilityViolations(detail, 'detail page, orders server down, 1440 px');
  await detail.setViewportSize(phone);
  await detail.waitForTimeout(300);
  await ordersPanel.scrollIntoViewIfNeeded();
  await detail.screenshot({ path: `${shots}/detail-down-390.png` });
  await detail.setViewportSize(wide);

  orders = await startSampleUpstream({ host: '127.0.0.1', port: ordersPort });
  await ordersPanel.getByRole('button', { name: messages.searchTryAgain }).click();
  await expectPageFilled(detail);
  const itsOrders = orders.data.orders.filter((order) => order.customerId === customer.id).length;
  await expect(ordersPanel.getByText(new RegExp(`^${messages.searchRecords} `))).toHaveText(
    `${messages.searchRecords} ${itsOrders}`,
  );
  await expect(ordersPanel.getByText(messages.searchLoadFailed)).toHaveCount(0);
  await expect(detail.getByRole('alert').filter({ hasText: messages.upstreamUnreachable })).toHaveCount(0);
  await detail.screenshot({ path: `${shots}/detail-back-1440.png` });
});
