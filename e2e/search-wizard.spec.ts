import type { Page } from '@playwright/test';
import { messages } from '@portal/contracts';
import { type SampleUpstream, startSampleUpstream } from '@portal/sample-upstream';
import { expectNoAccessibilityViolations } from './fixtures/accessibility.ts';
import { registerActivatedAccount, signIn } from './fixtures/accounts.ts';
import { expectNoSidewaysScroll, phone, screenshotAt, wide } from './fixtures/screens.ts';
import { addConnection, addGroup, callApi, chooseOption, signInApi } from './fixtures/search-setup.ts';
import { expect, test } from './fixtures/test.ts';

let upstream: SampleUpstream;

test.beforeAll(async () => {
  upstream = await startSampleUpstream({ host: '127.0.0.1', port: 0, size: { customers: 120, orders: 300 } });
});
test.afterAll(async () => {
  await upstream.close();
});

const step = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(label) });
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const next = (page: Page) => page.getByRole('button', { name: messages.wizardNext, exact: true });
const createView = (page: Page) => page.getByRole('button', { name: messages.wizardCreateView, exact: true });

/** A step looked at on a laptop and on a phone (where it fits the width), and checked with axe. */
async function lookAt(page: Page, name: string, inDialog = false) {
  await screenshotAt(page, name, wide);
  await expectNoAccessibilityViolations(page, name, inDialog);
  await screenshotAt(page, name, phone);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(wide);
}

type Request = Parameters<typeof registerActivatedAccount>[0];
type Smtp = Parameters<typeof registerActivatedAccount>[1];

/** A designer's account with the sample CRM server, a group, and the wizard open. */
async function openWizard(page: Page, request: Request, smtp: Smtp) {
  const designer = await registerActivatedAccount(request, smtp, 'wizard');
  const me = await signInApi(request, designer);
  const crm = await addConnection(request, { name: 'Sample CRM', url: `${upstream.url}/open/api/` }, [
    { name: 'Customers', url: 'customers', response: 'list' },
    { name: 'Customer', url: 'customers/$(customerId)', response: 'record' },
    { name: 'Nobody', url: 'customers', response: 'list', params: [{ name: 'city', value: 'Atlantis' }] },
    { name: 'Broken', url: 'nothing-here', response: 'list' },
    { name: 'Customer orders', url: 'customers/$(customerId)/orders', response: 'list' },
  ]);
  await addConnection(request, { name: 'Other CRM', url: `${upstream.url}/open/api/` }, [
    { name: 'Orders', url: 'orders', response: 'list' },
  ]);
  const groupId = await addGroup(request, 'Sales', [me.uuid]);
  await page.goto('/designer/newsearch');
  await signIn(page, designer);
  await page.waitForURL('**/designer/newsearch');
  return { designer, crm, groupId };
}

