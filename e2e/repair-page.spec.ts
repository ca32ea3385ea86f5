import type { View } from '@portal/contracts';
import { messages } from '@portal/contracts';
import { type SampleUpstream, startSampleUpstream } from '@portal/sample-upstream';
import { expectNoAccessibilityViolations } from './fixtures/accessibility.ts';
import { signIn } from './fixtures/accounts.ts';
import { callApi } from './fixtures/portal-api.ts';
import { addConnection, chooseOption, expectToast } from './fixtures/search-setup.ts';
import { setUpSearchWorld } from './fixtures/search-world.ts';
import { expect, test } from './fixtures/test.ts';

let upstream: SampleUpstream;
test.beforeAll(async () => {
  upstream = await startSampleUpstream({ host: '127.0.0.1', port: 0, size: { customers: 20 } });
});
test.afterAll(async () => {
  await upstream?.close();
});

test('removing a server names the pages built on it first, and a designer repoints such a page in Design Mode', async ({
  page,
  request,
  smtp,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const world = await setUpSearchWorld(request, smtp, baseURL, {
    label: 'sample',
    url: upstream.url,
    adapter: 'default',
    customers: upstream.data.customers,
    compareText: (a, b) => a.localeCompare(b, 'en'),
    freeTextMatches: () => true,
  });
  // A second server, and a customer page built on it.
  const old = await addConnection(
    world.designerApi,
    { name: 'Old CRM', url: `${upstream.url}/open/api/`, adapter: 'default' },
    [{ name: 'Customer', url: 'customers/$(customerId)', response: 'record' }],
  );
  const built = await callApi<View>(world.designerApi, 'POST', '/api/views', {
    name: 'Customer (old CRM)',
    type: 'detail',
    metacontent: { title: { dataset: 'main', field: 'name' }, contextual: [], panels: [] },
    metadata: {
      server: old.serverId,
      endpoint: old.endpoints.Customer,
      datasets: [
        { name: 'main', datasetType: 'record', server: old.serverId, endpoint: old.endpoints.Customer },
      ],
    },
  });

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/connectorsadmin');
  await signIn(page, world.designer);
  await page.waitForURL('**/admin/connectorsadmin');
  await chooseOption(page, 'Server', 'Old CRM');
  await expect(page.getByText(`${messages.usedBy} Customer (old CRM)`)).toBeVisible();
  await page.getByRole('button', { name: messages.removeServer }).click();
  const confirm = page.getByRole('dialog', { name: messages.removeServer });
  await expect(confirm).toContainText(`${messages.usedBy} Customer (old CRM)`);
  await page.waitForTimeout(400);
  await page.screenshot({ path: test.info().outputPath('remove-server-used-by-1440.png') });
  await expectNoAccessibilityViolations(page, 'remove server, used by', true);
  await confirm.getByRole('button', { name: messages.removeServer }).click();
  await expectToast(page, messages.serverDeleted);

  // The page whose server is gone: not found, but its designer reaches Design Mode and repoints it.
  const customer = upstream.data.customers[2];
  const vars = encodeURIComponent(JSON.stringify({ customerId: customer.id }));
  await page.goto(`/user/detail/${built.uuid}?vars=${vars}`);
  await expect(page.getByText(messages.detailRecordNotFound)).toBeVisible();
  await expect(page.getByText(messages.detailRepairHint)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('repair-page-1440.png') });
  await page.getByRole('button', { name: messages.detailPageMenu }).click();
  await page.getByRole('menuitem', { name: messages.searchDesigner }).hover();
  await page.getByRole('menuitem', { name: messages.searchDesignMode }).click();
  await page
    .getByRole('group', { name: 'Design mode' })
    .getByRole('button', { name: messages.detailDataSources })
    .click();
  const dialog = page.getByRole('dialog', { name: messages.detailEditDataSources });
  await dialog.getByRole('button', { name: messages.detailAddOrEdit }).click();
  await chooseOption(page, messages.detailServer, 'Customer data');
  await chooseOption(page, messages.detailEndpoint, 'Customer (customers/$(customerId))');
  await dialog.getByRole('button', { name: messages.detailTestAndConfirm }).click();
  await expectToast(page, messages.detailDatasetSaved);
  await page.screenshot({ path: test.info().outputPath('repair-data-sources-1440.png') });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: messages.detailPageMenu }).click();
  await page.getByRole('menuitem', { name: messages.searchDesigner }).hover();
  await page.getByRole('menuitem', { name: messages.searchSaveAndExit }).click();
  await expectToast(page, messages.searchViewSaved);
  await page.reload();
  await expect(page.getByRole('heading', { name: String(customer.name) })).toBeVisible();
  await expect(page.getByText(messages.detailRecordNotFound)).toHaveCount(0);

  // A plain user sees no repair: only 'No options available'.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/user/detail/${world.detailUuid}?vars=${encodeURIComponent('{"customerId":999999}')}`);
  await expect(page.getByText(messages.detailRecordNotFound)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('record-not-found-390.png') });
  await expectNoAccessibilityViolations(page, 'record not found at 390 px');
});

