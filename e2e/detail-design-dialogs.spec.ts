import type { Page } from '@playwright/test';
import { messages } from '@portal/contracts';
import { signIn } from './fixtures/accounts.ts';
import {
  designBar,
  designerMenu,
  lookAt,
  openFromBar,
  pick,
  pickSeeingValues,
  segment,
} from './fixtures/detail-design-ui.ts';
import { expectFieldError } from './fixtures/field-error.ts';
import { type PeopleUpstream, startPeopleUpstream } from './fixtures/people-upstream.ts';
import { addFurnishedPersonView, personPath, setUpPeopleWorld } from './fixtures/people-world.ts';
import { expectToast } from './fixtures/search-setup.ts';
import { expect, test } from './fixtures/test.ts';

let upstream: PeopleUpstream;

test.beforeAll(async () => {
  upstream = await startPeopleUpstream();
});
test.afterAll(async () => {
  await upstream?.close();
});

type Fixtures = {
  page: Page;
  request: Parameters<typeof setUpPeopleWorld>[0];
  smtp: Parameters<typeof setUpPeopleWorld>[1];
  baseURL: string | undefined;
};

/** A designer in design mode on the furnished person page, at 1440 px. */
async function designPerson({ page, request, smtp, baseURL }: Fixtures) {
  await page.setViewportSize({ width: 1440, height: 900 });
  const world = await setUpPeopleWorld(request, smtp, baseURL!, upstream);
  const view = await addFurnishedPersonView(world);
  const person = upstream.people[4];
  await page.goto(personPath(view.uuid, person.id));
  await signIn(page, world.designer);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(person.lastName);
  await designerMenu(page, messages.searchDesignMode);
  await expect(designBar(page)).toBeVisible();
  return { world, view, person };
}

