import { type ListPanel, messages } from '@portal/contracts';
import { type SampleUpstream, startSampleUpstream } from '@portal/sample-upstream';
import {
  expectPageFilled,
  listRows,
  msUntilDialogGone,
  openSignedIn,
  panel,
  panelValues,
  recordsOfPanel,
  requestsMatching,
} from './fixtures/detail-page.ts';
import {
  type DetailUpstream,
  detailPath,
  exactMatches,
  quietCustomerName,
  setUpDetailWorld,
  startJsonDetailUpstream,
  startSampleDetailUpstream,
  updateDetailView,
} from './fixtures/detail-world.ts';
import { expect, test } from './fixtures/test.ts';

let sample: SampleUpstream;
const upstreams: DetailUpstream[] = [];

test.beforeAll(async () => {
  sample = await startSampleUpstream({ host: '127.0.0.1', port: 0 });
  upstreams.push(await startSampleDetailUpstream(sample), await startJsonDetailUpstream());
});
test.afterAll(async () => {
  for (const upstream of upstreams) await upstream.close();
  await sample?.close();
});

const number = (value: unknown) => new Intl.NumberFormat('en-US').format(Number(value));
const searchEntries = (url: string) => JSON.parse(new URL(url).searchParams.get('search') ?? '[]');

for (const pick of [0, 1]) {
  test(`a plain user opens a customer from a search page: every panel filled, each dataset asked once, links lead on: ${['sample upstream', 'json-server'][pick]}`, async ({
    browser,
    baseURL,
    request,
    smtp,
  }) => {
    test.setTimeout(180_000);
    const upstream = upstreams[pick];
    const { customers, contacts, orders, products } = upstream.data;
    const world = await setUpDetailWorld(request, smtp, baseURL, upstream);
    // A customer with several contacts and orders, whose latest order is known.
    const customer = customers.find(
      (one) =>
        exactMatches(contacts, 'customerId', one.id).length >= 2 &&
        exactMatches(orders, 'customerId', one.id).length >= 2 &&
        exactMatches(orders, 'orderNumber', one.lastOrderNumber).length === 1 &&
        /^[A-Za-z ]+$/.test(String(one.city)),
    )!;
    const latest = exactMatches(orders, 'orderNumber', customer.lastOrderNumber)[0];
    const product = exactMatches(products, 'id', latest.productId)[0];
    const itsContacts = exactMatches(contacts, 'customerId', customer.id);

    // The reader's group holds only the customers search page; its link opens the customer page.
    const entry = [{ label: 'NAME', field: 'name', value: String(customer.name) }];
    const searchPath = `/user/search/${world.views.customers.uuid}?search=${encodeURIComponent(JSON.stringify(entry))}`;
    const page = await openSignedIn(browser, baseURL, world.reader, searchPath);
    const link = page.getByRole('link', { name: String(customer.name), exact: true });
    await expect(link).toBeVisible();
    upstream.proxy.requests.length = 0;
    await link.click();
    await page.waitForURL(`**/user/detail/${world.views.customer.uuid}?vars=*`);
    await expectPageFilled(page);

    // Header: the title field's value and the contextual strip.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(customer.name));
    await expect(page.getByRole('list', { name: 'Contextual information' })).toHaveText(
      `City ${customer.city}Segment ${customer.segment} segment`,
    );
    // Values of main, formatted by value type; the lookup, and the record bound to the lookup.
    expect(await panelValues(page, 'Customer')).toMatchObject({
      'Customer number': String(customer.id),
      Email: String(customer.email),
      City: String(customer.city),
      'Credit limit': number(customer.creditLimit),
    });
    expect(await panelValues(page, 'Latest order')).toEqual({
      Order: String(latest.orderNumber),
      Total: number(latest.total),
      Product: String(product.name),
      Price: number(product.price),
      'Primary contact': '–',
    });
    // Lists count the upstream's exact matches.
    await expect(recordsOfPanel(page, 'Contacts')).toHaveText(
      `${messages.searchRecords} ${itsContacts.length}`,
    );
    await expect(recordsOfPanel(page, 'Orders')).toHaveText(
      `${messages.searchRecords} ${exactMatches(orders, 'customerId', customer.id).length}`,
    );
    await expect(listRows(page, 'Contacts')).toHaveCount(itsContacts.length);

    // Each dataset was asked for once, and nothing else was.
    await page.waitForTimeout(300);
    const asked = upstream.proxy.requests;
    const once = (pattern: RegExp) =>
      expect(requestsMatching(asked, pattern), String(pattern)).toHaveLength(1);
    once(new RegExp(`customers/${customer.id}(\\?|$)`));
    once(/contacts\?.*customerId/);
    once(/contacts\?.*email/);
    once(/orders\?.*customerId/);
    once(/orders\?.*orderNumber/);
    once(new RegExp(`products/${product.id}(\\?|$)`));
    expect(asked.map((one) => decodeURIComponent(one.path))).toHaveLength(6);

    // The lookup that found nothing shows the warning icon with its note.
    await page.getByRole('button', { name: messages.detailWarnings }).hover();
    await expect(page.getByRole('tooltip')).toHaveText(`primaryContact: ${messages.detailNoMatch}`);

    // The drilldown sheet shows the chosen fields; 'Close' and Escape close it.
    const first = listRows(page, 'Contacts').first();
    const lastName = /Name:\s*(.+)/.exec(await first.innerText())?.[1].trim();
    const shown = itsContacts.find((contact) => contact.lastName === lastName)!;
    await first.getByRole('button', { name: messages.detailDrillDown, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: messages.detailDrilldownTitle });
    await expect(sheet).toBeVisible();
    await expect(sheet.locator('dl')).toHaveText(
      `First name${shown.firstName}Last name${shown.lastName}Title${shown.title}`,
    );
    // Closing slides the sheet out for 500 ms, after 'Close' as after Escape: still there, then gone.
    const close = sheet.getByRole('button', { name: messages.detailClose, exact: true });
    const closingAfterClose = await msUntilDialogGone(page, () => close.click());
    expect(closingAfterClose).toBeGreaterThanOrEqual(450);
    expect(closingAfterClose).toBeLessThan(1500);
    await expect(sheet).toBeHidden();
    await first.getByRole('button', { name: messages.detailDrillDown, exact: true }).click();
    await expect(sheet).toBeVisible();
    const closingAfterEscape = await msUntilDialogGone(page, () => page.keyboard.press('Escape'));
    expect(closingAfterEscape).toBeGreaterThanOrEqual(450);
    await expect(sheet).toBeHidden();
    await listRows(page, 'Orders')
      .first()
      .getByRole('button', { name: messages.detailDrillDown, exact: true })
      .click();
    await expect(
      page.getByRole('dialog').getByText(messages.detailNoDrilldownFields, { exact: true }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // Detail → detail: the latest order's page, and back to its customer through the order.
    await panel(page, 'Latest order')
      .getByRole('link', { name: String(latest.orderNumber) })
      .click();
    await page.waitForURL(`**/user/detail/${world.views.order.uuid}?vars=*`);
    expect(JSON.parse(new URL(page.url()).searchParams.get('vars') ?? '')).toEqual({ orderId: latest.id });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(latest.orderNumber));
    await panel(page, 'Order')
      .getByRole('link', { name: String(latest.customerName) })
      .click();
    await page.waitForURL(`**/user/detail/${world.views.customer.uuid}?vars=*`);
    expect(JSON.parse(new URL(page.url()).searchParams.get('vars') ?? '')).toEqual({
      customerId: customer.id,
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(customer.name));

    // Detail → search: the city opens the customers search on an exact entry of its City filter
    // (DESIGN.md §7c), shown as 'CITY = …', and finds exactly the customers in that city.
    await panel(page, 'Customer')
      .getByRole('link', { name: String(customer.city) })
      .click();
    await page.waitForURL(`**/user/search/${world.views.customers.uuid}?search=*`);
    expect(searchEntries(page.url())).toEqual([
      { label: 'CITY', field: 'city', value: customer.city, exact: true },
    ]);
    await expect(
      page.getByText(`CITY ${messages.searchExactSign} ${customer.city}`, { exact: true }),
    ).toBeVisible();
    const inCity = exactMatches(customers, 'city', customer.city);
    await expect(page.getByText(new RegExp(`^${messages.searchRecords} `))).toHaveText(
      `${messages.searchRecords} ${inCity.length}`,
    );

    // A list line leads to its own row's record: the first order's page.
    await page.goBack();
    await page.waitForURL(`**/user/detail/${world.views.customer.uuid}?vars=*`);
    const firstOrder = exactMatches(orders, 'customerId', customer.id)[0];
    await listRows(page, 'Orders')
      .first()
      .getByRole('link', { name: String(firstOrder.orderNumber), exact: true })
      .click();
    await page.waitForURL(`**/user/detail/${world.views.order.uuid}?vars=*`);
    expect(JSON.parse(new URL(page.url()).searchParams.get('vars') ?? '')).toEqual({
      orderId: firstOrder.id,
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(firstOrder.orderNumber));

    // 'Go to search view' opens the orders search filtered as the panel is (DESIGN.md §7c): an exact
    // entry on the list's own filter field, customerId = the customer's id, so it finds the panel's count.
    await page.goBack();
    await page.waitForURL(`**/user/detail/${world.views.customer.uuid}?vars=*`);
    const itsOrders = exactMatches(orders, 'customerId', customer.id);
    await expect(recordsOfPanel(page, 'Orders')).toHaveText(`${messages.searchRecords} ${itsOrders.length}`);
    await panel(page, 'Orders')
      .getByRole('link', { name: messages.detailGoToSearchView, exact: true })
      .click();
    await page.waitForURL(`**/user/search/${world.views.orders.uuid}?search=*`);
    expect(searchEntries(page.url())).toEqual([
      { label: 'Customer id', field: 'customerId', value: customer.id, exact: true },
    ]);
    await expect(
      page.getByText(`Customer id ${messages.searchExactSign} ${customer.id}`, { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(new RegExp(`^${messages.searchRecords} `))).toHaveText(
      `${messages.searchRecords} ${itsOrders.length}`,
    );
  });

  test(`a customer with no contacts or orders: both lists say No data available, Go to search view lands on the same empty search, and is inert and says why when its value is missing: ${['sample upstream', 'json-server'][pick]}`, async ({
    browser,
    baseURL,
    request,
    smtp,
  }) => {
    test.setTimeout(120_000);
    const upstream = upstreams[pick];
    const world = await setUpDetailWorld(request, smtp, baseURL, upstream);
    const quiet = upstream.data.customers.find((one) => one.name === quietCustomerName)!;
    const quietPath = detailPath(world.views.customer.uuid, { customerId: quiet.id });
    const page = await openSignedIn(browser, baseURL, world.designer, quietPath);
    await expectPageFilled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(quietCustomerName);
    for (const title of ['Contacts', 'Orders']) {
      await expect(recordsOfPanel(page, title)).toHaveText(`${messages.searchRecords} 0`);
      await expect(listRows(page, title)).toHaveText([messages.detailNoData]);
    }
    // No latest order: its fields show no value and lead nowhere.
    expect(Object.values(await panelValues(page, 'Latest order'))).toEqual(['–', '–', '–', '–', '–']);
    await expect(panel(page, 'Latest order').getByRole('link')).toHaveCount(0);
    // 'Go to search view' filters as the list does (DESIGN.md §7c): customerId = this customer's id,
    // which is there, so it leads to the orders search showing none, like the panel.
    await panel(page, 'Orders')
      .getByRole('link', { name: messages.detailGoToSearchView, exact: true })
      .click();
    await page.waitForURL(`**/user/search/${world.views.orders.uuid}?search=*`);
    expect(searchEntries(page.url())).toEqual([
      { label: 'Customer id', field: 'customerId', value: quiet.id, exact: true },
    ]);
    await expect(
      page.getByText(`Customer id ${messages.searchExactSign} ${quiet.id}`, { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(new RegExp(`^${messages.searchRecords} `))).toHaveText(
      `${messages.searchRecords} 0`,
    );

    // The designer chooses instead to search the orders by the latest order's customer name
    // (a destination field of their own): this customer has no latest order, so the value is
    // missing and 'Go to search view' is inert and says why.
    await updateDetailView(world.api, world.views.customer.uuid, (view) => {
      const list = view.metacontent.panels.find((one) => one.title === 'Orders') as ListPanel;
      list.fields.navigationPage = {
        navigation: {
          destinationType: 'search',
          destination: world.views.orders.uuid,
          dataset: 'latestOrder',
          field: 'customerName',
          destinationField: 'customerName',
        },
      };
    });
    await page.goto(quietPath);
    await expectPageFilled(page);
    const orders = panel(page, 'Orders');
    await expect(orders.getByRole('link', { name: messages.detailGoToSearchView, exact: true })).toHaveCount(
      0,
    );
    const goToSearch = orders.getByRole('button', { name: messages.detailGoToSearchView, exact: true });
    await expect(goToSearch).toBeDisabled();
    await expect(goToSearch).toHaveAccessibleDescription(messages.detailNavigationUnavailable);
    await goToSearch.hover();
    await expect(page.getByRole('tooltip')).toHaveText(messages.detailNavigationUnavailable);
    await goToSearch.click({ force: true });
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe(`/user/detail/${world.views.customer.uuid}`);
    // Without a search page configured, Contacts has no such button at all.
    await expect(
      panel(page, 'Contacts').getByRole('button', { name: messages.detailGoToSearchView, exact: true }),
    ).toHaveCount(0);
    await page.screenshot({ path: `.shots/detail-empty-lists-1440-${pick}.png` });

    // On a phone, where panels stack, the same inert button under an empty list.
    const phone = await openSignedIn(browser, baseURL, world.designer, quietPath, {
      width: 390,
      height: 844,
    });
    await expectPageFilled(phone);
    await expect(
      panel(phone, 'Orders').getByRole('button', { name: messages.detailGoToSearchView, exact: true }),
    ).toBeDisabled();
    await phone.waitForTimeout(1000);
    await phone.screenshot({ path: `.shots/detail-empty-lists-390-${pick}.png`, fullPage: true });
  });
}

test('a user outside the groups that reach a detail page gets View not found for it, and the proxy refuses its data', async ({
  browser,
  baseURL,
  request,
  smtp,
}) => {
  test.setTimeout(120_000);
  const upstream = upstreams[1];
  const world = await setUpDetailWorld(request, smtp, baseURL, upstream);
  const page = await openSignedIn(browser, baseURL, world.outsider, '/home');
  await page.goto(`/user/detail/${world.views.customer.uuid}?vars=${encodeURIComponent('{"customerId":1}')}`);
  await expect(page.getByRole('alert').filter({ hasText: messages.viewNotFound })).toBeVisible();
  await page.waitForURL('**/home');
  const refused = await page.request.post('/api/proxy', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      uuid: world.endpoints.customer,
      view: world.views.customer.uuid,
      dataset: 'main',
      urlVariables: { customerId: 1 },
    },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(messages.proxyPageNotYours);
});
