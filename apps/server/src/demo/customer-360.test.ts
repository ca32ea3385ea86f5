import { type DatasetDefinition, type DetailView, detailView, mainDatasetName } from '@portal/contracts';
import type { Row, SampleUpstream } from '@portal/sample-upstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSeededDemo } from '../../test/demo-test-support.ts';
import { callApi } from '../../test/server-fixtures.ts';
import { addUser, type TestApp, type TestUser } from '../../test/test-app.ts';
import { detailNavigations } from '../modules/views/check-detail-structure.ts';

type Loaded = Record<string, { value?: Row[]; totalResults?: number | null } & Row>;

describe("the demo's Customer 360 pages", () => {
  let test: TestApp;
  let upstream: SampleUpstream;
  let cookie: string;
  let reader: TestUser;
  let pages: DetailView[];

  beforeAll(async () => {
    ({ test, upstream, cookie } = await startSeededDemo());
    const views = (await callApi(test, cookie, 'GET', '/api/views')).json() as Array<{
      uuid: string;
      name: string;
    }>;
    const reads = views
      .filter((view) => view.name.startsWith('Customer 360'))
      .map(async (view) => (await callApi(test, cookie, 'GET', `/api/views/${view.uuid}`)).json());
    pages = await Promise.all(reads);
    const account = await test.context.db.selectFrom('accounts').select('id').executeTakeFirstOrThrow();
    reader = await addUser(test, account.id, ['user']);
    const [everyone] = (await callApi(test, cookie, 'GET', '/api/groups')).json();
    await callApi(test, cookie, 'POST', `/api/groups/${everyone.uuid}/users`, { userUuid: reader.id });
  });
  afterAll(async () => {
    await test.close();
    await upstream.close();
  });

  it('has one page per sample convention, each a valid detail view that saves as it is', async () => {
    expect(pages.map((page) => page.name).sort()).toEqual(['Customer 360', 'Customer 360 (Fusion)']);
    for (const page of pages) {
      expect(detailView.parse(page)).toEqual(page);
      const { uuid, ...body } = page;
      const saved = await callApi(test, cookie, 'PUT', `/api/views/${uuid}`, body);
      expect(saved.statusCode, saved.body).toBe(200);
    }
  });

  it('shows a title, a contextual strip, basic panels with a card and colours, and list panels', () => {
    for (const { metacontent } of pages) {
      expect(metacontent.title).toMatchObject({ dataset: mainDatasetName, field: 'name' });
      expect(metacontent.contextual.length).toBeGreaterThanOrEqual(3);
      const basic = metacontent.panels.filter((panel) => panel.type === 'basic');
      const lists = metacontent.panels.filter((panel) => panel.type === 'list');
      const fields = basic.flatMap((panel) => panel.fields);
      expect(fields.filter((field) => field.style.type === 'card')).toHaveLength(1);
      expect(new Set(fields.map((field) => field.valueType))).toEqual(
        new Set(['text', 'number', 'datenotime']),
      );
      expect(basic.some((panel) => panel.ui.backgroundColor !== '')).toBe(true);
      expect(basic.some((panel) => panel.ui.bottomImage !== '')).toBe(true);
      expect(lists.map((panel) => panel.fields.symbolType).sort()).toEqual(['icon', 'initials']);
      for (const { fields: list } of lists) {
        expect(list.line1?.label).toBeTruthy();
        expect(list.drilldownFields.length).toBeGreaterThan(0);
      }
      expect(lists.some((panel) => panel.fields.navigationPage)).toBe(true);
    }
  });

  it('lets a plain user of the demo group open each page and every page it leads to', async () => {
    for (const page of pages) {
      expect((await callApi(test, reader.cookie, 'GET', `/api/views/${page.uuid}`)).statusCode).toBe(200);
      for (const navigation of detailNavigations(page.metacontent)) {
        const destination = await callApi(test, reader.cookie, 'GET', `/api/views/${navigation.destination}`);
        expect(destination.statusCode).toBe(200);
        expect(destination.json().type).toBe(navigation.destinationType);
      }
    }
  });

  /** Loads every dataset as the page defines it, each once its inputs are loaded, as a plain user. */
  async function loadPage(page: DetailView, vars: Row): Promise<Loaded> {
    const loaded: Loaded = {};
    const ready = (dataset: DatasetDefinition) =>
      dataset.variables.every((variable) => !variable.dataset || variable.dataset in loaded) &&
      (!dataset.params || dataset.params.parentDataset in loaded);
    let waiting = page.metadata.datasets;
    while (waiting.length > 0) {
      const now = waiting.filter(ready);
      expect(now.length, 'a dataset can always be loaded next').toBeGreaterThan(0);
      for (const dataset of now) {
        const urlVariables = Object.fromEntries(
          dataset.variables.map((variable) => [
            variable.name,
            variable.dataset
              ? loaded[variable.dataset][variable.field ?? '']
              : (variable.value ?? vars[variable.name]),
          ]),
        );
        const params = dataset.params && {
          limit: 50,
          filters: [
            {
              field: dataset.params.filterField,
              value: loaded[dataset.params.parentDataset][dataset.params.parentField],
            },
          ],
        };
        const answer = await callApi(test, reader.cookie, 'POST', '/api/proxy', {
          uuid: dataset.endpoint,
          view: page.uuid,
          dataset: dataset.name,
          urlVariables: dataset.name === mainDatasetName ? vars : urlVariables,
          params,
        });
        expect(answer.statusCode, `${page.name} ${dataset.name}: ${answer.body}`).toBe(200);
        const { data } = answer.json();
        loaded[dataset.name] = dataset.datasetType === 'lookup' ? data.value[0] : data;
        if (dataset.datasetType === 'lookup')
          expect(data.value, `${dataset.name} finds one row`).toHaveLength(1);
      }
      waiting = waiting.filter((dataset) => !now.includes(dataset));
    }
    return loaded;
  }

  it("loads three levels deep: the customer, its contacts and orders, its latest order and that order's product", async () => {
    const customer = upstream.data.customers.find(
      (row) => upstream.data.orders.filter((order) => order.customerId === row.id).length > 2,
    )!;
    const orders = upstream.data.orders.filter((order) => order.customerId === customer.id);
    const contacts = upstream.data.contacts.filter((contact) => contact.customerId === customer.id);
    expect(orders.length).toBeGreaterThan(1);
    for (const page of pages) {
      const loaded = await loadPage(page, { customerId: customer.id });
      expect(loaded.main).toEqual(customer);
      expect(loaded.contacts.value?.map((row) => row.id)).toEqual(contacts.map((row) => row.id));
      expect(loaded.contacts.totalResults).toBe(contacts.length);
      expect(loaded.orders.totalResults).toBe(orders.length);
      const dates = loaded.orders.value?.map((row) => String(row.orderDate)) ?? [];
      expect(dates).toEqual([...dates].sort().reverse());
      expect(loaded.latestOrder.orderNumber).toBe(customer.lastOrderNumber);
      expect(loaded.latestOrder.orderDate).toBe(dates[0]);
      expect(loaded.product).toEqual(
        upstream.data.products.find((row) => row.id === loaded.latestOrder.productId),
      );
    }
  });
});
