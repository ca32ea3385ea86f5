import { headerRefusal, messages } from '@portal/contracts';
import { type SampleUpstream, startSampleUpstream } from '../apps/sample-upstream/src/index.ts';
import { registerActivatedAccount, signIn } from './fixtures/accounts.ts';
import { addServerThroughApi, chooseOption, expectToast } from './fixtures/connections.ts';
import { expectFieldError } from './fixtures/field-error.ts';
import { expect, test } from './fixtures/test.ts';

let upstream: SampleUpstream;

test.beforeAll(async () => {
  upstream = await startSampleUpstream({ size: { customers: 20, contacts: 10, products: 10, orders: 10 } });
});

test.afterAll(async () => {
  await upstream.close();
});

const shot = (page: import('@playwright/test').Page, name: string) =>
  page.screenshot({ path: `.shots/${name}-${page.viewportSize()?.width}.png`, fullPage: true });

test.describe('stored secrets in the connections admin', () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page, request, smtp }) => {
    const admin = await registerActivatedAccount(request, smtp, 'secrets');
    await page.goto('/admin/connectorsadmin');
    await signIn(page, admin);
    await page.waitForURL('**/admin/connectorsadmin');
  });

  for (const width of [1440, 390]) {
    test(`the server form says before saving that a new host needs the password again (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const { username, password } = upstream.credentials;
      await addServerThroughApi(page, 'Basic data', {
        url: `${upstream.url}/basic/api/`,
        authType: 'basic',
        auth: { username, password },
      });
      await page.reload();
      await chooseOption(page, 'Server', 'Basic data');
      const notice = page.getByRole('status').filter({ hasText: messages.secretsDropOnOriginChange });
      await page.getByLabel('URL', { exact: true }).fill(`${upstream.url}/basic/api/v2/`);
      await expect(notice).toBeHidden();
      await page.getByLabel('URL', { exact: true }).fill('https://elsewhere.example/api/');
      await expect(notice).toBeVisible();
      await expect(page.getByLabel('Password', { exact: true })).toBeEnabled();
      await expect(page.getByLabel('Password', { exact: true })).not.toHaveAttribute(
        'placeholder',
        messages.secretStored,
      );
      await shot(page, 'server-form-origin-change');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expectFieldError(
        page.getByLabel('Password', { exact: true }),
        messages.reenterSecretsForNewOrigin,
      );
      await page.getByLabel('Password', { exact: true }).fill('typed again');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, messages.serverUpdated);
      await expect(notice).toBeHidden();
    });

    test(`an admin marks a fixed header value secret and never sees it again (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await addServerThroughApi(page, 'Open data', { url: `${upstream.url}/open/api/` });
      await page.reload();
      await chooseOption(page, 'Server', 'Open data');
      await page.getByRole('button', { name: 'Edit Endpoints' }).click();
      const editor = page.getByRole('dialog', { name: 'Edit Endpoints · Open data' });
      await editor.getByRole('button', { name: 'New Endpoint' }).click();
      await editor.getByLabel('Endpoint name').fill('Customers');
      await editor.getByLabel('Endpoint URL').fill('customers');
      await editor.getByRole('button', { name: 'Add Endpoint' }).click();
      await expectToast(page, messages.endpointAdded);
      await editor.getByRole('tab', { name: 'Headers' }).click();
      await editor.getByRole('button', { name: 'Add header' }).click();
      await editor.getByLabel('Header 1 name').fill('X-Api-Key');
      await editor.getByLabel('Header 1 fixed value').fill('sk-live-never-shown');
      await editor.getByLabel('Header 1 secret').check();
      await editor.getByRole('button', { name: 'Update Endpoint' }).click();
      await expectToast(page, messages.endpointUpdated);
      await expect(editor.getByLabel('Header 1 secret')).toBeChecked();
      await expect(editor.getByLabel('Header 1 fixed value')).toHaveValue('');
      await expect(editor.getByLabel('Header 1 fixed value')).toHaveAttribute(
        'placeholder',
        messages.secretStored,
      );
      await shot(page, 'endpoint-editor-secret-header');
      const servers = await page.request.get('/api/servers', {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      const [server] = (await servers.json()) as Array<{ uuid: string }>;
      const endpoints = await page.request.get(`/api/servers/${server.uuid}/endpoints`, {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      expect(await endpoints.text()).not.toContain('sk-live-never-shown');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Test Endpoints' }).click();
      const tester = page.getByRole('dialog', { name: 'Test Endpoints · Open data' });
      await chooseOption(page, 'Endpoint', 'Customers');
      const header = tester.getByRole('group', { name: 'Headers' }).getByLabel('X-Api-Key');
      await expect(header).toHaveAttribute('readonly', '');
      await expect(tester.getByText(messages.fixedSecretValue)).toBeVisible();
      await tester.getByRole('button', { name: 'Test Endpoint' }).click();
      await expect(tester.getByRole('status', { name: 'Status 200' })).toBeVisible();
    });

    test(`a rest server's fixed Authorization header is kept sealed, and a Cookie header is refused (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await addServerThroughApi(page, 'Token API', {
        url: 'https://api.example.com/',
        adapter: 'rest',
        rest: { preset: 'postgrest' },
      });
      await page.reload();
      await chooseOption(page, 'Server', 'Token API');
      const settings = page.getByRole('form', { name: 'Server settings' });
      await settings.getByRole('button', { name: 'Advanced: conventions' }).click();
      const headers = settings.getByLabel('Fixed headers');
      await headers.fill('Prefer: count=exact\nCookie: session=stolen');
      await settings.getByRole('button', { name: 'Save Changes' }).click();
      await expectFieldError(headers, headerRefusal('Cookie')!);

      await headers.fill('Prefer: count=exact\nAuthorization: Bearer pgrst-never-shown');
      await settings.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, messages.serverUpdated);
      await expect(headers).toHaveValue('Prefer: count=exact\nAuthorization: ');
      await expect(settings.getByText(`${messages.credentialHeadersStored} Authorization.`)).toBeVisible();
      const servers = await page.request.get('/api/servers', {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      expect(await servers.text()).not.toContain('pgrst-never-shown');
      // Moving to another host says that the value will not follow.
      await page.getByLabel('URL', { exact: true }).fill('https://elsewhere.example/');
      await expect(
        page.getByRole('status').filter({ hasText: messages.credentialHeadersDropOnOriginChange }),
      ).toBeVisible();
      await shot(page, 'server-form-credential-header');
    });
  }
});
