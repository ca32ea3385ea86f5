import { randomUUID } from 'node:crypto';
import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addSampleConnection,
  createViewOf,
  customerPageBody,
  productPageBody,
  type SampleConnection,
  searchPageBody,
  toDetail,
  toSearch,
} from '../../../test/detail-view-fixtures.ts';
import { addEndpoint, addServer, callApi, expectValidationRefusal } from '../../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';

type Body = ReturnType<typeof customerPageBody>;
type Dataset = Body['metadata']['datasets'][number] & Record<string, unknown>;

describe('detail view checks on create and save', () => {
  let test: TestApp;
  let admin: TestUser;
  let designer: TestUser;
  let connection: SampleConnection;
  let productPage: string;
  let searchPage: string;

  beforeAll(async () => {
    test = await createTestApp();
    ({ user: admin } = await createTenant(test, ['admin']));
    designer = await addUser(test, admin.accountId, ['designer']);
    connection = await addSampleConnection(test, admin.cookie);
    productPage = (await createViewOf(test, designer.cookie, productPageBody(connection))).uuid;
    searchPage = (await createViewOf(test, designer.cookie, searchPageBody(connection, 'customers'))).uuid;
  });
  afterAll(() => test.close());

  /** A valid customer page, changed by `change`. */
  const pageWith = (change: (body: Body) => void) => {
    const body = structuredClone(
      customerPageBody(connection, { field: toDetail(productPage), page: toSearch(searchPage) }),
    );
    change(body);
    return body;
  };
  const dataset = (body: Body, name: string) =>
    body.metadata.datasets.find((entry) => entry.name === name) as Dataset;
  const refused = (body: object, message: string) =>
    expectValidationRefusal(test, designer.cookie, 'POST', '/api/views', body, message);

  it("saves a page three datasets deep, each dataset's serverName the server's real name", async () => {
    const body = pageWith((page) => {
      for (const entry of page.metadata.datasets) (entry as Dataset).serverName = 'typed by hand';
    });
    const created = await createViewOf(test, designer.cookie, body);
    const server = (await callApi(test, designer.cookie, 'GET', `/api/servers/${connection.server}`)).json();
    const names = (created.metadata as Body['metadata']).datasets.map(
      (entry) => (entry as Dataset).serverName,
    );
    expect(names).toEqual([server.name, server.name, server.name, server.name]);
    const { uuid, ...saved } = created;
    const again = await callApi(test, designer.cookie, 'PUT', `/api/views/${uuid}`, saved);
    expect(again.statusCode).toBe(200);
  });

  it('refuses dataset names that appear more than once, naming them', async () => {
    await refused(
      pageWith((page) => {
        page.metadata.datasets.push({ ...dataset(page, 'contacts') });
      }),
      `${messages.detailDatasetNamesRepeated} contacts`,
    );
  });

  it('refuses a page without a record dataset named main', async () => {
    await refused(
      pageWith((page) => {
        dataset(page, 'main').name = 'customer';
        page.metacontent.title.dataset = 'customer';
      }),
      messages.detailMainMissing,
    );
    await refused(
      pageWith((page) => {
        Object.assign(dataset(page, 'main'), {
          datasetType: 'list',
          params: { filterField: 'id', parentDataset: 'contacts', parentField: 'customerId' },
        });
      }),
      messages.detailMainMissing,
    );
  });

  it("refuses a main dataset whose server and endpoint are not the view's own", async () => {
    await refused(
      pageWith((page) => {
        dataset(page, 'main').endpoint = connection.endpoints.product;
      }),
      messages.detailMainMismatch,
    );
  });

  it('refuses a list or lookup without a filter, naming it', async () => {
    await refused(
      pageWith((page) => {
        delete dataset(page, 'latestOrder').params;
      }),
      `${messages.detailDatasetParamsMissing} latestOrder`,
    );
  });

  it('refuses a binding or a parent naming a dataset that does not exist', async () => {
    await refused(
      pageWith((page) => {
        dataset(page, 'product').variables = [{ name: 'productId', dataset: 'order', field: 'productId' }];
      }),
      `${messages.detailDatasetUnknown} order`,
    );
    await refused(
      pageWith((page) => {
        dataset(page, 'contacts').params = {
          filterField: 'customerId',
          parentDataset: 'customer',
          parentField: 'id',
        };
      }),
      `${messages.detailDatasetUnknown} customer`,
    );
  });

  it('refuses a URL variable bound to a dataset without a field of it, naming the variable', async () => {
    await refused(
      pageWith((page) => {
        dataset(page, 'product').variables = [{ name: 'productId', dataset: 'latestOrder' }] as never;
      }),
      `${messages.detailVariableFieldMissing} product.productId`,
    );
  });

  it('refuses a two-dataset cycle and a dataset bound to itself, naming the datasets', async () => {
    await refused(
      pageWith((page) => {
        dataset(page, 'latestOrder').params = {
          filterField: 'productId',
          parentDataset: 'product',
          parentField: 'id',
        };
      }),
      `${messages.detailDatasetCycle} latestOrder, product`,
    );
    await refused(
      pageWith((page) => {
        dataset(page, 'product').variables = [{ name: 'productId', dataset: 'product', field: 'id' }];
      }),
      `${messages.detailDatasetCycle} product`,
    );
  });

  it('refuses a dataset whose server does not exist or is of another account', async () => {
    const { user: stranger } = await createTenant(test, ['admin']);
    const theirs = await addSampleConnection(test, stranger.cookie);
    await refused(
      pageWith((page) => {
        Object.assign(dataset(page, 'product'), {
          server: theirs.server,
          endpoint: theirs.endpoints.product,
        });
      }),
      `${messages.detailDatasetServerNotFound} product`,
    );
    await refused(
      pageWith((page) => {
        dataset(page, 'contacts').server = randomUUID();
      }),
      `${messages.detailDatasetServerNotFound} contacts`,
    );
    await refused(
      pageWith((page) => {
        dataset(page, 'product').endpoint = theirs.endpoints.product;
      }),
      `${messages.detailDatasetEndpointNotFound} product`,
    );
  });

  it('refuses a dataset whose endpoint is on another server of the account', async () => {
    const other = await addServer(test, admin.cookie);
    const elsewhere = await addEndpoint(test, admin.cookie, other.uuid);
    await refused(
      pageWith((page) => {
        dataset(page, 'product').endpoint = elsewhere.uuid;
      }),
      `${messages.detailDatasetEndpointNotFound} product`,
    );
  });

  it('refuses a list panel whose dataset is no list, naming the panel', async () => {
    await refused(
      pageWith((page) => {
        const panel = page.metacontent.panels[1] as { dataset: string };
        panel.dataset = 'latestOrder';
      }),
      `${messages.detailPanelDatasetNotList} Contacts`,
    );
    await refused(
      pageWith((page) => {
        const panel = page.metacontent.panels[1] as { dataset: string };
        panel.dataset = 'orders';
      }),
      `${messages.detailDatasetUnknown} orders`,
    );
  });

  it('refuses a field, a title or a navigation reading a dataset that does not exist', async () => {
    await refused(
      pageWith((page) => {
        const panel = page.metacontent.panels[0] as { fields: Array<{ dataset: string }> };
        panel.fields[1].dataset = 'stock';
      }),
      `${messages.detailDatasetUnknown} stock`,
    );
    await refused(
      pageWith((page) => {
        page.metacontent.title.dataset = 'account';
      }),
      `${messages.detailDatasetUnknown} account`,
    );
    await refused(
      pageWith((page) => {
        const panel = page.metacontent.panels[0] as { fields: Array<{ navigation?: object }> };
        panel.fields[0].navigation = toDetail(productPage, [
          { field: 'productId', dataset: 'order', value: 'productId' },
        ]);
      }),
      `${messages.detailDatasetUnknown} order`,
    );
  });

  it('refuses navigation to a view that is not of the account or not of the named type', async () => {
    const { user: stranger } = await createTenant(test, ['admin']);
    const strangerConnection = await addSampleConnection(test, stranger.cookie);
    const theirs = (await createViewOf(test, stranger.cookie, productPageBody(strangerConnection))).uuid;
    const missing = randomUUID();
    type Fields = { fields: Array<{ navigation?: object }> };
    type Lines = { fields: { line1: { navigation?: object }; navigationPage?: object } };
    const cases: Array<[string, (page: Body) => void]> = [
      [
        theirs,
        (page) =>
          Object.assign((page.metacontent.panels[0] as Fields).fields[0], { navigation: toDetail(theirs) }),
      ],
      [
        missing,
        (page) =>
          Object.assign((page.metacontent.panels[0] as Fields).fields[1], { navigation: toSearch(missing) }),
      ],
      [
        productPage,
        (page) =>
          Object.assign((page.metacontent.panels[1] as Lines).fields, {
            navigationPage: { navigation: toSearch(productPage) },
          }),
      ],
      [
        searchPage,
        (page) =>
          Object.assign((page.metacontent.panels[1] as Lines).fields.line1, {
            navigation: toDetail(searchPage),
          }),
      ],
    ];
    for (const [destination, change] of cases) {
      await refused(pageWith(change), `${messages.detailDestinationInvalid} ${destination}`);
    }
  });

  it('changes nothing when a save is refused', async () => {
    const created = await createViewOf(
      test,
      designer.cookie,
      pageWith(() => {}),
    );
    const { uuid, ...saved } = created as Record<string, unknown> & { uuid: string };
    const broken = structuredClone(saved) as unknown as Body;
    dataset(broken, 'product').variables = [{ name: 'productId', dataset: 'product', field: 'id' }];
    await expectValidationRefusal(
      test,
      designer.cookie,
      'PUT',
      `/api/views/${uuid}`,
      broken,
      `${messages.detailDatasetCycle} product`,
    );
    const read = (await callApi(test, designer.cookie, 'GET', `/api/views/${uuid}`)).json();
    expect(read).toEqual(created);
  });
});