test('Data Sources: the datasets and their data, main kept, used datasets kept, cycles and failures refused', async ({
  page,
  request,
  smtp,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const fixtures = { page, request, smtp, baseURL };
  const { person } = await designPerson(fixtures);
  const dialog = await openFromBar(page, messages.detailDataSources, messages.detailEditDataSources);
  const selector = dialog.getByRole('combobox', { name: messages.detailDatasetLabel });
  await expect(selector).toHaveValue('People data\\main');
  await expect(dialog.getByRole('table', { name: 'main fields' })).toContainText(person.email);
  // Main cannot go, and says why.
  await expect(dialog.getByRole('button', { name: messages.detailRemove })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: messages.detailRemove })).toHaveAccessibleDescription(
    messages.detailCannotDeleteMain,
  );
  await lookAt(page, 'detail-data-sources-main-1440');

  // A list shows rows cut to 50 characters; one a panel uses cannot go.
  await pick(dialog, messages.detailDatasetLabel, 'People data\\orders');
  await expect(dialog.getByRole('table', { name: 'orders rows' }).getByRole('row')).toHaveCount(
    1 + upstream.orders.filter((order) => order.personId === person.id).length,
  );
  await dialog.getByRole('button', { name: messages.detailRemove }).click();
  await expectFieldError(selector, `${messages.detailDatasetUsedInPanels} Orders`);
  await pick(dialog, messages.detailDatasetLabel, 'People data\\city');
  await dialog.getByRole('button', { name: messages.detailRemove }).click();
  await expectFieldError(selector, `${messages.detailDatasetUsedInPanels} Profile`);

  // A record dataset bound to main, confirmed on a real sample, then removed.
  await pick(dialog, messages.detailDatasetLabel, messages.detailNewDataset);
  await dialog.getByRole('button', { name: messages.detailAddOrEdit }).click();
  const form = dialog.getByRole('region', { name: messages.detailDatasetForm });
  await form.getByRole('textbox', { name: messages.detailDatasetName }).fill('twin');
  await pick(form, messages.detailServer, 'People data');
  await expect(form.getByRole('combobox', { name: messages.detailEndpoint })).toHaveAccessibleDescription(
    messages.detailRecordEndpointsOnly,
  );
  await form.getByRole('combobox', { name: messages.detailEndpoint }).click();
  await expect(page.getByRole('option')).toHaveText(['Person (people/$(id))']);
  await page.getByRole('option', { name: 'Person (people/$(id))' }).click();
  await pick(form, `${messages.detailVariableSource} $(id)`, 'main');
  const testAndConfirm = form.getByRole('button', { name: messages.detailTestAndConfirm, exact: true });
  await expect(testAndConfirm).toBeDisabled();
  await pick(form, `${messages.detailVariableField} $(id)`, 'id');
  await expect(form.getByText(`${messages.detailValueNow} ${person.id}`, { exact: true })).toBeVisible();
  await lookAt(page, 'detail-dataset-form-record-1440');
  await testAndConfirm.click();
  await expectToast(page, messages.detailDatasetSaved);
  await expect(selector).toHaveValue('People data\\twin');
  await dialog.getByRole('button', { name: messages.detailRemove }).click();
  await expectToast(page, messages.detailDatasetRemoved);
  await expect(selector).toHaveValue('People data\\main');

  // A binding that makes main read from the city, which reads from main: refused, naming both.
  await dialog.getByRole('button', { name: messages.detailAddOrEdit }).click();
  await expect(form.getByRole('textbox', { name: messages.detailDatasetName })).toBeDisabled();
  await pick(form, `${messages.detailVariableSource} $(id)`, 'city');
  await pick(form, `${messages.detailVariableField} $(id)`, 'id');
  await form.getByRole('button', { name: messages.detailTestAndConfirm, exact: true }).click();
  await expectToast(page, messages.detailDatasetNotCreated);
  await expect(form.getByRole('alert')).toContainText(`${messages.detailDatasetCycle} main, city`);
  await form.getByRole('button', { name: messages.designCancel }).click();

  // A record the data server does not have: not created, with its answer.
  await pick(dialog, messages.detailDatasetLabel, messages.detailNewDataset);
  await dialog.getByRole('button', { name: messages.detailAddOrEdit }).click();
  await form.getByRole('textbox', { name: messages.detailDatasetName }).fill('ghost');
  await pick(form, messages.detailServer, 'People data');
  await pick(form, messages.detailEndpoint, 'Person (people/$(id))');
  await pick(form, `${messages.detailVariableSource} $(id)`, messages.detailFixedValue);
  await form.getByRole('textbox', { name: `${messages.detailFixedValue} $(id)` }).fill('9999');
  await form.getByRole('button', { name: messages.detailTestAndConfirm, exact: true }).click();
  await expectToast(page, messages.detailDatasetNotCreated);
  await expect(form.getByRole('alert')).toContainText(`${messages.upstreamFailed} (404)`);
  await lookAt(page, 'detail-dataset-form-refused-1440');
  await form.getByRole('button', { name: messages.designCancel }).click();
  await expect(dialog.getByRole('option')).toHaveCount(0);

  // Cancel puts the datasets back as they were when the dialog opened.
  await dialog.getByRole('button', { name: messages.designCancel }).click();
  await expect(designBar(page).getByRole('status')).toHaveText(messages.designAllSaved);
});

