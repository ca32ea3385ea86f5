import type { Page } from '@playwright/test';
import { messages, type View } from '@portal/contracts';
import { expectNoAccessibilityViolations } from './fixtures/accessibility.ts';
import { signIn } from './fixtures/accounts.ts';
import { expectFieldError } from './fixtures/field-error.ts';
import { type PeopleUpstream, startPeopleUpstream } from './fixtures/people-upstream.ts';
import { setUpPeopleWorld } from './fixtures/people-world.ts';
import { callApi } from './fixtures/portal-api.ts';
import { chooseOption, expectToast } from './fixtures/search-setup.ts';
import { expect, test } from './fixtures/test.ts';

let upstream: PeopleUpstream;

test.beforeAll(async () => {
  upstream = await startPeopleUpstream();
});
test.afterAll(async () => {
  await upstream?.close();
});

const next = (page: Page) => page.getByRole('button', { name: messages.wizardNext, exact: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `.shots/${name}.png`, fullPage: true });

test('a designer creates a detail page from a record endpoint in four steps, each check said under its field', async ({
  page,
  request,
  smtp,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const world = await setUpPeopleWorld(request, smtp, baseURL, upstream);
  await page.goto('/designer/newdetail');
  await signIn(page, world.designer);
  await page.waitForURL('**/designer/newdetail');

  // Step 1: a server, then a Record endpoint (list endpoints are not offered), then its variables.
  await next(page).click();
  await expectFieldError(page.getByRole('combobox', { name: 'Server' }), messages.serverNotSelected);
  await chooseOption(page, 'Server', 'People data');
  await page.getByRole('combobox', { name: 'Endpoint', exact: true }).click();
  await expect(page.getByRole('option')).toHaveText(['Person (people/$(id))']);
  await page.getByRole('option', { name: 'Person (people/$(id))' }).click();
  await next(page).click();
  const idInput = page.getByRole('textbox', { name: '$(id)' });
  await expectFieldError(idInput, messages.detailFillAllUrlVariables);
  await shot(page, 'detail-wizard-1-entity-1440');
  await expectNoAccessibilityViolations(page, 'detail wizard, main entity');

  // A record the data server does not have: its answer, as a toast.
  await idInput.fill('9999');
  await next(page).click();
  await expectToast(page, `${messages.upstreamFailed} (404)`);
  await idInput.fill('3');
  await next(page).click();

  // Step 2: the name must be new in the account; the title is a field of the sample record.
  const name = page.getByRole('textbox', { name: 'Page Name' });
  await expect(name).toBeVisible();
  await next(page).click();
  await expectFieldError(name, messages.required);
  await name.fill('people');
  await page.getByRole('combobox', { name: 'Title' }).click();
  // Each field is offered with its value in the sample record.
  await expect(page.getByRole('option', { name: 'lastName', exact: true })).toContainText(
    upstream.people[2].lastName,
  );
  await page.getByRole('option', { name: 'lastName', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Title' })).toHaveAccessibleDescription(
    new RegExp(`Sample: ${upstream.people[2].lastName}`),
  );
  await next(page).click();
  await expectFieldError(name, messages.viewExists);
  await name.fill('Person page');
  await shot(page, 'detail-wizard-2-name-1440');
  await next(page).click();

  // Step 3: at least one contextual field.
  const contextual = page.getByRole('combobox', { name: 'Contextual fields' });
  await expect(contextual).toBeVisible();
  await next(page).click();
  await expectFieldError(contextual, messages.selectAtLeastOneColumn);
  await chooseOption(page, 'Contextual fields', 'email');
  await chooseOption(page, 'Contextual fields', 'creditLimit');
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('Preview')).toContainText('Credit limit:');
  await shot(page, 'detail-wizard-3-contextual-1440');
  await next(page).click();

  // Step 4: a group, then 'Create View'.
  await page.getByRole('button', { name: messages.wizardCreateView }).click();
  await expectFieldError(page.getByRole('combobox', { name: 'Group' }), messages.selectGroup);
  await chooseOption(page, 'Group', 'Readers');
  await shot(page, 'detail-wizard-4-group-1440');
  await expectNoAccessibilityViolations(page, 'detail wizard, groups');
  await page.getByRole('button', { name: messages.wizardCreateView }).click();
  await expectToast(page, messages.viewCreated);
  await page.waitForURL('**/designer');

  const views = await callApi<Array<{ uuid: string; name: string }>>(world.designerApi, 'GET', '/api/views');
  const created = views.find((view) => view.name === 'Person page');
  const stored = await callApi<View & { type: 'detail' }>(
    world.designerApi,
    'GET',
    `/api/views/${created?.uuid}`,
  );
  expect(stored.metacontent.title).toEqual({
    dataset: 'main',
    field: 'lastName',
    value: upstream.people[2].lastName,
  });
  expect(stored.metacontent.contextual.map((element) => element.value)).toEqual(['email', 'creditLimit']);
  expect(stored.metadata.datasets).toEqual([
    expect.objectContaining({
      name: 'main',
      datasetType: 'record',
      endpoint: world.connection.endpoints.Person,
      variables: [{ name: 'id' }],
    }),
  ]);

  // The page opens with its record and contextual strip.
  await page.goto(`/user/detail/${stored.uuid}?vars=${encodeURIComponent(JSON.stringify({ id: 5 }))}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(upstream.people[4].lastName);
  await expect(page.getByRole('list', { name: 'Contextual information' })).toContainText(
    upstream.people[4].email,
  );

  // On a phone the wizard's steps stand in one row and the form fits the width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/designer/newdetail');
  await chooseOption(page, 'Server', 'People data');
  await chooseOption(page, 'Endpoint', 'Person (people/$(id))');
  await page.getByRole('textbox', { name: '$(id)' }).fill('3');
  await next(page).click();
  await expect(page.getByRole('textbox', { name: 'Page Name' })).toBeVisible();
  await shot(page, 'detail-wizard-2-name-390');
  const overflow = await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
  expect(overflow).toBe(0);
});
