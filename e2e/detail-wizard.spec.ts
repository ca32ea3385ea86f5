import type { Page, Route } from '@playwright/test';
import { messages, type View } from '@portal/contracts';
import { expectNoAccessibilityViolations } from './fixtures/accessibility.ts';
import { signIn } from './fixtures/accounts.ts';
import { fillDetailWizard } from './fixtures/detail-design-ui.ts';
import { expectFieldError } from './fixtures/field-error.ts';
import { type PeopleUpstream, startPeopleUpstream } from './fixtures/people-upstream.ts';
import { setUpPeopleWorld } from './fixtures/people-world.ts';
import { callApi } from './fixtures/portal-api.ts';
import { expectNoSidewaysScroll, phone, screenshotAt, wide } from './fixtures/screens.ts';
import { chooseOption, expectToast } from './fixtures/search-setup.ts';
import { expect, test } from './fixtures/test.ts';

let upstream: PeopleUpstream;

test.beforeAll(async () => {
  upstream = await startPeopleUpstream();
});
test.afterAll(async () => {
  await upstream?.close();
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const stepLabels = ['Main Entity', 'Name and Title', 'Default Contextual Info', 'Groups'];
const next = (page: Page) => page.getByRole('button', { name: messages.wizardNext, exact: true });
const createView = (page: Page) => page.getByRole('button', { name: messages.wizardCreateView, exact: true });
const back = (page: Page) => page.getByRole('button', { name: 'Back', exact: true });

/**
 * The steps' completion marks, as a screen reader hears them and as they are drawn: a completed step
 * is named so and shows a check instead of its number; the current step is marked as current.
 */
async function expectStepMarks(page: Page, current: number, completed: number[]) {
  for (const [index, label] of stepLabels.entries()) {
    const done = completed.includes(index);
    const name = done ? `${label} (completed)` : label;
    // A step not done shows its number before its name; a done one shows a check instead.
    const step = page.getByRole('button', {
      name: new RegExp(`^${done ? '' : index + 1}\\s*${escaped(name)}$`),
    });
    await expect(step, name).toBeVisible();
    await expect(step.locator('svg'), `${name}: its check`).toHaveCount(done ? 1 : 0);
    if (index === current) await expect(step).toHaveAttribute('aria-current', 'step');
    else await expect(step).not.toHaveAttribute('aria-current');
  }
}

type Fixtures = {
  page: Page;
  request: Parameters<typeof setUpPeopleWorld>[0];
  smtp: Parameters<typeof setUpPeopleWorld>[1];
  baseURL: string | undefined;
};

/** A designer's people world, with the wizard open at 1440 px. */
async function openWizard({ page, request, smtp, baseURL }: Fixtures) {
  await page.setViewportSize(wide);
  const world = await setUpPeopleWorld(request, smtp, baseURL!, upstream);
  await page.goto('/designer/newdetail');
  await signIn(page, world.designer);
  await page.waitForURL('**/designer/newdetail');
  return world;
}

test.describe.configure({ timeout: 120_000 });

test('a designer creates a detail page from a record endpoint in four steps, each check said under its field', async ({
  page,
  request,
  smtp,
  baseURL,
}) => {
  const world = await openWizard({ page, request, smtp, baseURL });
  await expectStepMarks(page, 0, []);

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
  await screenshotAt(page, 'detail-wizard-1-entity', wide);
  await expectNoAccessibilityViolations(page, 'detail wizard, main entity');
  await idInput.fill('3');
  await next(page).click();

  // Step 2: the name must be new in the account; the title is a field of the sample record.
  const name = page.getByRole('textbox', { name: 'Page Name' });
  await expect(name).toBeVisible();
  await expectStepMarks(page, 1, [0]);
  await next(page).click();
  await expectFieldError(name, messages.required);
  // Back keeps the answers; the step left is not marked done until it is passed again.
  await back(page).click();
  await expect(idInput).toHaveValue('3');
  await expectStepMarks(page, 0, []);
  await next(page).click();
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
  await screenshotAt(page, 'detail-wizard-2-name', wide);
  await next(page).click();

  // Step 3: at least one contextual field.
  const contextual = page.getByRole('combobox', { name: 'Contextual fields' });
  await expect(contextual).toBeVisible();
  await expectStepMarks(page, 2, [0, 1]);
  await next(page).click();
  await expectFieldError(contextual, messages.selectAtLeastOneColumn);
  await chooseOption(page, 'Contextual fields', 'email');
  await chooseOption(page, 'Contextual fields', 'creditLimit');
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('Preview')).toContainText('Credit limit:');
  await screenshotAt(page, 'detail-wizard-3-contextual', wide);
  await next(page).click();

  // Step 4: a group, then 'Create View'.
  await expectStepMarks(page, 3, [0, 1, 2]);
  await expect(next(page)).toHaveCount(0);
  await createView(page).click();
  await expectFieldError(page.getByRole('combobox', { name: 'Group' }), messages.selectGroup);
  await chooseOption(page, 'Group', 'Readers');
  await screenshotAt(page, 'detail-wizard-4-group', wide);
  await expectNoAccessibilityViolations(page, 'detail wizard, groups');

  // A step reached before can be opened from its mark; the steps done after it keep their check.
  await page.getByRole('button', { name: 'Name and Title (completed)' }).click();
  await expect(name).toHaveValue('Person page');
  await expectStepMarks(page, 1, [0, 2]);
  await page.getByRole('button', { name: /^4\s*Groups$/ }).click();
  await expectStepMarks(page, 3, [0, 1, 2]);

  await createView(page).click();
  const created = page.getByRole('alert').filter({ hasText: messages.viewCreated });
  await expect(created).toBeVisible();
  await page.waitForURL('**/designer');

  const views = await callApi<Array<{ uuid: string; name: string }>>(world.designerApi, 'GET', '/api/views');
  const made = views.find((view) => view.name === 'Person page');
  const stored = await callApi<View & { type: 'detail' }>(
    world.designerApi,
    'GET',
    `/api/views/${made?.uuid}`,
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

  // 'Open page' in the toast opens the new page on the record the wizard read, and the toast goes.
  await created.getByRole('button', { name: 'Open page' }).click();
  await page.waitForURL(`**/user/detail/${stored.uuid}?vars=*`);
  expect(JSON.parse(new URL(page.url()).searchParams.get('vars') ?? '')).toEqual({ id: '3' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(upstream.people[2].lastName);
  await expect(page.getByRole('list', { name: 'Contextual information' })).toContainText(
    upstream.people[2].email,
  );
  await expect(created).toHaveCount(0);

  // On a phone the wizard's steps stand in one row and the form fits the width.
  await page.setViewportSize(phone);
  await page.goto('/designer/newdetail');
  await chooseOption(page, 'Server', 'People data');
  await chooseOption(page, 'Endpoint', 'Person (people/$(id))');
  await next(page).click();
  await expectFieldError(page.getByRole('textbox', { name: '$(id)' }), messages.detailFillAllUrlVariables);
  await screenshotAt(page, 'detail-wizard-1-entity', phone);
  await expectNoSidewaysScroll(page);
  await page.getByRole('textbox', { name: '$(id)' }).fill('3');
  await next(page).click();
  await expect(page.getByRole('textbox', { name: 'Page Name' })).toBeVisible();
  await screenshotAt(page, 'detail-wizard-2-name', phone);
  await expectNoSidewaysScroll(page);
});

test('a sample record that cannot be read is said under the inputs it was read with, and goes with the step', async ({
  page,
  request,
  smtp,
  baseURL,
}) => {
  const world = await openWizard({ page, request, smtp, baseURL });
  // Two Record endpoints that answer a list: no single record to read.
  const endpoints = `/api/servers/${world.connection.serverId}/endpoints`;
  for (const [endpointName, url] of [
    ['All people', 'people'],
    ['People of a city', 'people?cityId=$(city)'],
  ])
    await callApi(world.designerApi, 'POST', endpoints, {
      name: endpointName,
      settings: { url, method: 'GET', response: 'record', params: [] },
    });
  await page.reload();
  await chooseOption(page, 'Server', 'People data');
  const endpoint = page.getByRole('combobox', { name: 'Endpoint', exact: true });

  // No URL variable: the endpoint itself is at fault, so it is said under the Endpoint.
  await chooseOption(page, 'Endpoint', 'All people (people)');
  await next(page).click();
  await expectFieldError(endpoint, messages.wizardNoData);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // With URL variables, under the values the sample was read with.
  await chooseOption(page, 'Endpoint', 'People of a city (people?cityId=$(city))');
  await expect(endpoint).not.toHaveAttribute('aria-invalid', 'true');
  const cityInput = page.getByRole('textbox', { name: '$(city)' });
  await cityInput.fill('1');
  await next(page).click();
  await expectFieldError(cityInput, messages.wizardNoData);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The data server's own answer, which carries its status: a person it does not have.
  await chooseOption(page, 'Endpoint', 'Person (people/$(id))');
  const idInput = page.getByRole('textbox', { name: '$(id)' });
  await idInput.fill('9999');
  await next(page).click();
  await expectFieldError(idInput, `${messages.upstreamFailed} (404)`);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await screenshotAt(page, 'detail-wizard-1-sample-refused', wide);
  await expectNoAccessibilityViolations(page, 'detail wizard, sample refused');
  await screenshotAt(page, 'detail-wizard-1-sample-refused', phone);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(wide);
  // Another value takes the error away until the next answer.
  await idInput.fill('99999');
  await expect(idInput).not.toHaveAttribute('aria-invalid', 'true');

  // A gateway in front of the portal answering without a message: its raw HTTP status.
  await page.route('**/api/proxy', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' })
      : route.fallback(),
  );
  await idInput.fill('4');
  await next(page).click();
  await expectFieldError(idInput, `${messages.wizardHttpStatus} 502`);
  // The portal's own message for the failure, as the server sent it.
  const serverSaid = `${messages.upstreamFailed} (503): Down for maintenance until 17:00`;
  await page.unroute('**/api/proxy');
  await page.route('**/api/proxy', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 502, json: { code: 'upstream_failed', message: serverSaid } })
      : route.fallback(),
  );
  await idInput.fill('5');
  await next(page).click();
  await expectFieldError(idInput, serverSaid);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.unroute('**/api/proxy');

  // Answered, the wizard moves on and what step 1 said is gone.
  await idInput.fill('3');
  await next(page).click();
  await expect(page.getByRole('textbox', { name: 'Page Name' })).toBeVisible();
  await expect(page.getByText(serverSaid)).toHaveCount(0);
  await expect(page.getByText(messages.wizardNoData)).toHaveCount(0);
});

test('an error toast goes when the step changes, and when the view is created', async ({
  page,
  request,
  smtp,
  baseURL,
}) => {
  const world = await openWizard({ page, request, smtp, baseURL });
  await fillDetailWizard(page, {
    server: 'People data',
    endpoint: 'Person (people/$(id))',
    values: { id: '3' },
    name: 'Person card',
    title: 'lastName',
    contextual: ['email'],
    group: 'Readers',
  });
  const name = page.getByRole('textbox', { name: 'Page Name' });

  // The portal failing to create the view: an error toast, gone once the designer goes back a step.
  const failing = (route: Route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, json: {} }) : route.fallback();
  await page.route('**/api/views', failing);
  await createView(page).click();
  const failed = page.getByRole('alert').filter({ hasText: messages.errorCreatingView });
  await expect(failed).toBeVisible();
  await back(page).click();
  await expect(page.getByRole('combobox', { name: 'Contextual fields' })).toBeVisible();
  await expect(failed).toHaveCount(0);
  await next(page).click();
  await createView(page).click();
  await expect(failed).toBeVisible();
  await page.unroute('**/api/views', failing);

  // Taken meanwhile: back on the name step, the reason under the name (and the error toast gone).
  await callApi(world.designerApi, 'POST', '/api/views', {
    name: 'Person card',
    type: 'search',
    metacontent: { title: 'x', columns: [], textFilters: [], customFilters: [] },
    metadata: { server: world.connection.serverId, endpoint: world.connection.endpoints.People },
    groupUuid: world.group.uuid,
  });
  await createView(page).click();
  await expectFieldError(name, messages.viewExists);
  await expect(failed).toHaveCount(0);
  await name.fill('Person card 2');
  await page.getByRole('button', { name: /^4\s*Groups$/ }).click();

  // A failure again, then a success: the success takes the error toast away, and nothing says
  // 'View already exists' any more.
  await page.route('**/api/views', failing);
  await createView(page).click();
  await expect(failed).toBeVisible();
  await page.unroute('**/api/views', failing);
  await createView(page).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.viewCreated })).toBeVisible();
  await expect(failed).toHaveCount(0);
  await expect(page.getByText(messages.viewExists)).toHaveCount(0);
  await page.waitForURL('**/designer');
  await expectToast(page, messages.viewCreated);
});