test('Panels: the checks of a new panel and of a field, navigation editors, removing after asking', async ({
  page,
  request,
  smtp,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const fixtures = { page, request, smtp, baseURL };
  const { world, person } = await designPerson(fixtures);

  // Create Panels: a type, and a list dataset for a list.
  let dialog = await openFromBar(page, messages.detailPanels, messages.detailCreatePanels);
  await dialog.getByRole('button', { name: messages.detailAddPanel }).click();
  await expectFieldError(
    dialog.getByRole('combobox', { name: messages.detailPanelType }),
    messages.detailSelectPanelType,
  );
  await pick(dialog, messages.detailPanelType, 'List');
  await dialog.getByRole('button', { name: messages.detailAddPanel }).click();
  await expectFieldError(
    dialog.getByRole('combobox', { name: messages.detailListDataset }),
    messages.detailSelectListDataset,
  );
  await lookAt(page, 'detail-create-panels-checks-1440');
  // Cancel, beside Done, takes back the panels added since the dialog opened.
  await pick(dialog, messages.detailPanelType, 'Basic');
  await dialog.getByRole('textbox', { name: messages.detailPanelTitle }).fill('Scratch');
  await dialog.getByRole('button', { name: messages.detailAddPanel }).click();
  await expectToast(page, messages.detailPanelAdded);
  await expect(page.getByRole('article', { name: 'Scratch' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: messages.designCancel })).toBeVisible();
  await expect(dialog.getByRole('button', { name: messages.designDone })).toBeVisible();
  await dialog.getByRole('button', { name: messages.designCancel }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: 'Scratch' })).toHaveCount(0);
  await expect(designBar(page).getByRole('status')).toHaveText(messages.designAllSaved);
  dialog = await openFromBar(page, messages.detailPanels, messages.detailCreatePanels);
  await dialog.getByRole('button', { name: `${messages.detailEditPanel} Profile` }).click();

  // Edit Panel Basic: removing asks first; nothing left says so.
  dialog = page.getByRole('dialog', { name: `${messages.detailEditPanelBasic}: Profile` });
  await expect(dialog).toBeVisible();
  await lookAt(page, 'detail-basic-panel-fields-1440');
  const fields = dialog.getByRole('list', { name: messages.detailPanelFields });
  const profile = page.getByRole('article', { name: 'Profile' });

  // An existing field opens in its form with its answers, and 'Update Field' keeps its place.
  await fields.getByRole('button', { name: `${messages.detailEditField} Last name` }).click();
  const editor = dialog.getByRole('region', { name: messages.detailEditField });
  await expect(editor.getByRole('textbox', { name: messages.detailFieldLabel })).toHaveValue('Last name');
  await expect(editor.getByRole('combobox', { name: messages.detailDatasetLabel })).toHaveValue('main');
  await expect(editor.getByRole('combobox', { name: messages.detailFieldField })).toHaveValue('lastName');
  await expect(editor.getByRole('combobox', { name: messages.detailFieldField })).toHaveAccessibleDescription(
    `Sample: ${person.lastName}`,
  );
  await expect(editor.getByRole('button', { name: messages.detailAddField })).toHaveCount(0);
  await editor.getByRole('textbox', { name: messages.detailFieldLabel }).fill('Surname');
  await lookAt(page, 'detail-field-edit-1440');
  await editor.getByRole('button', { name: messages.detailUpdateField }).click();
  await expect(fields.getByRole('listitem')).toHaveText([/Surname/, /First name/, /City/]);
  await expect(profile.getByRole('term')).toHaveText(['Surname', 'First name', 'City']);

  // Panel UI: the bottom images are offered as thumbnails; the chosen one shows under the panel.
  await dialog.getByRole('tab', { name: messages.detailTabPanelUi }).click();
  const images = dialog.getByRole('radiogroup', { name: 'Bottom image' });
  await expect(images.getByRole('radio')).toHaveCount(3);
  for (const [label, file] of [
    ['Pulse', 'panel_bottom_1.png'],
    ['Blue', 'panel_bottom_2.png'],
  ]) {
    const thumbnail = images.locator(`img[src="/img/${file}"]`);
    await expect(thumbnail, `${label}'s thumbnail`).toBeVisible();
    // Visible comes before loaded: wait for the picture itself, not only its box.
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth), {
        message: `${label}'s picture`,
      })
      .toBeGreaterThan(0);
  }
  await expect(images.getByRole('radio', { name: 'Default' })).toBeChecked();
  await images.getByRole('radio', { name: 'Pulse' }).click();
  await expect(profile.locator('img[src="/img/panel_bottom_1.png"]')).toBeVisible();
  await lookAt(page, 'detail-basic-panel-ui-images-1440');

  // Cancel, beside Done, takes back every edit made since the dialog opened.
  await dialog.getByRole('button', { name: messages.designCancel }).click();
  await expect(dialog).toBeHidden();
  await expect(profile.getByRole('term')).toHaveText(['Last name', 'First name', 'City']);
  await expect(profile.locator('img[src="/img/panel_bottom_1.png"]')).toHaveCount(0);
  await expect(designBar(page).getByRole('status')).toHaveText(messages.designAllSaved);
  await page.getByRole('button', { name: `${messages.detailEditPanel} Profile` }).click();
  await expect(dialog).toBeVisible();
  await fields.getByRole('button', { name: 'Remove First name' }).click();
  const confirm = page.getByRole('dialog', { name: messages.detailRemoveField });
  await expect(confirm).toContainText(`${messages.detailRemoveFieldQuestion} First name`);
  await lookAt(page, 'detail-remove-field-confirm-1440');
  await confirm.getByRole('button', { name: messages.detailRemoveField }).click();
  await expect(fields.getByRole('listitem')).toHaveCount(2);
  await dialog.getByRole('button', { name: messages.detailRemoveAllFields }).click();
  const removingAll = page.getByRole('dialog', { name: messages.detailRemoveAllFields });
  await expect(removingAll).toContainText(`${messages.detailRemoveAllFieldsQuestion} 2`);
  await lookAt(page, 'detail-remove-all-fields-confirm-1440');
  await removingAll.getByRole('button', { name: messages.detailRemoveAllFields }).click();
  await expect(dialog.getByText(messages.detailNoFieldsYet)).toBeVisible();
  await dialog.getByRole('button', { name: messages.detailRemoveAllFields }).click();
  await expectToast(page, messages.detailNoFieldsToRemove);

  // Add Field: each missing answer said under its input.
  await dialog.getByRole('button', { name: messages.detailAddField }).click();
  const form = dialog.getByRole('region', { name: messages.detailAddField });
  await form.getByRole('button', { name: messages.detailAddField }).click();
  const label = form.getByRole('textbox', { name: messages.detailFieldLabel });
  await expectFieldError(label, messages.detailSelectFieldLabel);
  await expectFieldError(
    form.getByRole('combobox', { name: messages.detailDatasetLabel }),
    messages.detailSelectFieldDataset,
  );
  await expectFieldError(
    form.getByRole('combobox', { name: messages.detailFieldField }),
    messages.detailSelectFieldToAdd,
  );
  // A dataset change clears the value type.
  await pick(form, messages.detailDatasetLabel, 'main');
  await form.getByRole('button', { name: messages.detailAddField }).click();
  await expectFieldError(
    form.getByRole('combobox', { name: messages.detailValueType }),
    messages.detailSelectValueType,
  );
  await lookAt(page, 'detail-field-config-checks-1440');
  // Each field of the dataset is offered with its value beside it.
  const { email, firstName, creditLimit } = person;
  await pickSeeingValues(form, messages.detailFieldField, { email, firstName, creditLimit }, 'email');
  await expect(label).toHaveValue('Email');
  await expect(form.getByRole('combobox', { name: messages.detailValueType })).toHaveValue('Text');

  // Navigation: a search needs its destination, a detail page every variable bound.
  await form.getByRole('tab', { name: messages.detailTabNavigation }).click();
  await form.getByRole('button', { name: messages.detailSaveNavigation }).click();
  const destination = form.getByRole('combobox', { name: messages.detailDestinationSearchView });
  await expectFieldError(destination, messages.detailSelectSearchDestination);
  await pick(form, messages.detailDestinationSearchView, 'People');
  await pick(form, messages.detailSearchDataset, 'main');
  await pickSeeingValues(form, messages.detailSearchField, { lastName: person.lastName }, 'lastName');
  await lookAt(page, 'detail-field-navigation-search-1440');
  await segment(form, messages.detailDetailPage);
  await pick(form, messages.detailDestinationDetailView, 'Person');
  await expect(form.getByRole('combobox', { name: `${messages.detailDatasetFor} id` })).toBeVisible();
  await form.getByRole('button', { name: messages.detailSaveNavigation }).click();
  await expectFieldError(
    form.getByRole('combobox', { name: messages.detailDestinationDetailView }),
    messages.searchErrorSavingNavigation,
  );
  await pick(form, `${messages.detailDatasetFor} id`, 'main');
  await pick(form, `${messages.detailFieldFor} id`, 'id');
  await lookAt(page, 'detail-field-navigation-detail-1440');
  await form.getByRole('button', { name: messages.detailSaveNavigation }).click();
  await expectToast(page, messages.detailNavigationSettingsUpdated);

  // Field UI: a card in a colour.
  await form.getByRole('tab', { name: messages.detailTabFieldUi }).click();
  await segment(form, messages.detailStyleCard);
  await form.getByRole('radio', { name: 'Green' }).click();
  await lookAt(page, 'detail-field-ui-1440');
  await form.getByRole('button', { name: messages.detailAddField }).click();
  await expect(fields.getByRole('listitem')).toHaveText([/Email/]);
  await dialog.getByRole('button', { name: messages.designDone }).click();
  await expect(profile.getByRole('term')).toHaveText(['Email']);

  // The destination's details failing to load, and a destination no longer among the views.
  await page.route(`**/api/views/${world.peopleSearch.uuid}`, (route) =>
    route.fulfill({ status: 500, body: '{}' }),
  );
  await page.getByRole('button', { name: `${messages.detailEditPanel} Orders` }).click();
  dialog = page.getByRole('dialog', { name: `${messages.detailEditPanelList}: Orders` });
  await lookAt(page, 'detail-list-panel-fields-1440');
  // A line's label shows before its value in each row.
  const lineLabel = dialog.getByRole('textbox', { name: `${messages.detailFieldLabel} (Line 1)` });
  await expect(lineLabel).toHaveValue('Number');
  await lineLabel.fill('Order no.');
  const orders = page.getByRole('article', { name: 'Orders' });
  await expect(orders.getByText('Order no.:').first()).toBeVisible();
  // The fields of a line are offered with a value of the list's first row beside each.
  const firstOrder = upstream.orders.find((order) => order.personId === person.id)!;
  const { number, status, total } = firstOrder;
  await pickSeeingValues(dialog, `${messages.detailFieldField} (Line 3)`, { number, status, total }, 'total');
  await expect(dialog.getByRole('textbox', { name: `${messages.detailFieldLabel} (Line 3)` })).toHaveValue(
    'Total',
  );
  const resetLine2 = dialog.getByRole('button', { name: `${messages.detailResetLine} 2` });
  await expect(resetLine2).toHaveText(messages.detailResetLine);
  await resetLine2.click();
  await expect(dialog.getByRole('combobox', { name: `${messages.detailFieldField} (Line 2)` })).toHaveValue(
    '',
  );
  await dialog.getByRole('button', { name: messages.detailTabNavigation }).first().click();
  const lineNavigation = dialog.getByRole('region', { name: `${messages.detailLineNavigation} 1` });
  await segment(lineNavigation, messages.detailDetailPage);
  await page.route(`**/api/views/${world.ordersSearch.uuid}`, (route) =>
    route.fulfill({ status: 500, body: '{}' }),
  );
  await dialog.getByRole('tab', { name: messages.detailTabUi }).click();
  // The drilldown's filter box narrows the fields not chosen yet, each offered with its value.
  const available = dialog.getByRole('list', { name: new RegExp(`^${messages.detailDrilldownAvailable}`) });
  const offered = (field: string, value: unknown) => `${messages.detailDrilldownAdd} ${field}${value}`;
  await expect(available.getByRole('button')).toHaveText([
    offered('id', firstOrder.id),
    offered('personId', person.id),
  ]);
  const filterBox = dialog.getByRole('textbox', { name: messages.detailDrilldownFilter });
  await filterBox.fill('PERSON');
  await expect(available.getByRole('button')).toHaveText([offered('personId', person.id)]);
  await filterBox.fill('nothing like it');
  await expect(available.getByRole('button')).toHaveCount(0);
  await expect(available).toHaveText(messages.designNoSuchField);
  await lookAt(page, 'detail-list-panel-drilldown-filter-1440');
  await filterBox.fill('');
  await expect(available.getByRole('button')).toHaveCount(2);
  await segment(dialog, 'Icon');
  // The icons are searched by name; the field shows the chosen one in the chosen colour.
  const iconField = dialog.getByRole('combobox', { name: messages.detailIcon, exact: true });
  await iconField.fill('tru');
  await expect(page.getByRole('option')).toHaveText(['truck']);
  await page.getByRole('option', { name: 'truck', exact: true }).click();
  await expect(iconField).toHaveValue('truck');
  const colourField = dialog.getByRole('textbox', { name: messages.detailIconColour, exact: true });
  await colourField.fill('#1971c2');
  await colourField.press('Tab');
  const preview = iconField.locator('xpath=..').locator('svg').first();
  await expect(preview).toHaveAttribute('stroke', '#1971c2');
  await dialog.getByRole('radio', { name: 'Gray' }).click();
  await lookAt(page, 'detail-list-panel-ui-icon-1440');
  await dialog.getByRole('tab', { name: messages.detailTabSearchPage }).click();
  await lookAt(page, 'detail-list-panel-search-page-1440');
  await dialog.getByRole('button', { name: messages.detailClearNavigation, exact: true }).click();
  await expect(dialog.getByRole('combobox', { name: messages.detailDestinationSearchView })).toHaveValue('');
  await dialog.getByRole('button', { name: messages.designDone }).click();
  await expect(orders.getByRole('link', { name: messages.detailGoToSearchView, exact: true })).toHaveCount(0);
  await expect(orders.getByText('Order no.:').first()).toBeVisible();
  // Each row shows the truck in its colour, on the Gray panel.
  await expect(orders.getByRole('listitem').first().locator('svg.lucide-truck')).toHaveAttribute(
    'stroke',
    '#1971c2',
  );
  await expect(orders).toHaveAttribute('data-color', '');
  // Gray is #D4D8D8CC (DESIGN.md §7a colours, SPEC.md's values).
  await expect(orders).toHaveCSS('background-color', 'rgba(212, 216, 216, 0.8)');

  // A list with no rows has no Search Page settings yet, and says why.
  await page.getByRole('button', { name: `${messages.detailEditPanel} Nothing` }).click();
  dialog = page.getByRole('dialog', { name: `${messages.detailEditPanelList}: Nothing` });
  await dialog.getByRole('tab', { name: messages.detailTabSearchPage }).click();
  await expect(dialog.getByText(messages.detailSettingsNeedData, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: messages.detailDestinationSearchView })).toBeDisabled();

  // Delete Panel asks, then the panel goes.
  await dialog.getByRole('button', { name: messages.detailDeletePanel }).click();
  const asking = page.getByRole('dialog', { name: messages.detailDeletePanel });
  await expect(asking).toContainText(`${messages.detailDeletePanelQuestion} Nothing`);
  await lookAt(page, 'detail-delete-panel-confirm-1440');
  await asking.getByRole('button', { name: messages.detailDeletePanel }).click();
  await expectToast(page, messages.detailPanelDeleted);
  await expect(page.getByRole('article', { name: 'Nothing' })).toHaveCount(0);
  await page.unrouteAll();
});

