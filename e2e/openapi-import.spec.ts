import type { Page } from '@playwright/test';
import { type Endpoint, messages } from '@portal/contracts';
import { expectNoAccessibilityViolations } from './fixtures/accessibility.ts';
import { registerActivatedAccount, signIn } from './fixtures/accounts.ts';
import { addServerThroughApi, chooseOption } from './fixtures/connections.ts';
import { expectNoSidewaysScroll, phone, screenshotAt, wide } from './fixtures/screens.ts';
import { expect, test } from './fixtures/test.ts';

// The document an API team publishes: two reads, a write, and a schema the list points to.
const shopApi = `openapi: 3.0.3
info:
  title: Shop
  version: 1.0.0
servers:
  - url: https://shop.example.com/api/v1
paths:
  /customers:
    get:
      operationId: listCustomers
      summary: All customers
      parameters:
        - {name: city, in: query, schema: {type: string}}
      responses:
        '200':
          description: The customers
          content:
            application/json:
              schema: {type: array, items: {$ref: '#/components/schemas/Customer'}}
    post:
      operationId: createCustomer
      responses:
        '201': {description: Created}
  /customers/{customerId}:
    get:
      operationId: getCustomer
      parameters:
        - {name: customerId, in: path, required: true, schema: {type: string}}
      responses:
        '200':
          description: One customer
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Customer'}
components:
  schemas:
    Customer:
      type: object
      properties:
        id: {type: string}
        name: {type: string}
`;

async function lookAt(page: Page, name: string) {
  await screenshotAt(page, name, wide, { fullPage: false });
  await screenshotAt(page, name, phone, { fullPage: false });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(wide);
}

test('an admin imports endpoints from an OpenAPI document into a server and sees them', async ({
  page,
  request,
  smtp,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(wide);
  const admin = await registerActivatedAccount(request, smtp, 'openapi');
  await page.goto('/admin/connectorsadmin');
  await signIn(page, admin);
  await page.waitForURL('**/admin/connectorsadmin');
  await addServerThroughApi(page, 'Shop', { url: 'https://shop.example.com/api/v1' });
  await page.reload();
  await chooseOption(page, 'Server', 'Shop');

  await page.getByRole('button', { name: 'Edit Endpoints' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Endpoints · Shop' });
  await expect(editor.getByText(messages.noEndpoints)).toBeVisible();
  await lookAt(page, 'openapi-import-action');
  await editor.getByRole('button', { name: messages.importAction }).click();
  const dialog = page.getByRole('dialog', { name: messages.importTitle });
  const text = dialog.getByLabel(messages.importTextLabel);

  // Nothing given: the field says so. The address field has the focus, so the keyboard starts there.
  await expect(dialog.getByLabel(messages.importUrlLabel)).toBeFocused();
  await dialog.getByRole('button', { name: messages.importSubmit }).click();
  await expect(text).toHaveAccessibleDescription(messages.importTextRequired);

  // A broken document: the dialog says where, and nothing is imported.
  await text.fill(
    shopApi.replace(
      "'200':\n          description: The customers",
      "'200':\n          descriptio: The customers",
    ),
  );
  await dialog.getByRole('button', { name: messages.importSubmit }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `${messages.importFailed}: ${messages.importBroken} at paths./customers.get.responses.200: must have required property 'description'`,
  );
  await lookAt(page, 'openapi-import-error');

  // The admin chooses the document's file instead: its text fills the field, and the keyboard imports it.
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'shop.yaml',
    mimeType: 'application/yaml',
    buffer: Buffer.from(shopApi),
  });
  await expect(text).toHaveValue(shopApi);
  // From the text, Tab passes the file choice, its clear button and Cancel, then reaches Import.
  await text.focus();
  const submit = dialog.getByRole('button', { name: messages.importSubmit });
  for (const _step of [1, 2, 3, 4]) await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');

  const summary = dialog.getByRole('status', { name: 'Import summary' });
  await expect(summary).toContainText(
    `${messages.importCreated} 2 · ${messages.importUpdated} 0 · ${messages.importUnchanged} 0 · ${messages.importSkipped} 1`,
  );
  await expect(
    summary.getByRole('region', { name: messages.importCreated }).getByRole('listitem'),
  ).toHaveText(['All customers', 'Customer']);
  await expect(
    summary.getByRole('region', { name: messages.importSkipped }).getByRole('listitem'),
  ).toHaveText([`POST /customers — ${messages.importSkipMethod}`]);
  await expectNoAccessibilityViolations(page, 'OpenAPI import summary', true);
  await lookAt(page, 'openapi-import-summary');

  // Back in Edit Endpoints, the list has the endpoints, with $(var) URLs and their response kinds.
  await dialog.getByRole('button', { name: messages.importClose, exact: true }).click();
  await expect(dialog).toBeHidden();
  await chooseOption(page, 'Endpoint', 'Customer');
  await expect(editor.getByLabel('Endpoint URL')).toHaveValue('customers/$(customerId)');
  await expect(editor.getByLabel('Response')).toHaveValue('record');
  await chooseOption(page, 'Endpoint', 'All customers');
  await expect(editor.getByLabel('Endpoint URL')).toHaveValue('customers');
  await expect(editor.getByLabel('Response')).toHaveValue('list');
  await editor.getByRole('tab', { name: 'Params' }).click();
  await expect(editor.getByLabel('Param 1 name')).toHaveValue('city');

  // Importing the same document again changes nothing and duplicates nothing.
  await editor.getByRole('button', { name: messages.importAction }).click();
  await text.fill(shopApi);
  await dialog.getByRole('button', { name: messages.importSubmit }).click();
  await expect(summary).toContainText(
    `${messages.importCreated} 0 · ${messages.importUpdated} 0 · ${messages.importUnchanged} 2`,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const endpoints = await page.request.get(`/api/servers/${await serverId(page)}/endpoints`);
  expect(((await endpoints.json()) as Endpoint[]).map((endpoint) => endpoint.name).sort()).toEqual([
    'All customers',
    'Customer',
  ]);
});

async function serverId(page: Page): Promise<string> {
  const servers = (await (await page.request.get('/api/servers')).json()) as Array<{
    uuid: string;
    name: string;
  }>;
  return servers.find((server) => server.name === 'Shop')?.uuid ?? '';
}