test.describe('the new search wizard', () => {
  test('a designer creates a search view in four steps and finds it on Home', async ({
    page,
    request,
    smtp,
  }) => {
    await page.setViewportSize(wide);
    await openWizard(page, request, smtp);
    await chooseOption(page, 'Server', 'Sample CRM');
    await page.getByRole('combobox', { name: 'Endpoint', exact: true }).click();
    // List endpoints only: the record endpoint 'Customer' is not offered, and one whose URL needs a
    // variable is shown greyed with what it needs.
    await expect(page.getByRole('option')).toHaveText([
      'Broken',
      'Customer orders (needs $(customerId))',
      'Customers',
      'Nobody',
    ]);
    await expect(page.getByRole('option', { name: /Customer orders/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await page.getByRole('option', { name: 'Customers', exact: true }).click();
    const fields = page.getByLabel('Fields detected');
    await expect(fields).toContainText('creditLimit');
    await expect(fields.getByText('accountManager')).toBeVisible();
    await lookAt(page, 'search-wizard-1-entity');
    await next(page).click();

    await page.getByLabel('Page Name').fill('Key customers');
    await page.getByLabel('Page Title').fill('Our key customers');
    await next(page).click();

    await chooseOption(page, 'Columns', 'name');
    await chooseOption(page, 'Columns', 'city');
    await chooseOption(page, 'Columns', 'creditLimit');
    await page.keyboard.press('Escape');
    await lookAt(page, 'search-wizard-3-columns');
    await next(page).click();

    await chooseOption(page, 'Group', 'Sales');
    await createView(page).click();
    const success = page.getByRole('alert').filter({ hasText: messages.viewCreated });
    await expect(success).toBeVisible();
    await page.waitForURL('**/designer');

    const mine = await callApi<Array<{ beView: { uuid: string; name: string } }>>(
      request,
      'GET',
      '/api/myviews',
    );
    const created = mine.find((entry) => entry.beView.name === 'Key customers');
    expect(created).toBeDefined();
    const view = await callApi<{ metacontent: Record<string, unknown> }>(
      request,
      'GET',
      `/api/views/${created?.beView.uuid}`,
    );
    expect(view.metacontent).toEqual({
      title: 'Our key customers',
      columns: [
        // How each column reads is judged from the sample: the credit limit is a number.
        { value: 'name', label: 'Name', width: 'max-w-auto', hidemobile: '', valueType: 'text' },
        { value: 'city', label: 'City', width: 'max-w-auto', hidemobile: '', valueType: 'text' },
        {
          value: 'creditLimit',
          label: 'Credit limit',
          width: 'max-w-auto',
          hidemobile: '',
          valueType: 'number',
        },
      ],
      textFilters: [
        { key: 'name', field: 'name', label: 'Name' },
        { key: 'city', field: 'city', label: 'City' },
      ],
      customFilters: [],
    });
    // The success message offers the new page.
    await success.getByRole('button', { name: 'Open page' }).click();
    await page.waitForURL(`**/user/search/${created?.beView.uuid}`);
    await expect(page.getByRole('heading', { name: 'Our key customers' })).toBeVisible();
    await expect(success).toHaveCount(0);
    await page.goto('/home');
    // Home lists it among the user's search pages (the 'Recently changed pages' box names it too).
    await expect(
      page
        .getByRole('list', { name: 'Your search pages' })
        .getByRole('link', { name: 'Key customers', exact: true }),
    ).toBeVisible();
    // The created page's answers are not kept as a draft: the wizard opens again at step 1, empty.
    await page.goto('/designer/newsearch');
    await expect(page.getByRole('combobox', { name: 'Server', exact: true })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Endpoint', exact: true })).toHaveValue('');
    await expect(page.getByLabel('Page Name')).toHaveCount(0);
  });

  test('an admin adds a server from step 1, and is led to add its endpoints with the draft kept', async ({
    page,
    request,
    smtp,
  }) => {
    await openWizard(page, request, smtp);
    await page.getByRole('button', { name: messages.wizardNewServer, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: messages.newServer });
    await expect(dialog).toBeVisible();
    await lookAt(page, 'search-wizard-new-server', true);
    // The same checks as on Connections: a name already used is refused under the name.
    await dialog.getByLabel('Server name').fill('sample crm');
    await dialog.getByLabel('Server URL').fill(`${upstream.url}/open/api/`);
    await dialog.getByRole('button', { name: 'Add Server', exact: true }).click();
    await expect(dialog.getByText(messages.duplicateServerName)).toBeVisible();
    await dialog.getByLabel('Server name').fill('Billing');
    await dialog.getByRole('button', { name: 'Add Server', exact: true }).click();
    await expect(dialog).toBeHidden();
    // The new server is chosen at once; it has no endpoints yet, so the wizard says where to add them.
    await expect(page.getByRole('combobox', { name: 'Server', exact: true })).toHaveValue('Billing');
    await expect(page.getByRole('combobox', { name: 'Endpoint', exact: true })).toBeDisabled();
    await expect(page.getByText(messages.wizardDraftKept)).toBeVisible();
    await lookAt(page, 'search-wizard-new-server-chosen');
    await page.getByRole('link', { name: messages.wizardAddEndpoints }).click();
    // Connections opens on that server, ready for Edit Endpoints or an OpenAPI import.
    await page.waitForURL('**/admin/connectorsadmin?server=*');
    await expect(page.getByRole('heading', { name: 'Billing', level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: messages.editEndpoints })).toBeVisible();
    // Back in the wizard, the answer is still there.
    await page.goto('/designer/newsearch');
    await expect(page.getByRole('combobox', { name: 'Server', exact: true })).toHaveValue('Billing');
  });

  test('each step holds until it is answered, and only reached steps can be revisited', async ({
    page,
    request,
    smtp,
  }) => {
    // On a phone-sized screen, where the steps stand in one compact row above the form.
    await page.setViewportSize(phone);
    await openWizard(page, request, smtp);
    await expect(page.getByText('Step 1 of 4: Main Entity')).toBeVisible();
    const serverBox = await page.getByRole('combobox', { name: 'Server', exact: true }).boundingBox();
    expect(serverBox!.y).toBeLessThan(400);
    await step(page, 'Groups').click();
    await expect(page.getByRole('combobox', { name: 'Server', exact: true })).toBeVisible();
    await next(page).click();
    await expect(page.getByText(messages.serverNotSelected)).toBeVisible();

    await chooseOption(page, 'Server', 'Sample CRM');
    await chooseOption(page, 'Endpoint', 'Customers');
    await expect(page.getByLabel('Fields detected')).toBeVisible();
    await next(page).click();
    await next(page).click();
    await expect(page.getByText(messages.required)).toHaveCount(2);
    // Back leaves the step without judging it, and the answers stay.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByText('Step 1 of 4: Main Entity')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Endpoint', exact: true })).toHaveValue('Customers');
    await next(page).click();
    await page.getByLabel('Page Name').fill('Customers');
    await page.getByLabel('Page Title').fill('Customers');
    await page.getByLabel('Page Title').press('Enter');
    await next(page).click();
    await expect(page.getByText(messages.selectAtLeastOneColumn)).toBeVisible();
    await page.getByRole('button', { name: 'Select all' }).click();
    await next(page).click();
    await createView(page).click();
    await expect(page.getByText(messages.selectGroup)).toBeVisible();
    await screenshotAt(page, 'search-wizard-4-group-refused', phone);
    await expectNoSidewaysScroll(page);
    await screenshotAt(page, 'search-wizard-4-group-refused', wide);
    await page.setViewportSize(phone);

    // Back to a reached step and forward again by its mark.
    await step(page, 'Name and Title').click();
    await expect(page.getByLabel('Page Name')).toHaveValue('Customers');
    await step(page, 'Groups').click();
    await expect(page.getByRole('combobox', { name: 'Group', exact: true })).toBeVisible();

    // Another server starts every step over.
    await step(page, 'Main Entity').click();
    await chooseOption(page, 'Server', 'Other CRM');
    await expect(page.getByRole('combobox', { name: 'Endpoint', exact: true })).toHaveValue('');
    await step(page, 'Name and Title').click();
    await expect(page.getByRole('combobox', { name: 'Server', exact: true })).toBeVisible();
    await chooseOption(page, 'Endpoint', 'Orders');
    await expect(page.getByLabel('Fields detected')).toContainText('orderNumber');
    await next(page).click();
    await expect(page.getByLabel('Page Name')).toHaveValue('');
  });

  test('an unusable sample page, a failing upstream and a taken name are reported', async ({
    page,
    request,
    smtp,
  }) => {
    const { crm, groupId } = await openWizard(page, request, smtp);
    await chooseOption(page, 'Server', 'Sample CRM');
    const endpoint = page.getByRole('combobox', { name: 'Endpoint', exact: true });
    await chooseOption(page, 'Endpoint', 'Nobody');
    // Said once, under the field it concerns.
    await expect(endpoint).toHaveAccessibleDescription(containing(messages.wizardNoData));
    await expect(page.getByRole('alert')).toHaveCount(0);
    await next(page).click();
    await expect(endpoint).toHaveAccessibleDescription(containing(messages.invalidMainEntity));

    await chooseOption(page, 'Endpoint', 'Broken');
    // The proxy's own message for the upstream's 404.
    await expect(endpoint).toHaveAccessibleDescription(containing(messages.upstreamFailed));

    await callApi(request, 'POST', '/api/views', {
      name: 'Customers',
      type: 'search',
      metacontent: { title: 'Customers', columns: [], textFilters: [], customFilters: [] },
      metadata: { server: crm.serverId, endpoint: crm.endpoints.Customers },
      groupUuid: groupId,
    });
    await page.reload();
    await chooseOption(page, 'Server', 'Sample CRM');
    await chooseOption(page, 'Endpoint', 'Customers');
    await expect(page.getByLabel('Fields detected')).toBeVisible();
    await next(page).click();
    // A name the account already uses is refused on its own step, under the field.
    await page.getByLabel('Page Name').fill('customers');
    await page.getByLabel('Page Title').fill('Customers');
    await next(page).click();
    await expect(page.getByLabel('Page Name')).toHaveAccessibleDescription(containing(messages.viewExists));
    await page.getByLabel('Page Name').fill('Customers by city');
    await next(page).click();
    await chooseOption(page, 'Columns', 'name');
    await page.keyboard.press('Escape');
    await next(page).click();

    // Taken meanwhile by someone else: back to the name step, with the reason under the name.
    await callApi(request, 'POST', '/api/views', {
      name: 'Customers by city',
      type: 'search',
      metacontent: { title: 'x', columns: [], textFilters: [], customFilters: [] },
      metadata: { server: crm.serverId, endpoint: crm.endpoints.Customers },
      groupUuid: groupId,
    });
    await chooseOption(page, 'Group', 'Sales');
    await createView(page).click();
    await expect(page.getByLabel('Page Name')).toHaveAccessibleDescription(containing(messages.viewExists));
    await expect(page).toHaveURL(/\/designer\/newsearch$/);
  });
});