test('Navigation editors: a destination gone from the views, details that fail, and views that fail', async ({
  page,
  request,
  smtp,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const fixtures = { page, request, smtp, baseURL };
  const { world } = await designPerson(fixtures);
  await page.getByRole('button', { name: `${messages.detailEditPanel} Orders` }).click();
  const dialog = page.getByRole('dialog', { name: `${messages.detailEditPanelList}: Orders` });
  // The Orders search is no longer among the account's views: its navigation cannot be saved.
  await page.route('**/api/views', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const views = (await response.json()) as Array<{ uuid: string }>;
    await route.fulfill({ response, json: views.filter((view) => view.uuid !== world.ordersSearch.uuid) });
  });
  await dialog.getByRole('tab', { name: messages.detailTabSearchPage }).click();
  await dialog.getByRole('button', { name: messages.detailSaveNavigation }).click();
  await expectFieldError(
    dialog.getByRole('combobox', { name: messages.detailDestinationSearchView }),
    messages.searchInvalidDestination,
  );
  await page.unrouteAll();
  // A detail destination whose details cannot be read.
  await dialog.getByRole('tab', { name: messages.detailTabFields }).click();
  await dialog.getByRole('button', { name: messages.detailTabNavigation }).first().click();
  const lineNavigation = dialog.getByRole('region', { name: `${messages.detailLineNavigation} 1` });
  await segment(lineNavigation, messages.detailDetailPage);
  const views = await world.designerApi.get('/api/views');
  const person = ((await views.json()) as Array<{ uuid: string; name: string }>).find(
    (view) => view.name === 'Person',
  )!;
  await page.route(`**/api/views/${person.uuid}`, (route) => route.fulfill({ status: 500, json: {} }));
  await pick(lineNavigation, messages.detailDestinationDetailView, 'Person');
  await expectToast(page, messages.searchErrorLoadingDestination);
  await page.unrouteAll();
  await dialog.getByRole('button', { name: messages.designCancel }).click();

  // The views themselves cannot be loaded.
  await page.route('**/api/views', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 500, json: {} }) : route.fallback(),
  );
  await page.getByRole('button', { name: `${messages.detailEditPanel} Orders` }).click();
  await dialog.getByRole('tab', { name: messages.detailTabSearchPage }).click();
  await expectToast(page, messages.errorLoadingViews);
  await page.unrouteAll();
});

