import type { Page } from '@playwright/test';
import { messages, type View } from '@portal/contracts';
import { type SampleUpstream, startSampleUpstream } from '@portal/sample-upstream';
import { expectNoAccessibilityViolations } from './fixtures/accessibility.ts';
import { signIn } from './fixtures/accounts.ts';
import { designerMenu, shot } from './fixtures/detail-design-ui.ts';
import { startPeopleUpstream } from './fixtures/people-upstream.ts';
import { addFurnishedPersonView, personPath, setUpPeopleWorld } from './fixtures/people-world.ts';
import { callApi } from './fixtures/portal-api.ts';
import { expectToast } from './fixtures/search-setup.ts';
import { expectRecords, setUpSearchWorld } from './fixtures/search-world.ts';
import { expect, test } from './fixtures/test.ts';

let upstream: SampleUpstream;

test.beforeAll(async () => {
  upstream = await startSampleUpstream({ host: '127.0.0.1', port: 0, size: { customers: 40 } });
});
test.afterAll(async () => {
  await upstream?.close();
});

const toolbar = (page: Page) => page.getByRole('group', { name: messages.designModeLabel });
const saveState = (page: Page) => toolbar(page).getByRole('status');

test('on a search page, unsaved design edits are shown, a dialog can cancel its own, and leaving asks first', async ({
  page,
  request,
  smtp,
  baseURL,
}) => {
  // Five dialogs and questions, each looked at with axe: 32–36 s on a quiet machine, past a minute
  // beside the other journeys of a full run.
  test.setTimeout(120_000);
  const world = await setUpSearchWorld(request, smtp, baseURL, {
    label: 'sample',
    url: upstream.url,
    adapter: 'default',
    customers: upstream.data.customers,
    compareText: (a, b) => a.localeCompare(b, 'en'),
    freeTextMatches: () => true,
  });
  const view = await callApi<View>(world.designerApi, 'POST', '/api/views', {
    name: 'Accounts',
    type: 'search',
    metacontent: {
      title: 'Accounts',
      columns: [{ value: 'name', label: 'Name', width: 'max-w-auto', hidemobile: '' }],
      textFilters: [],
      customFilters: [],
    },
    metadata: { server: world.connection.serverId, endpoint: world.connection.endpoints.Customers },
  });
  const path = `/user/search/${view.uuid}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(path);
  await signIn(page, world.designer);
  await page.waitForURL(`**${path}`);
  await expectRecords(page, 40);
  await page.getByRole('button', { name: messages.searchDesigner }).click();
  await page.getByRole('menuitem', { name: messages.searchDesignMode }).click();
  await expect(saveState(page)).toHaveText(messages.designAllSaved);

  // Each design dialog has Cancel beside Done, a picker offering the loaded fields with a value, and
  // passes axe.
  for (const name of [
    messages.searchEditTextFilters,
    messages.searchEditCustomFilters,
    messages.searchEditColumns,
    messages.searchEditTitleAndName,
  ]) {
    await toolbar(page).getByRole('button', { name }).click();
    const open = page.getByRole('dialog', { name });
    await expect(open.getByRole('button', { name: messages.designCancel })).toBeVisible();
    if (name !== messages.searchEditTitleAndName) {
      await open.getByRole('combobox', { name: 'Field', exact: true }).click();
      // Number filters are offered the numeric fields only.
      const field = name === messages.searchEditCustomFilters ? 'creditLimit' : 'city';
      await expect(page.getByRole('option', { name: field, exact: true })).toContainText(
        String(upstream.data.customers[0][field]),
      );
      await page.keyboard.press('Escape');
    }
    await page.waitForTimeout(300);
    await shot(page, `search-${name.toLowerCase().replace(/[^a-z]+/g, '-')}-1440`);
    await expectNoAccessibilityViolations(page, name, true);
    await open.getByRole('button', { name: messages.designDone }).click();
  }

  // Cancel puts back what the dialog changed; Done keeps it, unsaved.
  const openTitle = async () => {
    await toolbar(page).getByRole('button', { name: messages.searchEditTitleAndName }).click();
    return page.getByRole('dialog', { name: messages.searchEditTitleAndName });
  };
  let dialog = await openTitle();
  await dialog.getByLabel('Page Title').fill('Cancelled title');
  await expect(page.getByRole('heading', { name: 'Cancelled title' })).toBeVisible();
  await expect(saveState(page)).toHaveText(messages.designUnsavedChanges);
  await dialog.getByRole('button', { name: messages.designCancel }).click();
  await expect(page.getByRole('heading', { name: 'Accounts', exact: true })).toBeVisible();
  await expect(saveState(page)).toHaveText(messages.designAllSaved);
  dialog = await openTitle();
  await dialog.getByLabel('Page Title').fill('Kept title');
  await dialog.getByRole('button', { name: messages.designDone }).click();
  await expect(page.getByRole('heading', { name: 'Kept title' })).toBeVisible();
  await expect(saveState(page)).toHaveText(messages.designUnsavedChanges);

  // Leaving design mode asks; keeping the edits keeps design mode.
  const question = page.getByRole('dialog', { name: messages.designLeaveTitle });
  await toolbar(page).getByRole('button', { name: messages.designExit }).click();
  await expect(question).toContainText(messages.designLeaveText);
  await question.getByRole('button', { name: messages.designKeepEditing }).click();
  await expect(toolbar(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kept title' })).toBeVisible();

  // A menu link asks too, and staying stays.
  await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: messages.designKeepEditing }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  // So does logging out.
  await page.getByRole('button', { name: /^Hi / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(question).toBeVisible();
  await page.waitForTimeout(400);
  await shot(page, 'design-leave-question-1440');
  await expectNoAccessibilityViolations(page, 'leave question', true);
  await question.getByRole('button', { name: messages.designKeepEditing }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { name: 'Kept title' })).toBeVisible();

  // Closing the tab gets the browser's own question.
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const beforeUnload = await asked;
  expect(beforeUnload.type()).toBe('beforeunload');
  await beforeUnload.dismiss();
  await expect(page.getByRole('heading', { name: 'Kept title' })).toBeVisible();

  // Discarding leaves design mode with the saved view back.
  await toolbar(page).getByRole('button', { name: messages.designExit }).click();
  await question.getByRole('button', { name: messages.designDiscard }).click();
  await expect(toolbar(page)).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Accounts', exact: true })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click();
  await page.waitForURL('**/home');
});

test('on a detail page, a save over another designer’s is refused with the edits kept, and leaving with them asks first', async ({
  page,
  request,
  smtp,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const people = await startPeopleUpstream();
  try {
    const world = await setUpPeopleWorld(request, smtp, baseURL, people);
    const view = await addFurnishedPersonView(world);
    const person = people.people[1];
    const path = personPath(view.uuid, person.id);
    await page.goto(path);
    await signIn(page, world.designer);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(person.lastName);
    await designerMenu(page, messages.searchDesignMode);
    await expect(saveState(page)).toHaveText(messages.designAllSaved);

    // An edit: the Profile panel is renamed.
    await page.getByRole('button', { name: `${messages.detailEditPanel} Profile` }).click();
    const dialog = page.getByRole('dialog', { name: `${messages.detailEditPanelBasic}: Profile` });
    await dialog.getByRole('textbox', { name: messages.detailPanelTitle }).fill('About');
    await dialog.getByRole('button', { name: messages.designDone }).click();
    await expect(saveState(page)).toHaveText(messages.designUnsavedChanges);

    // Another designer saves in between: this save is refused, the edit stays on screen, unsaved.
    const stored = await callApi<View>(world.designerApi, 'GET', `/api/views/${view.uuid}`);
    await callApi(world.designerApi, 'PUT', `/api/views/${view.uuid}`, {
      ...stored,
      name: 'Person (theirs)',
    });
    await designerMenu(page, messages.searchSaveAndExit);
    await expectToast(page, messages.staleViewVersion);
    await expect(toolbar(page)).toBeVisible();
    await expect(page.getByRole('article', { name: 'About' })).toBeVisible();
    await expect(saveState(page)).toHaveText(messages.designUnsavedChanges);

    // Leaving design mode asks; so does a menu link and closing the tab.
    const question = page.getByRole('dialog', { name: messages.designLeaveTitle });
    await toolbar(page).getByRole('button', { name: messages.designExit }).click();
    await expect(question).toContainText(messages.designLeaveText);
    await question.getByRole('button', { name: messages.designKeepEditing }).click();
    await expect(page.getByRole('article', { name: 'About' })).toBeVisible();
    await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: messages.designKeepEditing }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/user/detail/${view.uuid}`);
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const beforeUnload = await asked;
    expect(beforeUnload.type()).toBe('beforeunload');
    await beforeUnload.dismiss();

    // Discarding leaves design mode with the saved panels back.
    await toolbar(page).getByRole('button', { name: messages.designExit }).click();
    await question.getByRole('button', { name: messages.designDiscard }).click();
    await expect(toolbar(page)).toBeHidden();
    await expect(page.getByRole('article', { name: 'Profile' })).toBeVisible();
  } finally {
    await people.close();
  }
});
