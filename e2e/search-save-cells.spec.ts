import type { View } from '@portal/contracts';
import { messages } from '@portal/contracts';
import { type SampleUpstream, startSampleUpstream } from '@portal/sample-upstream';
import { signIn } from './fixtures/accounts.ts';
import { callApi } from './fixtures/portal-api.ts';
import { chooseOption, expectToast } from './fixtures/search-setup.ts';
import { expectRecords, resultsTable, setUpSearchWorld } from './fixtures/search-world.ts';
import { expect, test } from './fixtures/test.ts';

let upstream: SampleUpstream;
test.beforeAll(async () => {
  upstream = await startSampleUpstream({ host: '127.0.0.1', port: 0, size: { customers: 40 } });
});
test.afterAll(async () => {
  await upstream?.close();
});

const column = (value: string, label: string) => ({ value, label, width: 'max-w-auto', hidemobile: '' });

test('after Save & Exit every navigable cell shows its text once, as before design mode', async ({
  page,
  request,
  smtp,
  baseURL,
}) => {
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
      columns: [column('id', 'Id'), column('name', 'Name'), column('city', 'City')],
      textFilters: [{ key: 'name', field: 'name', label: 'Name' }],
      customFilters: [],
    },
    metadata: { server: world.connection.serverId, endpoint: world.connection.endpoints.Customers },
  });
  const path = `/user/search/${view.uuid}`;
  await page.goto(path);
  await signIn(page, world.designer);
  await page.waitForURL(`**${path}`);
  await expectRecords(page, 40);
  const table = resultsTable(page, 'Accounts');
  const firstName = String(upstream.data.customers[0].name);
  const nameCells = () =>
    table.locator('[role=row][aria-rowindex] [role=cell]:nth-child(2)').allTextContents();
  const names = new Set(upstream.data.customers.map((customer) => String(customer.name)));
  await expect(table.getByRole('cell', { name: firstName, exact: true })).toBeVisible();

  // The name becomes a link in design mode: each cell still reads its name once, before and after saving.
  await page.getByRole('button', { name: messages.searchDesigner }).click();
  await page.getByRole('menuitem', { name: messages.searchDesignMode }).click();
  await page
    .getByRole('group', { name: 'Design mode' })
    .getByRole('button', { name: messages.searchEditColumns })
    .click();
  const dialog = page.getByRole('dialog', { name: messages.searchEditColumns });
  await dialog.getByRole('tab', { name: 'Navigation' }).click();
  await chooseOption(page, 'Column', 'Name');
  await chooseOption(page, 'Destination detail view', 'Customer');
  await chooseOption(page, 'Row field for customerId', 'id');
  await dialog.getByRole('button', { name: 'Save Navigation' }).click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  const link = table.getByRole('link', { name: firstName, exact: true });
  await expect(link).toHaveText(firstName);
  expect((await nameCells()).filter((text) => !names.has(text))).toEqual([]);
  await page.getByRole('button', { name: messages.searchDesigner }).click();
  await page.getByRole('menuitem', { name: messages.searchSaveAndExit }).click();
  await expectToast(page, messages.searchViewSaved);
  await expect(page.getByRole('group', { name: 'Design mode' })).toBeHidden();
  await expect(link).toHaveText(firstName);
  expect((await nameCells()).filter((text) => !names.has(text))).toEqual([]);
});
