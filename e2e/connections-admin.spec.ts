import { messages } from '@portal/contracts';
import { type SampleUpstream, startSampleUpstream } from '../apps/sample-upstream/src/index.ts';
import { registerActivatedAccount, signIn } from './fixtures/accounts.ts';
import { addServer, addServerThroughApi, chooseOption, expectToast } from './fixtures/connections.ts';
import { expect, test } from './fixtures/test.ts';

let upstream: SampleUpstream;

test.beforeAll(async () => {
  upstream = await startSampleUpstream({ size: { customers: 50, contacts: 100, products: 20, orders: 400 } });
});

test.afterAll(async () => {
  await upstream.close();
});

test.describe('connections admin', () => {
  // Long journeys: every toast is awaited and closed so that a later toast with the same text stands alone.
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page, request, smtp }) => {
    const admin = await registerActivatedAccount(request, smtp, 'connections');
    await page.goto('/admin/connectorsadmin');
    await signIn(page, admin);
    await page.waitForURL('**/admin/connectorsadmin');
  });

  test('an admin adds a server of each authentication type', async ({ page }) => {
    // Nothing to remove until a server is picked.
    await expect(page.getByRole('button', { name: 'Remove Server' })).toBeDisabled();

    // Each mistake shows under its field; no toast says it.
    const dialog = await addServer(page, '', '');
    await expect(dialog.getByLabel('Server name')).toHaveAccessibleDescription(messages.allFieldsRequired);
    await expect(dialog.getByLabel('Server URL')).toHaveAccessibleDescription(messages.allFieldsRequired);
    await dialog.getByLabel('Server name').fill('Open data');
    await expect(dialog.getByLabel('Server name')).toHaveAccessibleDescription('');
    await dialog.getByLabel('Server URL').fill('not a url');
    await dialog.getByRole('button', { name: 'Add Server' }).click();
    await expect(dialog.getByLabel('Server URL')).toHaveAccessibleDescription(messages.invalidServerUrl);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await dialog.getByLabel('Server URL').fill(`${upstream.url}/open/api`);
    await dialog.getByRole('button', { name: 'Add Server' }).click();
    await expectToast(page, messages.serverAdded);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Open data' })).toBeVisible();
    await expect(page.getByLabel('Authentication type')).toHaveValue('none');

    const again = await addServer(page, 'OPEN DATA', `${upstream.url}/open/api`);
    await expect(again.getByLabel('Server name')).toHaveAccessibleDescription(messages.duplicateServerName);
    await again.getByRole('button', { name: 'Cancel' }).click();

    // Basic: a password is needed until one is stored.
    await addServer(page, 'Basic data', `${upstream.url}/basic/api`);
    await expectToast(page, messages.serverAdded);
    await page.getByLabel('Authentication type').selectOption('basic');
    await expect(page.getByLabel('Edit Credentials')).toBeChecked();
    await page.getByLabel('Username').fill(upstream.credentials.username);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      new RegExp(messages.usernamePasswordRequired),
    );
    await page.getByLabel('Password', { exact: true }).fill(upstream.credentials.password);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, messages.serverUpdated);
    await expect(page.getByLabel('URL', { exact: true })).toHaveValue(`${upstream.url}/basic/api/`);
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
      'placeholder',
      messages.secretStored,
    );
    await expect(page.getByLabel('Edit Credentials')).not.toBeChecked();

    // OAuth2 password grant against the upstream's token endpoint.
    await addServer(page, 'Token data', `${upstream.url}/bearer/api/`);
    await expectToast(page, messages.serverAdded);
    await page.getByLabel('Authentication type').selectOption('auth2ropasswordcredentias');
    await page.getByLabel('Adapter').selectOption('default');
    await page.getByLabel('Username').fill(upstream.credentials.username);
    await page.getByLabel('Password', { exact: true }).fill(upstream.credentials.password);
    await page.getByLabel('Client ID').fill(upstream.credentials.clientId);
    await page.getByLabel('Client secret').fill(upstream.credentials.clientSecret);
    await page.getByLabel('Scope').fill('read');
    await page.getByLabel('Token URL').fill(`${upstream.url}/oauth/token`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, messages.serverUpdated);
    await expect(page.getByLabel('Client secret')).toHaveAttribute('placeholder', messages.secretStored);

    await page.reload();
    await chooseOption(page, 'Server', 'Token data');
    await expect(page.getByLabel('Authentication type')).toHaveValue('auth2ropasswordcredentias');
    await expect(page.getByLabel('Client ID')).toHaveValue(upstream.credentials.clientId);
    await expect(page.getByLabel('Client secret')).toHaveValue('');
    await chooseOption(page, 'Server', 'Basic data');
    await expect(page.getByLabel('Authentication type')).toHaveValue('basic');

    // An update says its mistakes under their fields too, and changes nothing.
    const settings = page.getByRole('form', { name: 'Server settings' });
    await settings.getByLabel('Name', { exact: true }).fill('token DATA');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(settings.getByLabel('Name', { exact: true })).toHaveAccessibleDescription(
      messages.duplicateServerName,
    );
    await settings.getByLabel('Name', { exact: true }).fill('Basic data');
    await settings.getByLabel('URL', { exact: true }).fill('not a url');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(settings.getByLabel('URL', { exact: true })).toHaveAccessibleDescription(
      messages.invalidServerUrl,
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.reload();
    await chooseOption(page, 'Server', 'Basic data');
    await expect(page.getByLabel('URL', { exact: true })).toHaveValue(`${upstream.url}/basic/api/`);
  });

  test('an admin declares an endpoint with URL variables and params, tests it, edits and deletes it and its server', async ({
    page,
  }) => {
    const basicUrl = `${upstream.url}/basic/api/`;
    const { username, password } = upstream.credentials;
    await addServerThroughApi(page, 'Basic data', {
      url: basicUrl,
      authType: 'basic',
      auth: { username, password },
    });
    const order = upstream.data.orders[0];
    const expectedRows = upstream.data.orders.filter(
      (row) => row.customerId === order.customerId && row.status === order.status,
    );
    await page.reload();
    await chooseOption(page, 'Server', 'Basic data');

    await page.getByRole('button', { name: 'Edit Endpoints' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Endpoints · Basic data' });
    // Nothing to update or delete until an endpoint is picked.
    await expect(editor.getByRole('button', { name: 'Update Endpoint' })).toBeDisabled();
    await expect(editor.getByRole('button', { name: 'Delete Endpoint' })).toBeDisabled();
    await editor.getByRole('button', { name: 'New Endpoint' }).click();
    await editor.getByRole('button', { name: 'Add Endpoint' }).click();
    await expect(editor.getByLabel('Endpoint name')).toHaveAccessibleDescription(
      messages.endpointNameRequired,
    );
    await editor.getByLabel('Endpoint name').fill('Customer orders');
    await editor.getByLabel('Endpoint URL').fill('/customers/$(customerId)/orders');
    await expect(editor.getByRole('status', { name: 'Example URL' })).toHaveText(
      `${basicUrl}customers/sample-customerId/orders`,
    );
    await editor.getByLabel('Response').selectOption('list');
    await editor.getByRole('button', { name: 'Add Endpoint' }).click();
    await expectToast(page, messages.endpointAdded);
    await expect(editor.getByLabel('Endpoint URL')).toHaveValue('customers/$(customerId)/orders');

    const requestTabHeight = (await editor.boundingBox())?.height;
    await editor.getByRole('tab', { name: 'Params' }).click();
    // The dialog keeps its size from tab to tab.
    expect((await editor.boundingBox())?.height).toBe(requestTabHeight);
    await editor.getByRole('button', { name: 'Add param' }).click();
    await editor.getByRole('tab', { name: 'Request' }).click();
    await editor.getByRole('button', { name: 'Update Endpoint' }).click();
    // The tab holding the mistake comes forward, the error under the row's name.
    await expect(editor.getByRole('tab', { name: 'Params' })).toHaveAttribute('aria-selected', 'true');
    await expect(editor.getByLabel('Param 1 name')).toHaveAccessibleDescription(messages.paramNameRequired);
    await editor.getByLabel('Param 1 name').fill('status');
    await editor.getByRole('button', { name: 'Add param' }).click();
    await editor.getByLabel('Param 2 name').fill('limit');
    await editor.getByLabel('Param 2 fixed value').fill('3');
    await editor.getByRole('tab', { name: 'Headers' }).click();
    await editor.getByRole('button', { name: 'Add header' }).click();
    await editor.getByRole('button', { name: 'Update Endpoint' }).click();
    await expect(editor.getByLabel('Header 1 name')).toHaveAccessibleDescription(messages.headerNameRequired);
    await editor.getByLabel('Header 1 name').fill('X-Request-Source');
    await editor.getByLabel('Header 1 fixed value').fill('portal-tester');
    await editor.getByRole('button', { name: 'Update Endpoint' }).click();
    await expectToast(page, messages.endpointUpdated);
    await page.keyboard.press('Escape');
    await expect(editor).toBeHidden();

    await page.getByRole('button', { name: 'Test Endpoints' }).click();
    const tester = page.getByRole('dialog', { name: 'Test Endpoints · Basic data' });
    await expect(tester.getByRole('button', { name: 'Test Endpoint' })).toBeDisabled();
    await chooseOption(page, 'Endpoint', 'Customer orders');
    // A URL variable is required: no call goes out without it.
    await tester.getByRole('button', { name: 'Test Endpoint' }).click();
    const customerId = tester.getByRole('group', { name: 'URL variables' }).getByLabel('customerId');
    await expect(customerId).toHaveAccessibleDescription(messages.required);
    await expect(tester.getByRole('tab', { name: 'Request' })).toHaveAttribute('aria-selected', 'true');
    await customerId.fill(String(order.customerId));
    await tester.getByRole('group', { name: 'Params' }).getByLabel('status').fill(String(order.status));
    await expect(tester.getByRole('group', { name: 'Params' }).getByLabel('limit')).toHaveValue('3');
    await expect(tester.getByRole('group', { name: 'Params' }).getByLabel('limit')).toHaveAttribute(
      'readonly',
      '',
    );
    await expect(tester.getByRole('group', { name: 'Headers' }).getByLabel('X-Request-Source')).toHaveValue(
      'portal-tester',
    );
    await tester.getByRole('button', { name: 'Test Endpoint' }).click();
    await expect(tester.getByRole('tab', { name: 'Response' })).toHaveAttribute('aria-selected', 'true');
    await expect(tester.getByRole('status', { name: 'Status 200' })).toBeVisible();
    await expect(tester.getByLabel('Time taken')).toHaveText(/^\d+ ms$|^\d+\.\d\d s$/);
    await tester.getByText(/^Headers \(\d+\)$/).click();
    await expect(
      tester.getByRole('table', { name: 'Response headers' }).getByRole('row', { name: /content-type/ }),
    ).toContainText('application/json');
    const body = tester.getByLabel('Response body');
    await expect(body).toContainText(`"totalResults": ${expectedRows.length}`);
    await expect(body).toContainText('"limit": 3');
    await expect(body).toContainText(`"orderNumber": "${order.orderNumber}"`);
    await page.keyboard.press('Escape');
    await expect(tester).toBeHidden();

    await page.getByRole('button', { name: 'Edit Endpoints' }).click();
    await chooseOption(page, 'Endpoint', 'Customer orders');
    await editor.getByLabel('Endpoint name').fill('Orders of a customer');
    await editor.getByRole('button', { name: 'Update Endpoint' }).click();
    await expectToast(page, messages.endpointUpdated);
    await expect(editor.getByRole('combobox', { name: 'Endpoint' })).toHaveValue('Orders of a customer');
    await editor.getByRole('button', { name: 'Delete Endpoint' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Delete Endpoint' });
    await confirmation.getByRole('button', { name: 'Delete Endpoint' }).click();
    await expectToast(page, messages.endpointDeleted);
    await expect(editor.getByText(messages.noEndpoints)).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByLabel('Name', { exact: true }).fill('Basic data (old)');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, messages.serverUpdated);
    await page.getByRole('button', { name: 'Remove Server' }).click();
    await page
      .getByRole('dialog', { name: 'Remove Server' })
      .getByRole('button', { name: 'Remove Server' })
      .click();
    await expectToast(page, messages.serverDeleted);
    await expect(page.getByText(messages.noServers)).toBeVisible();
  });

  test('the tester calls an OAuth2 server with its token and shows a refused address as a failure', async ({
    page,
  }) => {
    const { username, password, clientId, clientSecret } = upstream.credentials;
    await addServerThroughApi(page, 'Token data', {
      url: `${upstream.url}/bearer/api/`,
      authType: 'auth2ropasswordcredentias',
      auth: {
        username,
        password,
        clientid: clientId,
        secret: clientSecret,
        tokenurl: `${upstream.url}/oauth/token`,
      },
    });
    await addServerThroughApi(page, 'Private network', { url: 'http://10.0.0.1/api/' });
    const customer = upstream.data.customers[4];

    for (const server of ['Token data', 'Private network']) {
      await page.reload();
      await chooseOption(page, 'Server', server);
      await page.getByRole('button', { name: 'Edit Endpoints' }).click();
      const editor = page.getByRole('dialog', { name: `Edit Endpoints · ${server}` });
      await editor.getByRole('button', { name: 'New Endpoint' }).click();
      await editor.getByLabel('Endpoint name').fill('Customer');
      await editor.getByLabel('Endpoint URL').fill('customers/$(id)');
      await editor.getByLabel('Response').selectOption('record');
      await editor.getByRole('button', { name: 'Add Endpoint' }).click();
      await expectToast(page, messages.endpointAdded);
      await page.keyboard.press('Escape');
      await expect(editor).toBeHidden();

      await page.getByRole('button', { name: 'Test Endpoints' }).click();
      const tester = page.getByRole('dialog', { name: `Test Endpoints · ${server}` });
      await chooseOption(page, 'Endpoint', 'Customer');
      await tester.getByLabel('id').fill(String(customer.id));
      await tester.getByRole('button', { name: 'Test Endpoint' }).click();
      if (server === 'Token data') {
        await expect(tester.getByRole('status', { name: 'Status 200' })).toBeVisible();
        await expect(tester.getByLabel('Response body')).toContainText(`"name": "${customer.name}"`);
      } else {
        await expect(tester.getByRole('status')).toContainText(messages.upstreamBlocked);
        await expect(tester.getByRole('status')).toContainText(/Status \d{3}/);
      }
      await page.keyboard.press('Escape');
      await expect(tester).toBeHidden();
    }
  });
});
