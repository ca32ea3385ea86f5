import type { APIRequestContext } from '@playwright/test';
import { messages, type View } from '@portal/contracts';
import { expectNoAccessibilityViolations } from './fixtures/accessibility.ts';
import { registerActivatedAccount, signIn } from './fixtures/accounts.ts';
import { addGroup, callApi } from './fixtures/portal-api.ts';
import { expectNoSidewaysScroll, phone, screenshotAt, wide } from './fixtures/screens.ts';
import { expect, test } from './fixtures/test.ts';
import { expectToastText, pickOption } from './fixtures/ui.ts';

const ajax = { 'X-Requested-With': 'XMLHttpRequest' };

type Navigation = { destinationType: 'search' | 'detail'; destination: string; [key: string]: unknown };

/**
 * DECISIONS.md's example: Products (search) opens Product 360, which links to Customer 360, which
 * opens the Orders search from its name. A group 'Field team' holds Products and Product 360.
 */
async function addLinkedPages(api: APIRequestContext) {
  const server = await callApi<{ uuid: string }>(api, 'POST', '/api/servers', {
    name: 'Shop server',
    settings: { url: 'https://data.invalid/api/' },
  });
  const endpoint = async (url: string, response: 'list' | 'record') =>
    (
      await callApi<{ uuid: string }>(api, 'POST', `/api/servers/${server.uuid}/endpoints`, {
        name: url,
        settings: { url, method: 'GET', response },
      })
    ).uuid;
  const [products, product, customer, orders] = [
    await endpoint('products', 'list'),
    await endpoint('products/$(productId)', 'record'),
    await endpoint('customers/$(customerId)', 'record'),
    await endpoint('orders', 'list'),
  ];
  const search = (name: string, list: string, navigation?: Navigation) =>
    callApi<View>(api, 'POST', '/api/views', {
      name,
      type: 'search',
      metacontent: {
        title: name,
        columns: [{ value: 'name', label: 'Name', ...(navigation ? { navigation } : {}) }],
        textFilters: [],
        customFilters: [],
      },
      metadata: { server: server.uuid, endpoint: list },
    });
  const detail = (name: string, record: string, navigation?: Navigation) =>
    callApi<View>(api, 'POST', '/api/views', {
      name,
      type: 'detail',
      metacontent: {
        title: { dataset: 'main', field: 'name' },
        contextual: [],
        panels: navigation
          ? [
              {
                type: 'basic',
                title: 'Links',
                fields: [{ label: 'Name', dataset: 'main', field: 'name', navigation }],
              },
            ]
          : [],
      },
      metadata: {
        server: server.uuid,
        endpoint: record,
        datasets: [{ name: 'main', datasetType: 'record', server: server.uuid, endpoint: record }],
      },
    });
  const ordersPage = await search('Orders', orders);
  const customerPage = await detail('Customer 360', customer, {
    destinationType: 'search',
    destination: ordersPage.uuid,
    dataset: 'main',
    field: 'name',
  });
  const productPage = await detail('Product 360', product, {
    destinationType: 'detail',
    destination: customerPage.uuid,
    variables: [],
  });
  const productsPage = await search('Products', products, {
    destinationType: 'detail',
    destination: productPage.uuid,
    variables: [{ field: 'productId', value: 'id' }],
  });
  const group = await addGroup(api, 'Field team', { viewUuids: [productsPage.uuid, productPage.uuid] });
  return { ordersPage, customerPage, productPage, productsPage, group };
}