test('a search page whose server was removed is repointed in Design Mode, keeping the columns whose field still exists', async ({
  page,
  request,
  smtp,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const world = await setUpSearchWorld(request, smtp, baseURL, {
    label: 'sample',
    url: upstream.url,
    adapter: 'default',
    customers: upstream.data.customers,
    compareText: (a, b) => a.localeCompare(b, 'en'),
    freeTextMatches: () => true,
  });
  const old = await addConnection(
    world.designerApi,
    { name: 'Old CRM', url: `${upstream.url}/open/api/`, adapter: 'default' },
    [{ name: 'Clients', url: 'customers', response: 'list' }],
  );
  const column = (value: string, label: string) => ({ value, label, width: 'max-w-auto', hidemobile: '' });
  const built = await callApi<View>(world.designerApi, 'POST', '/api/views', {
    name: 'Clients (old CRM)',
    type: 'search',
    metacontent: {
      title: 'Clients',
      columns: [column('name', 'Name'), column('legacyCode', 'Legacy code')],
      textFilters: [
        { key: 'name', field: 'name', label: 'Name' },
        { key: 'legacyCode', field: 'legacyCode', label: 'Legacy code' },
      ],
      customFilters: [],
    },
    metadata: { server: old.serverId, endpoint: old.endpoints.Clients },
  });
  await callApi(world.designerApi, 'DELETE', `/api/servers/${old.serverId}`);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/user/search/${built.uuid}`);
  await signIn(page, world.designer);
  await page.waitForURL(`**/user/search/${built.uuid}`);
  await expect(page.getByText(messages.searchRepairHint)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('repair-search-page-1440.png') });
  await page.getByRole('button', { name: messages.searchDesigner }).click();
  await page.getByRole('menuitem', { name: messages.searchDesignMode }).click();
  await page
    .getByRole('group', { name: messages.designModeLabel })
    .getByRole('button', { name: messages.searchDataSource })
    .click();
  const dialog = page.getByRole('dialog', { name: messages.searchDataSource });
  await expect(dialog.getByText(messages.searchServerMissing)).toBeVisible();
  await chooseOption(page, 'Server', 'Customer data');
  await page.getByRole('combobox', { name: 'Endpoint', exact: true }).click();
  await page.getByRole('option', { name: 'Customers', exact: true }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: test.info().outputPath('repair-search-data-source-1440.png') });
  await expectNoAccessibilityViolations(page, 'search data source dialog', true);
  await dialog.getByRole('button', { name: messages.searchUseDataSource }).click();
  await expectToast(page, messages.searchDataSourceSaved);
  await expect(dialog).toHaveCount(0);
  // The rows load from the new endpoint at once; the column the new rows lack is gone.
  const table = page.getByRole('table', { name: 'Clients' });
  await expect(table.getByRole('columnheader', { name: /Legacy code/ })).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: /Name/ })).toBeVisible();
  await expect(
    table.getByRole('cell', { name: String(upstream.data.customers[0].name), exact: true }),
  ).toBeVisible();
  await page
    .getByRole('group', { name: messages.designModeLabel })
    .getByRole('button', { name: messages.searchSaveAndExit })
    .click();
  await expectToast(page, messages.searchViewSaved);
  await page.reload();
  await expect(page.getByText(`${messages.searchRecords} ${upstream.data.customers.length}`)).toBeVisible();
  await expect(page.getByText(messages.searchRepairHint)).toHaveCount(0);
  const saved = await callApi<View & { type: 'search' }>(
    world.designerApi,
    'GET',
    `/api/views/${built.uuid}`,
  );
  expect(saved.metadata).toEqual({
    server: world.connection.serverId,
    endpoint: world.connection.endpoints.Customers,
  });
  expect(saved.metacontent.textFilters.map((filter) => filter.field)).toEqual(['name']);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(250);
  await page.screenshot({ path: test.info().outputPath('repaired-search-page-390.png') });
  await expectNoAccessibilityViolations(page, 'repaired search page at 390 px');
});