test('Title and name, and the contextual strip: blanks, Enter, adding, moving and deleting elements', async ({
  page,
  request,
  smtp,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const fixtures = { page, request, smtp, baseURL };
  const { person } = await designPerson(fixtures);

  // The title opens 'Edit Title & Name'.
  await page.getByRole('button', { name: messages.detailEditTitle, exact: true }).click();
  let dialog = page.getByRole('dialog', { name: messages.detailEditTitleAndName });
  await pick(dialog, messages.detailTitleField, 'email');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(person.email);
  const name = dialog.getByRole('textbox', { name: messages.detailPageName });
  await name.fill('');
  await name.press('Enter');
  await expect(dialog).toBeVisible();
  await name.blur();
  await expect(name).toHaveValue(messages.unnamedView);
  await lookAt(page, 'detail-title-dialog-1440');
  // Cancel puts the title and name back.
  await dialog.getByRole('button', { name: messages.designCancel }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(person.lastName);
  await expect(designBar(page).getByRole('status')).toHaveText(messages.designAllSaved);

  // Edit Contextual: a field is needed; the prefix defaults to the field's humanized name.
  dialog = await openFromBar(page, messages.detailEditContextual);
  await dialog.getByRole('button', { name: messages.detailAddNewElement, exact: true }).click();
  await expectFieldError(
    dialog.getByRole('combobox', { name: 'Field', exact: true }),
    messages.searchSelectField,
  );
  await pick(dialog, 'Field', 'creditLimit');
  await expect(dialog.getByRole('textbox', { name: 'Prefix', exact: true })).toHaveValue('Credit limit:');
  await dialog.getByRole('button', { name: messages.detailAddNewElement, exact: true }).click();
  const elements = dialog.getByRole('list', { name: 'Contextual elements' });
  await expect(elements.getByRole('listitem')).toHaveCount(3);
  await elements.getByRole('textbox', { name: 'Suffix of element 3' }).fill('EUR');
  await elements.getByRole('button', { name: /^Remove element 2/ }).click();
  await lookAt(page, 'detail-contextual-dialog-1440');
  await dialog.getByRole('button', { name: messages.designDone }).click();
  const strip = page.getByRole('list', { name: 'Contextual information' }).getByRole('listitem');
  const done = [`Email: ${person.email}`, `Credit limit: ${person.creditLimit.toLocaleString('en-US')} EUR`];
  await expect(strip).toHaveText(done);

  // Cancel, beside Done, takes back what was changed since the dialog opened.
  dialog = await openFromBar(page, messages.detailEditContextual);
  await dialog
    .getByRole('list', { name: 'Contextual elements' })
    .getByRole('button', { name: /^Remove element 1/ })
    .click();
  await pick(dialog, 'Field', 'firstName');
  await dialog.getByRole('button', { name: messages.detailAddNewElement, exact: true }).click();
  await expect(strip).toHaveText([
    `Credit limit: ${person.creditLimit.toLocaleString('en-US')} EUR`,
    `First name: ${person.firstName}`,
  ]);
  await dialog.getByRole('button', { name: messages.designCancel }).click();
  await expect(dialog).toBeHidden();
  await expect(strip).toHaveText(done);
});
