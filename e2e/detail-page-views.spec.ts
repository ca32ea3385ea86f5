import type { Page } from '@playwright/test';
import { type BasicField, messages, type PanelColor } from '@portal/contracts';
import { expectNoAccessibilityViolations } from './fixtures/accessibility.ts';
import { signIn } from './fixtures/accounts.ts';
import { designBar, designerMenu } from './fixtures/detail-design-ui.ts';
import { expectPageFilled, listRows, openSignedIn, panel, panelValues } from './fixtures/detail-page.ts';
import {
  type DetailUpstream,
  detailPath,
  exactMatches,
  setUpDetailWorld,
  startJsonDetailUpstream,
  updateDetailView,
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

  // Edit Contextual, beside Details and Data Store, enters design mode and opens its dialog; its edit is saved.
  await page.getByRole('button', { name: messages.detailPageMenu }).click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
    messages.searchDesigner,
    messages.detailDetails,
    messages.detailEditContextual,
    messages.detailDataStore,
  ]);
  await page.waitForTimeout(300);
  await page.screenshot({ path: '.shots/detail-menu-1440.png' });
  await page.getByRole('menuitem', { name: messages.detailEditContextual }).click();
  const contextual = page.getByRole('dialog', { name: messages.detailEditContextual });
  await expect(contextual).toBeVisible();
  await expect(designBar(page)).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: '.shots/detail-contextual-from-menu-1440.png' });
  await contextual.getByRole('textbox', { name: 'Prefix of element 1' }).fill('Town');
  await contextual.getByRole('button', { name: messages.designDone }).click();
  await expect(contextual).toBeHidden();
  await designerMenu(page, messages.searchSaveAndExit);
  await expectToastText(page, messages.searchViewSaved);
  await expect(designBar(page)).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Contextual information' })).toContainText(
    `Town ${upstream.data.customers[2].city}`,
  );

  // A plain user, who could not save, has neither the Designer submenu nor Edit Contextual.
  const reader = await openSignedIn(browser, baseURL, world.reader, path);
  await reader.getByRole('button', { name: messages.detailPageMenu }).click();
  await expect(reader.getByRole('menu').getByRole('menuitem')).toHaveText([
    messages.detailDetails,
    messages.detailDataStore,
  ]);
});

test('a lookup with several matches takes the first, and the warning icon names it with Multiple match', async ({
  browser,
  baseURL,
  request,
  smtp,
}) => {
  test.setTimeout(120_000);
  const world = await setUpDetailWorld(request, smtp, baseURL, upstream);
  const { customers, contacts, orders } = upstream.data;
  // A customer whose latest order is known, so the one other note is primaryContact's.
  const customer = customers.find(
    (one) =>
      exactMatches(contacts, 'customerId', one.id).length >= 2 &&
      exactMatches(orders, 'orderNumber', one.lastOrderNumber).length === 1,
  )!;
  const first = exactMatches(contacts, 'customerId', customer.id)[0];
  // The page gains a lookup of the customer's contacts, which finds several, and a field showing it.
  await updateDetailView(world.api, world.views.customer.uuid, (view) => {
    const { datasets } = view.metadata;
    datasets.push({
      ...datasets.find((dataset) => dataset.name === 'primaryContact')!,
      name: 'anyContact',
      params: { filterField: 'customerId', parentDataset: 'main', parentField: 'id' },
    });
    (view.metacontent.panels[1].fields as BasicField[]).push({
      label: 'A contact',
      dataset: 'anyContact',
      field: 'lastName',
      valueType: 'text',
      style: { type: 'default', backgroundColor: '' },
    });
  });
  const page = await openSignedIn(
    browser,
    baseURL,
    world.reader,
    detailPath(world.views.customer.uuid, { customerId: customer.id }),
  );
  await expectPageFilled(page);
  expect(await panelValues(page, 'Latest order')).toMatchObject({ 'A contact': String(first.lastName) });
  await page.getByRole('button', { name: messages.detailWarnings }).hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    `primaryContact: ${messages.detailNoMatch}anyContact: ${messages.detailMultipleMatch}`,
  );
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
  await listRows(page, 'Contacts')
    .first()
    .getByRole('button', { name: messages.detailDrillDown, exact: true })
    .click();
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
  // The same item toggles: it reads 'Main View' while the tiles show, and brings the panels back.
  await openMenuItem(page, messages.detailDetails);
  await expect(tiles).toBeVisible();
  await openMenuItem(page, messages.detailMainView);
  await expect(tiles).toBeHidden();
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
  // On a phone even a designer has no design items: Details and Data Store only.
  await phone.getByRole('button', { name: messages.detailPageMenu }).click();
  await expect(phone.getByRole('menu').getByRole('menuitem')).toHaveText([
    messages.detailDetails,
    messages.detailDataStore,
  ]);
  await phone.waitForTimeout(300);
  await phone.screenshot({ path: '.shots/detail-menu-390.png' });
  await phone.keyboard.press('Escape');
  expect(await panelValues(phone, 'Customer')).toMatchObject({ Email: String(customer.email) });
});

test('text keeps its contrast on every panel and card colour', async ({
  browser,
  baseURL,
  request,
  smtp,
}) => {
  test.setTimeout(120_000);
  const world = await setUpDetailWorld(request, smtp, baseURL, upstream);
  const colours: Record<string, PanelColor> = {
    Customer: 'Orange',
    'Latest order': 'Dark Blue',
    Contacts: 'Green',
    Orders: 'Gray',
  };
  await updateDetailView(world.api, world.views.customer.uuid, (view) => {
    for (const panel of view.metacontent.panels) {
      panel.ui.backgroundColor = colours[panel.title] ?? '';
      if (panel.type !== 'basic') continue;
      // A coloured card on a coloured panel, and a default card on a dark one.
      for (const field of panel.fields)
        if (field.style.type === 'card') field.style.backgroundColor = 'Orange';
      panel.fields[1].style = { type: 'card', backgroundColor: '' };
    }
  });
  const path = detailPath(world.views.customer.uuid, { customerId: upstream.data.customers[2].id });
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const page = await openSignedIn(browser, baseURL, world.designer, path, viewport);
    await expectPageFilled(page);
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `.shots/detail-colours-${viewport.width}.png`, fullPage: true });
    await expectNoAccessibilityViolations(page, `coloured panels at ${viewport.width} px`);
  }
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
  // The frame starts with the row of panels: its Previous / Next panel bar (the five panels overflow
  // 1200 px), then the panels right below it; no header, no contextual strip above them.
  const previous = frame.getByRole('button', { name: messages.detailPreviousPanel });
  await expect(previous).toBeVisible();
  expect((await previous.boundingBox())!.y - frameTop).toBeLessThan(48);
  expect((await customerPanel.boundingBox())!.y - frameTop).toBeLessThan(48 + 48);
});
