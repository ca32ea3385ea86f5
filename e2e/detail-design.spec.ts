import { messages, type View } from '@portal/contracts';
import { signIn } from './fixtures/accounts.ts';
import {
  designBar,
  designerMenu,
  openFromBar,
  pick,
  runDetailWizard,
  segment,
  shot,
} from './fixtures/detail-design-ui.ts';
import { type PeopleUpstream, startPeopleUpstream } from './fixtures/people-upstream.ts';
import { setUpPeopleWorld } from './fixtures/people-world.ts';
import { callApi } from './fixtures/portal-api.ts';
import { expectToast } from './fixtures/search-setup.ts';
import { expect, test } from './fixtures/test.ts';

let upstream: PeopleUpstream;

test.beforeAll(async () => {
  upstream = await startPeopleUpstream();
});
test.afterAll(async () => {
  await upstream?.close();
});

test('a designer builds a person page with related lists, a look-up and navigation, and a reader sees it', async ({
  page,
  browser,
  request,
  smtp,
  baseURL,
}) => {
  test.setTimeout(100_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const world = await setUpPeopleWorld(request, smtp, baseURL, upstream);
  await page.goto('/designer/newdetail');
  await signIn(page, world.designer);
  await page.waitForURL('**/designer/newdetail');
  await runDetailWizard(page, {
    server: 'People data',
    endpoint: 'Person (people/$(id))',
    values: { id: '3' },
    name: 'Person',
    title: 'lastName',
    contextual: ['email'],
    group: 'Readers',
  });
  const views = await callApi<Array<{ uuid: string; name: string }>>(world.designerApi, 'GET', '/api/views');
  const uuid = views.find((view) => view.name === 'Person')!.uuid;
  const person = upstream.people[2];
  const path = `/user/detail/${uuid}?vars=${encodeURIComponent(JSON.stringify({ id: person.id }))}`;
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(person.lastName);

  await designerMenu(page, messages.searchDesignMode);
  await expect(designBar(page)).toBeVisible();

  // A list of this person's orders, through Test and Confirm.
  const dialog = await openFromBar(page, messages.detailDataSources, messages.detailEditDataSources);
  await expect(dialog.getByRole('table', { name: 'main fields' })).toContainText(person.email);
  await shot(page, 'detail-data-sources-1440');
  await pick(dialog, messages.detailDatasetLabel, messages.detailNewDataset);
  await dialog.getByRole('button', { name: messages.detailAddOrEdit }).click();
  const form = dialog.getByRole('region', { name: messages.detailDatasetForm });
  await form.getByLabel(messages.detailDatasetName).fill('orders');
  await segment(form, 'List');
  await pick(form, messages.detailServer, 'People data');
  await pick(form, messages.detailEndpoint, 'Orders (orders)');
  const testButton = form.getByRole('button', { name: messages.detailTestAndConfirm });
  await expect(testButton).toBeDisabled();
  await pick(form, messages.detailEndpointField, 'personId');
  await pick(form, messages.detailQueryValueDataset, 'main');
  await pick(form, messages.detailQueryValueField, 'id');
  await expect(
    form.getByRole('combobox', { name: messages.detailQueryValueField }),
  ).toHaveAccessibleDescription(`Sample: ${person.id}`);
  await shot(page, 'detail-dataset-form-1440');
  await testButton.click();
  await expectToast(page, messages.detailDatasetSaved);
  await expect(dialog.getByRole('table', { name: 'orders rows' })).toContainText(
    upstream.orders.find((order) => order.personId === person.id)!.number,
  );
});
