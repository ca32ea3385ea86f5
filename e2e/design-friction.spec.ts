import { messages } from '@portal/contracts';
import { expectNoAccessibilityViolations } from './fixtures/accessibility.ts';
import { signIn } from './fixtures/accounts.ts';
import { designBar, lookAt, openFromBar, pick, segment } from './fixtures/detail-design-ui.ts';
import { panel } from './fixtures/detail-page.ts';
import { type PeopleUpstream, startPeopleUpstream } from './fixtures/people-upstream.ts';
import { addFurnishedPersonView, personPath, setUpPeopleWorld } from './fixtures/people-world.ts';
import { expect, test } from './fixtures/test.ts';

let upstream: PeopleUpstream;
test.beforeAll(async () => {
  upstream = await startPeopleUpstream();
});
test.afterAll(async () => {
  await upstream?.close();
});

test('design mode does the obvious thing: greyed items say why, adding a dataset is one click, labels explain, a new list panel says what to set, a dropdown keeps its choice', async ({
  page,
  request,
  smtp,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const world = await setUpPeopleWorld(request, smtp, baseURL, upstream);
  const view = await addFurnishedPersonView(world);
  const person = upstream.people[4];
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(personPath(view.uuid, person.id));
  await signIn(page, world.designer);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(person.lastName);

  // Outside design mode the design items are greyed out, and each says why.
  await page.getByRole('button', { name: messages.detailPageMenu }).click();
  await page.getByRole('menuitem', { name: messages.searchDesigner }).hover();
  for (const item of [messages.detailDataSources, messages.detailPanels, messages.searchSaveAndExit]) {
    const entry = page.getByRole('menuitem', { name: item, exact: true });
    await expect(entry).toBeDisabled();
    await expect(entry).toHaveAccessibleDescription(messages.designModeFirst);
  }
  await expect(page.getByRole('menuitem', { name: messages.searchDesignMode, exact: true })).toBeEnabled();
  await page.waitForTimeout(300);
  await page.screenshot({ path: test.info().outputPath('designer-menu-outside-design-1440.png') });
  await page.getByRole('menuitem', { name: messages.searchDesignMode, exact: true }).click();
  await expect(designBar(page)).toBeVisible();

  // With main chosen, '+ New dataset' adds one at once; 'Add or Edit' says it edits the chosen one.
  let dialog = await openFromBar(page, messages.detailDataSources, messages.detailEditDataSources);
  await expect(dialog.getByText(messages.detailAddOrEditChosen)).toBeVisible();
  await dialog.getByRole('button', { name: messages.detailNewDataset }).click();
  await expect(dialog.getByLabel(messages.detailDatasetName)).toHaveValue('');
  await segment(dialog, 'List');
  await pick(dialog, messages.detailServer, 'People data');
  await pick(dialog, messages.detailEndpoint, 'Orders (orders)');
  // The three parts of a list's filter each carry one line of help.
  await expect(
    dialog.getByRole('combobox', { name: messages.detailEndpointField }),
  ).toHaveAccessibleDescription(new RegExp(messages.detailEndpointFieldHint.replace(/[.()]/g, '\\$&')));
  await expect(
    dialog.getByRole('combobox', { name: messages.detailQueryValueDataset }),
  ).toHaveAccessibleDescription(messages.detailQueryValueDatasetHint);
  await expect(
    dialog.getByRole('combobox', { name: messages.detailQueryValueField }),
  ).toHaveAccessibleDescription(messages.detailQueryValueFieldHint);
  // Picking the chosen option again keeps it.
  await pick(dialog, messages.detailQueryValueDataset, 'main');
  await pick(dialog, messages.detailQueryValueDataset, 'main');
  await expect(dialog.getByRole('combobox', { name: messages.detailQueryValueDataset })).toHaveValue('main');
  await lookAt(page, 'design-friction-new-list-dataset-1440');
  await dialog.getByRole('button', { name: messages.designCancel }).first().click();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // A new list panel over orders, before its lines are set: it says what to set, no blank rows.
  dialog = await openFromBar(page, messages.detailPanels, messages.detailCreatePanels);
  await pick(dialog, messages.detailPanelType, 'List');
  await pick(dialog, messages.detailPanelType, 'List');
  await expect(dialog.getByRole('combobox', { name: messages.detailPanelType })).toHaveValue('List');
  await dialog.getByLabel(messages.detailPanelTitle).fill('Order lines');
  await pick(dialog, messages.detailListDataset, 'orders');
  await dialog.getByRole('button', { name: messages.detailAddPanel }).click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  const fresh = panel(page, 'Order lines');
  await expect(fresh.getByText(messages.detailListNoLines)).toBeVisible();
  await expect(fresh.getByRole('listitem')).toHaveCount(1);
  await fresh.scrollIntoViewIfNeeded();
  await page.waitForTimeout(600);
  await page.screenshot({ path: test.info().outputPath('list-panel-without-lines-1440.png') });
  await expectNoAccessibilityViolations(page, 'a list panel without lines at 1440 px');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await panel(page, 'Order lines').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('list-panel-without-lines-390.png') });
  await expectNoAccessibilityViolations(page, 'a list panel without lines at 390 px');

  // The search page's Designer menu says the same of its design items.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/user/search/${world.peopleSearch.uuid}`);
  await page.getByRole('button', { name: messages.searchDesigner }).click();
  const saveAndExit = page.getByRole('menuitem', { name: messages.searchSaveAndExit, exact: true });
  await expect(saveAndExit).toBeDisabled();
  await expect(saveAndExit).toHaveAccessibleDescription(messages.designModeFirst);
  await page.waitForTimeout(300);
  await page.screenshot({ path: test.info().outputPath('search-designer-menu-1440.png') });
});
