import { messages, type View } from '@portal/contracts';
import { signIn } from './fixtures/accounts.ts';
import {
  designBar,
  designerMenu,
  dragHandle,
  keyboardMove,
  lookAt,
  openFromBar,
  pick,
  runDetailWizard,
  segment,
  shot,
} from './fixtures/detail-design-ui.ts';
import { recordsOfPanel } from './fixtures/detail-page.ts';
import { type PeopleUpstream, startPeopleUpstream } from './fixtures/people-upstream.ts';
import { addFurnishedPersonView, personPath, setUpPeopleWorld } from './fixtures/people-world.ts';
import { callApi } from './fixtures/portal-api.ts';
import { expectToast } from './fixtures/search-setup.ts';
import { expect, test } from './fixtures/test.ts';

let upstream: PeopleUpstream;

test.beforeAll(async () => {
  upstream = await startPeopleUpstream();
});
test.afterAll(async () => {
  await upstream?.close();
});

test('a designer builds a person page with related lists, a look-up and navigation, and a reader sees it', async ({
  page,
  browser,
  request,
  smtp,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const world = await setUpPeopleWorld(request, smtp, baseURL, upstream);
  await page.goto('/designer/newdetail');
  await signIn(page, world.designer);
  await page.waitForURL('**/designer/newdetail');
  await runDetailWizard(page, {
    server: 'People data',
    endpoint: 'Person (people/$(id))',
    values: { id: '3' },
    name: 'Person',
    title: 'lastName',
    contextual: ['email'],
    group: 'Readers',
  });
  const views = await callApi<Array<{ uuid: string; name: string }>>(world.designerApi, 'GET', '/api/views');
  const uuid = views.find((view) => view.name === 'Person')!.uuid;
  const person = upstream.people[2];
  const path = `/user/detail/${uuid}?vars=${encodeURIComponent(JSON.stringify({ id: person.id }))}`;
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(person.lastName);

  await designerMenu(page, messages.searchDesignMode);
  await expect(designBar(page)).toBeVisible();

  // A list of this person's orders, through Test and Confirm.
  let dialog = await openFromBar(page, messages.detailDataSources, messages.detailEditDataSources);
  await expect(dialog.getByRole('table', { name: 'main fields' })).toContainText(person.email);
  await shot(page, 'detail-data-sources-1440');
  await pick(dialog, messages.detailDatasetLabel, messages.detailNewDataset);
  await dialog.getByRole('button', { name: messages.detailAddOrEdit }).click();
  const form = dialog.getByRole('region', { name: messages.detailDatasetForm });
  await form.getByLabel(messages.detailDatasetName).fill('orders');
  await segment(form, 'List');
  await pick(form, messages.detailServer, 'People data');
  await pick(form, messages.detailEndpoint, 'Orders (orders)');
  const testButton = form.getByRole('button', { name: messages.detailTestAndConfirm, exact: true });
  await expect(testButton).toBeDisabled();
  await pick(form, messages.detailEndpointField, 'personId');
  await pick(form, messages.detailQueryValueDataset, 'main');
  await pick(form, messages.detailQueryValueField, 'id');
  await expect(
    form.getByRole('combobox', { name: messages.detailQueryValueField }),
  ).toHaveAccessibleDescription(`${messages.detailQueryValueFieldHint} · Sample: ${person.id}`);
  await lookAt(page, 'detail-dataset-form-1440');
  await testButton.click();
  await expectToast(page, messages.detailDatasetSaved);
  await expect(dialog.getByRole('table', { name: 'orders rows' })).toContainText(
    upstream.orders.find((order) => order.personId === person.id)!.number,
  );
  // The person's city, looked up by its id.
  await pick(dialog, messages.detailDatasetLabel, messages.detailNewDataset);
  await dialog.getByRole('button', { name: messages.detailAddOrEdit }).click();
  await form.getByLabel(messages.detailDatasetName).fill('city');
  await segment(form, 'Look Up First');
  await pick(form, messages.detailServer, 'People data');
  await pick(form, messages.detailEndpoint, 'Cities (cities)');
  await pick(form, messages.detailEndpointField, 'id');
  await pick(form, messages.detailQueryValueDataset, 'main');
  await pick(form, messages.detailQueryValueField, 'cityId');
  await lookAt(page, 'detail-dataset-form-lookup-1440');
  await form.getByRole('button', { name: messages.detailTestAndConfirm, exact: true }).click();
  await expectToast(page, messages.detailDatasetSaved);
  const city = upstream.cities.find((one) => one.id === person.cityId)!;
  await expect(dialog.getByRole('table', { name: 'city fields' })).toContainText(city.name);
  await dialog.getByRole('button', { name: messages.designDone }).click();
  await expect(designBar(page).getByRole('status')).toHaveText(messages.designUnsavedChanges);

  // Two panels: a basic one and a list of the orders.
  dialog = await openFromBar(page, messages.detailPanels, messages.detailCreatePanels);
  await pick(dialog, messages.detailPanelType, 'Basic');
  await dialog.getByRole('textbox', { name: messages.detailPanelTitle }).fill('Profile');
  await dialog.getByRole('button', { name: messages.detailAddPanel }).click();
  await expectToast(page, messages.detailPanelAdded);
  await pick(dialog, messages.detailPanelType, 'List');
  await dialog.getByRole('textbox', { name: messages.detailPanelTitle }).fill('Orders');
  await pick(dialog, messages.detailListDataset, 'orders');
  await dialog.getByRole('button', { name: messages.detailAddPanel }).click();
  await expectToast(page, messages.detailPanelAdded);
  await shot(page, 'detail-create-panels-1440');
  await dialog.getByRole('button', { name: messages.designDone }).click();

  // The basic panel: fields from main and from the look-up, one leading to the People search.
  await page.getByRole('button', { name: `${messages.detailEditPanel} Profile` }).click();
  dialog = page.getByRole('dialog', { name: `${messages.detailEditPanelBasic}: Profile` });
  const addField = async (dataset: string, field: string, label?: string) => {
    await dialog.getByRole('button', { name: messages.detailAddField }).click();
    await pick(dialog, messages.detailDatasetLabel, dataset);
    await pick(dialog, messages.detailFieldField, field);
    if (label)
      await dialog.getByRole('textbox', { name: messages.detailFieldLabel, exact: true }).fill(label);
  };
  await addField('main', 'lastName');
  await expect(dialog.getByRole('textbox', { name: messages.detailFieldLabel, exact: true })).toHaveValue(
    'Last name',
  );
  await dialog.getByRole('tab', { name: messages.detailTabNavigation }).click();
  await segment(dialog, messages.detailSearchPage);
  await pick(dialog, messages.detailDestinationSearchView, 'People');
  await pick(dialog, messages.detailSearchDataset, 'main');
  await pick(dialog, messages.detailSearchField, 'lastName');
  await lookAt(page, 'detail-field-navigation-1440');
  await dialog.getByRole('button', { name: messages.detailSaveNavigation }).click();
  await expectToast(page, messages.searchNavigationUpdated);
  await dialog.getByRole('button', { name: messages.detailAddField }).click();
  await addField('main', 'creditLimit');
  await expect(dialog.getByRole('textbox', { name: messages.detailFieldLabel, exact: true })).toHaveValue(
    'Credit limit',
  );
  await expect(dialog.getByRole('combobox', { name: messages.detailValueType })).toHaveValue('Number');
  await dialog.getByRole('button', { name: messages.detailAddField }).click();
  await addField('city', 'name', 'City');
  await dialog.getByRole('button', { name: messages.detailAddField }).click();
  const fieldList = dialog.getByRole('list', { name: messages.detailPanelFields });
  await expect(fieldList.getByRole('listitem')).toHaveCount(3);
  // The city moves to the top by drag.
  await dragHandle(
    page,
    fieldList.getByRole('button', { name: 'Reorder City' }),
    fieldList.getByRole('listitem').first(),
  );
  await expect(fieldList.getByRole('listitem').first()).toContainText('City');
  await dialog.getByRole('tab', { name: messages.detailTabPanelUi }).click();
  await dialog.getByRole('radio', { name: 'Gray' }).click();
  await lookAt(page, 'detail-basic-panel-ui-1440');
  await dialog.getByRole('button', { name: messages.designDone }).click();
  const profile = page.getByRole('article', { name: 'Profile' });
  await expect(profile.getByRole('term')).toHaveText(['City', 'Last name', 'Credit limit']);
  await expect(profile).toContainText(city.name);

  // The list panel: two lines, drilldown fields, and its Search Page.
  await page.getByRole('button', { name: `${messages.detailEditPanel} Orders` }).click();
  dialog = page.getByRole('dialog', { name: `${messages.detailEditPanelList}: Orders` });
  await pick(dialog, `${messages.detailFieldField} (Line 1)`, 'number');
  await pick(dialog, `${messages.detailFieldField} (Line 2)`, 'total');
  await shot(page, 'detail-list-panel-fields-1440');
  await dialog.getByRole('tab', { name: messages.detailTabUi }).click();
  await dialog.getByRole('switch', { name: messages.detailDrilldown }).click();
  for (const field of ['status', 'total', 'number'])
    await dialog.getByRole('button', { name: `${messages.detailDrilldownAdd} ${field}` }).click();
  const drilldown = dialog.getByRole('list', { name: messages.detailDrilldownSelected });
  await keyboardMove(page, drilldown.getByRole('button', { name: 'Reorder number' }), 'ArrowUp', 2);
  await expect(drilldown.getByRole('listitem')).toHaveText(['number', 'status', 'total']);
  await shot(page, 'detail-list-panel-ui-1440');
  // Its Search Page: the Orders search, which (DESIGN.md §7c) opens on the list's own filter, personId = main.id.
  await dialog.getByRole('tab', { name: messages.detailTabSearchPage }).click();
  await pick(dialog, messages.detailDestinationSearchView, 'Orders');
  await pick(dialog, messages.detailSearchDataset, 'main');
  await pick(dialog, messages.detailSearchField, 'id');
  await dialog.getByRole('button', { name: messages.detailSaveNavigation }).click();
  await expectToast(page, messages.detailNavigationSettingsUpdated);
  await shot(page, 'detail-list-panel-search-1440');
  await dialog.getByRole('button', { name: messages.designDone }).click();
  const orders = page.getByRole('article', { name: 'Orders' });
  const personOrders = upstream.orders.filter((order) => order.personId === person.id);
  await expect(orders.getByRole('listitem').filter({ hasText: 'SO-' })).toHaveCount(personOrders.length);

  // A contextual element, moved before the e-mail by keyboard.
  dialog = await openFromBar(page, messages.detailEditContextual);
  await dialog.getByRole('textbox', { name: 'Prefix', exact: true }).fill('Credit');
  await pick(dialog, 'Field', 'creditLimit');
  await dialog.getByRole('textbox', { name: 'Suffix', exact: true }).fill('EUR');
  await dialog.getByRole('button', { name: messages.detailAddNewElement, exact: true }).click();
  const elements = dialog.getByRole('list', { name: 'Contextual elements' });
  await keyboardMove(page, elements.getByRole('button', { name: 'Reorder Credit' }), 'ArrowUp');
  await expect(elements.getByRole('listitem').first().getByLabel('Prefix of element 1')).toHaveValue(
    'Credit',
  );
  await shot(page, 'detail-contextual-1440');
  await dialog.getByRole('button', { name: messages.designDone }).click();
  const strip = page.getByRole('list', { name: 'Contextual information' });
  await expect(strip.getByRole('listitem')).toHaveText([
    `Credit ${person.creditLimit.toLocaleString('en-US')} EUR`,
    `Email: ${person.email}`,
  ]);

  // The orders panel moves before the profile by drag.
  await dragHandle(
    page,
    orders.getByRole('button', { name: `${messages.detailReorderPanel} Orders` }),
    profile.getByRole('heading', { name: 'Profile' }),
  );
  const panelTitles = page
    .getByRole('region', { name: messages.detailPanelRow })
    .getByRole('heading', { level: 2 });
  await expect(panelTitles).toHaveText(['Orders', 'Profile']);
  await shot(page, 'detail-design-mode-1440');

  // Navigation is locked while designing.
  await profile.getByRole('link', { name: person.lastName }).click();
  await expectToast(page, messages.searchNavigationLocked);

  await designerMenu(page, messages.searchSaveAndExit);
  await expectToast(page, messages.searchViewSaved);
  await expect(designBar(page)).toBeHidden();
  await expect(page.getByRole('button', { name: `${messages.detailEditPanel} Profile` })).toHaveCount(0);

  // After a reload the page shows the same.
  await page.reload();
  await expect(panelTitles).toHaveText(['Orders', 'Profile']);
  await expect(profile.getByRole('term')).toHaveText(['City', 'Last name', 'Credit limit']);
  await expect(strip.getByRole('listitem')).toHaveText([
    `Credit ${person.creditLimit.toLocaleString('en-US')} EUR`,
    `Email: ${person.email}`,
  ]);
  await orders.getByRole('button', { name: messages.detailDrillDown, exact: true }).first().click();
  const sheet = page.getByRole('dialog', { name: messages.detailDrilldownTitle });
  await expect(sheet.getByRole('term')).toHaveText(['Number', 'Status', 'Total']);
  await sheet.getByRole('button', { name: messages.detailClose, exact: true }).click();
  // The list's two lines: the order number, then its total as an amount.
  const firstOrderRow = orders.getByRole('listitem').filter({ hasText: 'SO-' }).first();
  await expect(firstOrderRow).toContainText(personOrders[0].number);
  await expect(firstOrderRow).toContainText(personOrders[0].total.toLocaleString('en-US'));
  const stored = await callApi<View & { type: 'detail' }>(world.designerApi, 'GET', `/api/views/${uuid}`);
  expect(stored.metadata.datasets.map((dataset) => dataset.name)).toEqual(['main', 'orders', 'city']);

  // The field's navigation leads to the People search on an exact entry (DESIGN.md §7c): this person's
  // last name, not the others it prefixes ('Dijkstra 11', …).
  await profile.getByRole('link', { name: person.lastName }).click();
  await page.waitForURL((url) => url.pathname === `/user/search/${world.peopleSearch.uuid}`);
  const namesakes = upstream.people.filter((one) => one.lastName === person.lastName);
  expect(upstream.people.filter((one) => one.lastName.startsWith(person.lastName)).length).toBeGreaterThan(
    namesakes.length,
  );
  await expect(
    page.getByText(`Last name ${messages.searchExactSign} ${person.lastName}`, { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText(`${messages.searchRecords} ${namesakes.length}`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: person.email })).toHaveCount(1);
  // The list panel's Search Page leads to the Orders search on exactly the rows the panel shows.
  await page.goBack();
  await expect(recordsOfPanel(page, 'Orders')).toHaveText(`${messages.searchRecords} ${personOrders.length}`);
  await orders.getByRole('link', { name: messages.detailGoToSearchView, exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/user/search/${world.ordersSearch.uuid}`);
  await expect(
    page.getByText(`Person id ${messages.searchExactSign} ${person.id}`, { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText(`${messages.searchRecords} ${personOrders.length}`, { exact: true }),
  ).toBeVisible();

  // A plain user of the group sees the page with its data.
  const reader = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const readerPage = await reader.newPage();
  await readerPage.goto(path);
  await signIn(readerPage, world.reader);
  await readerPage.waitForURL((url) => url.pathname === `/user/detail/${uuid}`);
  await expect(readerPage.getByRole('heading', { level: 1 })).toHaveText(person.lastName);
  await expect(readerPage.getByRole('article', { name: 'Profile' })).toContainText(city.name);
  await expect(
    readerPage.getByRole('article', { name: 'Orders' }).getByRole('listitem').filter({ hasText: 'SO-' }),
  ).toHaveCount(personOrders.length);
  await expect(readerPage.getByRole('group', { name: messages.designModeLabel })).toHaveCount(0);
  // The panels fade in one after another; the picture waits for the last.
  await readerPage.waitForTimeout(1000);
  await readerPage.screenshot({ path: '.shots/detail-designed-page-reader-1440.png' });
  await reader.close();
});

test('contextual elements and drilldown fields move by drag, basic fields and panels by keyboard, and stay so after Save & Exit', async ({
  page,
  request,
  smtp,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const world = await setUpPeopleWorld(request, smtp, baseURL, upstream);
  const view = await addFurnishedPersonView(world);
  const person = upstream.people[6];
  await page.goto(personPath(view.uuid, person.id));
  await signIn(page, world.designer);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(person.lastName);
  await designerMenu(page, messages.searchDesignMode);

  // Contextual elements by drag.
  let dialog = await openFromBar(page, messages.detailEditContextual);
  const elements = dialog.getByRole('list', { name: 'Contextual elements' });
  await dragHandle(
    page,
    elements.getByRole('button', { name: 'Reorder Since' }),
    elements.getByRole('listitem').first(),
  );
  await expect(elements.getByRole('textbox', { name: 'Prefix of element 1' })).toHaveValue('Since');
  await dialog.getByRole('button', { name: messages.designDone }).click();

  // Basic fields by keyboard.
  await page.getByRole('button', { name: `${messages.detailEditPanel} Profile` }).click();
  dialog = page.getByRole('dialog', { name: `${messages.detailEditPanelBasic}: Profile` });
  const fields = dialog.getByRole('list', { name: messages.detailPanelFields });
  await keyboardMove(page, fields.getByRole('button', { name: 'Reorder City' }), 'ArrowUp', 2);
  await expect(fields.getByRole('listitem').first()).toContainText('City');
  await dialog.getByRole('button', { name: messages.designDone }).click();

  // Drilldown fields by drag.
  await page.getByRole('button', { name: `${messages.detailEditPanel} Orders` }).click();
  dialog = page.getByRole('dialog', { name: `${messages.detailEditPanelList}: Orders` });
  await dialog.getByRole('tab', { name: messages.detailTabUi }).click();
  const drilldown = dialog.getByRole('list', { name: messages.detailDrilldownSelected });
  await dragHandle(
    page,
    drilldown.getByRole('button', { name: 'Reorder total' }),
    drilldown.getByRole('listitem').first(),
  );
  await expect(drilldown.getByRole('listitem')).toHaveText(['total', 'number', 'status']);
  await dialog.getByRole('button', { name: messages.designDone }).click();

  // Panels by keyboard: 'Nothing' moves two places to the left.
  const panelTitles = page
    .getByRole('region', { name: messages.detailPanelRow })
    .getByRole('heading', { level: 2 });
  await keyboardMove(
    page,
    page.getByRole('button', { name: `${messages.detailReorderPanel} Nothing` }),
    'ArrowLeft',
    2,
  );
  await expect(panelTitles).toHaveText(['Nothing', 'Profile', 'Orders']);

  await designBar(page).getByRole('button', { name: messages.searchSaveAndExit }).click();
  await expectToast(page, messages.searchViewSaved);
  await page.reload();
  await expect(panelTitles).toHaveText(['Nothing', 'Profile', 'Orders']);
  await expect(page.getByRole('article', { name: 'Profile' }).getByRole('term')).toHaveText([
    'City',
    'Last name',
    'First name',
  ]);
  await expect(page.getByRole('list', { name: 'Contextual information' }).getByRole('listitem')).toHaveText([
    // A calendar date reads as that day in the user's locale.
    `Since ${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(person.memberSince))}`,
    `Email: ${person.email}`,
  ]);
  await page
    .getByRole('article', { name: 'Orders' })
    .getByRole('button', { name: messages.detailDrillDown, exact: true })
    .first()
    .click();
  await expect(
    page.getByRole('dialog', { name: messages.detailDrilldownTitle }).getByRole('term'),
  ).toHaveText(['Total', 'Number', 'Status']);
});