test('a designer finds every page on the Pages screen, duplicates one and deletes another', async ({
  page,
  request,
  smtp,
}) => {
  test.setTimeout(120_000);
  const owner = await registerActivatedAccount(request, smtp);
  expect((await request.post('/api/login', { headers: ajax, data: owner })).status()).toBe(200);
  const { ordersPage, productsPage, productPage } = await addLinkedPages(request);

  await page.setViewportSize(wide);
  await page.goto('/login');
  await signIn(page, owner);
  await page.waitForURL('**/home');
  await page.getByRole('navigation').getByRole('link', { name: 'Pages' }).click();
  await page.waitForURL('**/designer/pages');
  await expect(page.getByRole('heading', { name: messages.pagesTitle, level: 1 })).toBeVisible();

  const table = page.getByRole('table', { name: 'Pages' });
  // A row by the page it is about (its first cell), not by the pages its 'Linked from' names.
  const row = (name: string) =>
    table.getByRole('row', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')} (search|detail) `) });
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(row('Product 360')).toContainText('detail');
  await expect(row('Product 360')).toContainText('Field team');
  await expect(row('Product 360').getByRole('link', { name: 'Products', exact: true })).toBeVisible();
  await expect(row('Orders')).toContainText('No group');
  await expect(row('Orders').getByRole('link', { name: 'Customer 360' })).toBeVisible();
  await expect(row('Products')).toContainText(`by ${owner.firstName} ${owner.lastName}`);

  const search = page.getByRole('searchbox', { name: messages.pagesSearchLabel });
  await search.fill('field TEAM');
  await expect(table.getByRole('row')).toHaveCount(3);
  await search.fill('nothing like this');
  await expect(page.getByText(messages.pagesNoMatch)).toBeVisible();
  await search.fill('');
  await screenshotAt(page, 'pages', wide);
  await expectNoSidewaysScroll(page);
  await expectNoAccessibilityViolations(page, 'pages at 1440 px');

  // Duplicate: the copy is listed at once, in no group.
  await row('Products')
    .getByRole('button', { name: `${messages.duplicatePage} Products` })
    .click();
  await expectToastText(page, `${messages.pageDuplicated}: Products (copy)`);
  await expect(row('Products (copy)')).toContainText('No group');
  await expect(row('Products (copy)')).toContainText('search');

  // Delete: the confirmation names the group holding it and the pages linking to it.
  await row('Product 360').getByRole('button', { name: 'Delete Product 360' }).click();
  const dialog = page.getByRole('dialog', { name: messages.deletePage });
  await expect(dialog.getByRole('list', { name: 'Groups holding the page' })).toHaveText('Field team');
  await expect(dialog.getByRole('list', { name: 'Pages linking to the page' })).toContainText('Products');
  await expect(dialog.getByRole('list', { name: 'Pages linking to the page' })).toContainText(
    'Products (copy)',
  );
  await screenshotAt(page, 'pages-delete', wide, { fullPage: false });
  await expectNoAccessibilityViolations(page, 'delete page dialog', true);
  await dialog.getByRole('button', { name: messages.deletePage }).click();
  await expectToastText(page, messages.pageDeleted);
  await expect(row('Product 360')).toHaveCount(0);
  await expect(table.getByRole('row')).toHaveCount(5);

  // Its name is free again, and the page that linked to it still opens.
  const again = await request.post('/api/views', {
    headers: ajax,
    data: { ...(await (await request.get(`/api/views/${ordersPage.uuid}`)).json()), name: 'Product 360' },
  });
  expect(again.status()).toBe(200);
  expect((await request.get(`/api/views/${productPage.uuid}`)).status()).toBe(404);
  expect((await request.get(`/api/views/${productsPage.uuid}`)).status()).toBe(200);

  // On a phone each page is a card with its actions in reach.
  await page.setViewportSize(phone);
  const cards = page.getByRole('list', { name: 'Pages' });
  await expect(cards.getByRole('listitem').filter({ hasText: 'Orders' }).first()).toBeVisible();
  await screenshotAt(page, 'pages', phone);
  await expectNoSidewaysScroll(page);
  await expectNoAccessibilityViolations(page, 'pages at 390 px');
  const copyCard = cards
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Products (copy)', exact: true }) });
  await copyCard.getByRole('button', { name: 'Delete Products (copy)' }).click();
  await expect(page.getByRole('dialog', { name: messages.deletePage })).toContainText('No group holds it.');
  await screenshotAt(page, 'pages-delete', phone, { fullPage: false });
  await page
    .getByRole('dialog', { name: messages.deletePage })
    .getByRole('button', { name: messages.deletePage })
    .click();
  await expectToastText(page, messages.pageDeleted);
  await expect(copyCard).toHaveCount(0);

  // 'Design' opens the page straight in design mode; 'Open' opens it as its users see it.
  await page.setViewportSize(wide);
  const ordersRow = row('Orders');
  await ordersRow.getByRole('link', { name: 'Design Orders' }).click();
  await page.waitForURL(`**/user/search/${ordersPage.uuid}`);
  await expect(page.getByRole('group', { name: messages.designModeLabel })).toBeVisible();
  await page.goBack();
  await row('Orders').getByRole('link', { name: 'Open Orders' }).click();
  await page.waitForURL(`**/user/search/${ordersPage.uuid}`);
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('group', { name: messages.designModeLabel })).toHaveCount(0);
});

test('the Groups screen shows under each page of a group the pages it also opens through links', async ({
  page,
  request,
  smtp,
}) => {
  test.setTimeout(90_000);
  const owner = await registerActivatedAccount(request, smtp);
  expect((await request.post('/api/login', { headers: ajax, data: owner })).status()).toBe(200);
  await addLinkedPages(request);

  await page.setViewportSize(wide);
  await page.goto('/designer/editgroups');
  await signIn(page, owner);
  await page.waitForURL('**/designer/editgroups');
  await pickOption(page, page, 'Group', 'Field team');
  const views = page.getByRole('table', { name: 'Views in group' });
  const reach = `${messages.groupReachableLabel}: Customer 360, Orders`;
  await expect(views.getByRole('row').filter({ hasText: 'Product 360' })).toContainText(reach);
  await expect(views.getByRole('row').filter({ hasText: /^Products/ })).toContainText(reach);
  for (const viewport of [wide, phone]) {
    await screenshotAt(page, 'groups-reach', viewport);
    await expectNoSidewaysScroll(page);
    await expectNoAccessibilityViolations(page, `groups with reachable pages at ${viewport.width} px`);
  }

  // Taking Product 360 out of the group leaves Products opening it, and through it the rest.
  await page.setViewportSize(wide);
  await views.getByRole('button', { name: 'Remove Product 360' }).click();
  await expectToastText(page, messages.viewRemovedFromGroup);
  await expect(views.getByRole('row').filter({ hasText: /^Products/ })).toContainText(
    `${messages.groupReachableLabel}: Customer 360, Orders, Product 360`,
  );
});
