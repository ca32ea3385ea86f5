import type { Page } from '@playwright/test';
import { messages } from '@portal/contracts';
import { expectNoAccessibilityViolations } from './fixtures/accessibility.ts';
import { signIn } from './fixtures/accounts.ts';
import { expectPageFilled, listRows, openSignedIn, panel, panelValues } from './fixtures/detail-page.ts';
import {
  type DetailUpstream,
  detailPath,
  setUpDetailWorld,
  startJsonDetailUpstream,
} from './fixtures/detail-world.ts';
import { addGroup, addInvitedUser } from './fixtures/portal-api.ts';
import { expect, test } from './fixtures/test.ts';
import { expectToastText } from './fixtures/ui.ts';

let upstream: DetailUpstream;
test.beforeAll(async () => {
  upstream = await startJsonDetailUpstream();
});
test.afterAll(async () => {
  await upstream?.close();
});
const openMenuItem = async (page: Page, item: string) => {
  await page.getByRole('button', { name: messages.detailPageMenu }).click();
  await page.getByRole('menuitem', { name: item }).click();
};

test('design mode: the Designer submenu, an edit button per panel, navigation locked, Save & Exit', async ({
  browser,
  baseURL,
  request,
  smtp,
}) => {
  test.setTimeout(120_000);
  const world = await setUpDetailWorld(request, smtp, baseURL, upstream);
  const path = detailPath(world.views.customer.uuid, { customerId: 3 });
  const page = await openSignedIn(browser, baseURL, world.designer, path);
  await expectPageFilled(page);
  await expect(page.getByRole('button', { name: `${messages.detailEditPanel} Customer` })).toHaveCount(0);
  await page.getByRole('button', { name: messages.detailPageMenu }).click();
  await page.getByRole('menuitem', { name: messages.searchDesigner }).hover();
  await expect(page.getByRole('menuitem', { name: messages.detailDataSources })).toBeDisabled();
  await page.getByRole('menuitem', { name: messages.searchDesignMode }).click();
  for (const title of ['Customer', 'Latest order', 'Contacts', 'Orders'])
    await expect(page.getByRole('button', { name: `${messages.detailEditPanel} ${title}` })).toBeVisible();
  await panel(page, 'Customer').getByRole('link').first().click();
  await expectToastText(page, messages.searchNavigationLocked);
  expect(new URL(page.url()).pathname).toBe(`/user/detail/${world.views.customer.uuid}`);
  await page.getByRole('button', { name: messages.detailPageMenu }).click();
  await page.getByRole('menuitem', { name: messages.searchDesigner }).hover();
  await page.getByRole('menuitem', { name: messages.searchSaveAndExit }).click();
  await expectToastText(page, messages.searchViewSaved);
  await expect(page.getByRole('button', { name: `${messages.detailEditPanel} Customer` })).toHaveCount(0);

  // A plain user has no Designer submenu.
  const reader = await openSignedIn(browser, baseURL, world.reader, path);
  await reader.getByRole('button', { name: messages.detailPageMenu }).click();
  await expect(reader.getByRole('menuitem', { name: messages.detailDataStore })).toBeVisible();
  await expect(reader.getByRole('menuitem', { name: messages.searchDesigner })).toHaveCount(0);
});

test('Details shows a record as tiles until Escape; Data Store shows each dataset; axe and screenshots at 1440 and 390 px', async ({
  browser,
  baseURL,
  request,
  smtp,
}) => {
  test.setTimeout(120_000);
  const world = await setUpDetailWorld(request, smtp, baseURL, upstream);
  const customer = upstream.data.customers[2];
  const path = detailPath(world.views.customer.uuid, { customerId: customer.id });
  const page = await openSignedIn(browser, baseURL, world.designer, path);
  await expectPageFilled(page);
  await page.waitForTimeout(1000);
  await page.screenshot({ path: '.shots/detail-page-1440.png' });
  await expectNoAccessibilityViolations(page, 'detail page');
  await listRows(page, 'Contacts').first().getByRole('button', { name: messages.detailDrillDown }).click();
  await expect(page.getByRole('dialog', { name: messages.detailDrilldownTitle })).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: '.shots/detail-sheet-1440.png' });
  await expectNoAccessibilityViolations(page, 'detail page with the drilldown sheet', true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await openMenuItem(page, messages.detailDetails);
  const tiles = page.getByRole('list', { name: `${messages.detailDetails}: main` });
  await expect(tiles).toContainText(String(customer.email));
  await page.getByLabel(messages.detailDatasetLabel, { exact: true }).selectOption('latestOrder');
  await expect(page.getByRole('list', { name: `${messages.detailDetails}: latestOrder` })).toContainText(
    String(customer.lastOrderNumber),
  );
  await page.screenshot({ path: '.shots/detail-details-1440.png' });
  await page.keyboard.press('Escape');
  await expect(panel(page, 'Customer')).toBeVisible();
  await openMenuItem(page, messages.detailDataStore);
  const store = page.getByRole('dialog', { name: messages.detailDataStore });
  await expect(store.getByRole('region', { name: 'primaryContact' })).toContainText(messages.detailNoMatch);
  await expect(store.getByRole('region', { name: 'main' })).toContainText(messages.detailStatusLoaded);
  await page.keyboard.press('Escape');

  const phone = await openSignedIn(browser, baseURL, world.designer, path, { width: 390, height: 844 });
  await expectPageFilled(phone);
  await phone.waitForTimeout(1000);
  await phone.screenshot({ path: '.shots/detail-page-390.png', fullPage: true });
  // One column of fields, and nothing wider than the screen.
  const columns = await panel(phone, 'Customer')
    .locator('dl')
    .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(1);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.getByRole('button', { name: messages.detailPageMenu }).click();
  await expect(phone.getByRole('menuitem', { name: messages.searchDesigner })).toHaveCount(0);
  expect(await panelValues(phone, 'Customer')).toMatchObject({ Email: String(customer.email) });
});

test('in an embedding frame the detail page hides its header and starts with its panels', async ({
  page,
  baseURL,
  request,
  smtp,
  portal,
}) => {
  test.setTimeout(120_000);
  const world = await setUpDetailWorld(request, smtp, baseURL, upstream);
  const embedder = await addInvitedUser(world.api, smtp, ['user'], { addons: { embed: 1 } });
  await addGroup(world.api, 'Partners', {
    userUuids: [embedder.user.uuid],
    viewUuids: [world.views.customers.uuid],
  });
  const customer = upstream.data.customers[2];
  await page.goto('/login');
  await signIn(page, embedder);
  await page.waitForURL('**/home');
  // A host page on the portal's own origin, so frame-ancestors 'self' lets it frame the portal.
  await page.route(`${portal.url}/embed-host`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<title>Host</title><iframe title="Portal" src="${detailPath(world.views.customer.uuid, { customerId: customer.id })}" width="1200" height="800"></iframe>`,
    }),
  );
  await page.goto('/embed-host');
  const frame = page.frameLocator('iframe');
  const customerPanel = frame.getByRole('article', { name: 'Customer', exact: true });
  await expect(customerPanel).toContainText(String(customer.email));
  await expect(frame.getByRole('button', { name: messages.detailPageMenu })).toHaveCount(0);
  await expect(frame.getByRole('list', { name: 'Contextual information' })).toHaveCount(0);
  // The title stays for screen readers only.
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(String(customer.name));
  const frameTop = (await page.locator('iframe').boundingBox())!.y;
  expect((await customerPanel.boundingBox())!.y - frameTop).toBeLessThan(48);
});
