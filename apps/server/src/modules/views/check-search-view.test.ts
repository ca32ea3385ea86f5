import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEndpoint, callApi } from '../../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  addConnection,
  addView,
  type Connection,
  detailViewBody,
  searchViewBody,
} from '../../../test/view-fixtures.ts';

const column = (value: string, navigation?: object) => ({
  value,
  label: value,
  width: 'max-w-auto',
  hidemobile: '',
  ...(navigation ? { navigation } : {}),
});
const textFilter = (field: string) => ({ key: field, field, label: field });
const numberFilter = (field: string, type = 'Number') => ({
  field,
  label: field,
  type,
  value: null,
  valueRange: null,
  isVisible: false,
  isVisibleRange: false,
});

describe('search view checks on create and save', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  async function designerWithConnection() {
    const { accountId, user: admin } = await createTenant(test);
    const designer = await addUser(test, accountId, ['designer']);
    return { admin, designer, connection: await addConnection(test, admin.cookie) };
  }

  /** A detail view over a record endpoint customers/$(customerId). */
  async function addDetailView(adminCookie: string, designerCookie: string, connection: Connection) {
    const record = await addEndpoint(test, adminCookie, connection.server, {
      settings: { url: 'customers/$(customerId)', method: 'GET', response: 'record' },
    });
    const body = detailViewBody({ server: connection.server, endpoint: record.uuid });
    const response = await callApi(test, designerCookie, 'POST', '/api/views', body);
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json().uuid as string;
  }

  async function createWith(metacontent: Record<string, unknown>) {
    const { designer, connection } = await designerWithConnection();
    const body = searchViewBody(connection);
    body.metacontent = { ...body.metacontent, ...metacontent };
    return callApi(test, designer.cookie, 'POST', '/api/views', body);
  }

  it.each([
    ['a column value', { columns: [column('name'), column('first name')] }, '"first name"'],
    ['a text filter field', { textFilters: [textFilter("name') or 1=1 --")] }, `"name') or 1=1 --"`],
    ['a custom filter field', { customFilters: [numberFilter('credit limit')] }, '"credit limit"'],
  ])('refuses %s that is not a plain field name, naming it', async (_case, metacontent, named) => {
    const response = await createWith(metacontent);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation',
      message: `${messages.viewFieldNamesInvalid} ${named}`,
    });
  });

  it.each([
    ['columns', { columns: [column('name'), column('city'), column('name')] }, messages.viewColumnsRepeated],
    [
      'text filter fields',
      { textFilters: [textFilter('name'), textFilter('name')] },
      messages.viewTextFiltersRepeated,
    ],
    [
      'custom filter fields',
      { customFilters: [numberFilter('name'), numberFilter('name')] },
      messages.viewCustomFiltersRepeated,
    ],
  ])('refuses repeated %s, naming them', async (_case, metacontent, message) => {
    const response = await createWith(metacontent);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation', message: `${message} name` });
  });

  it('refuses a custom filter of a type other than Number', async () => {
    const response = await createWith({ customFilters: [numberFilter('creditLimit', 'Text')] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('"Number"');
  });

  it('accepts plain names with dots, digits and underscores, and a Number filter', async () => {
    const response = await createWith({
      columns: [column('address.city'), column('credit_limit_2')],
      textFilters: [textFilter('address.city')],
      customFilters: [numberFilter('credit_limit_2')],
    });
    expect(response.statusCode).toBe(200);
  });

  it("saves a column navigating to a detail view of the account, binding that view's URL variables", async () => {
    const { admin, designer, connection } = await designerWithConnection();
    const destination = await addDetailView(admin.cookie, designer.cookie, connection);
    const navigation = {
      destination,
      destinationType: 'detail',
      variables: [{ field: 'customerId', value: 'id', dataset: 'main' }],
    };
    const body = searchViewBody(connection);
    body.metacontent.columns = [column('name', navigation)];
    const response = await callApi(test, designer.cookie, 'POST', '/api/views', body);
    expect(response.statusCode).toBe(200);
    expect(response.json().metacontent.columns[0].navigation).toEqual(navigation);
  });

  it('refuses a navigation destination that is a search view, unknown, or of another account', async () => {
    const { designer, connection } = await designerWithConnection();
    const other = await designerWithConnection();
    const searchView = await addView(test, designer.cookie, connection);
    const foreign = await addDetailView(other.admin.cookie, other.designer.cookie, other.connection);
    for (const destination of [searchView.uuid, foreign, '00000000-0000-4000-8000-000000000000']) {
      const body = searchViewBody(connection);
      body.metacontent.columns = [column('name', { destination, destinationType: 'detail', variables: [] })];
      const response = await callApi(test, designer.cookie, 'POST', '/api/views', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`${messages.viewDestinationNotDetail} ${destination}`);
    }
  });

  it('refuses a navigation variable the destination view does not have, naming it', async () => {
    const { admin, designer, connection } = await designerWithConnection();
    const destination = await addDetailView(admin.cookie, designer.cookie, connection);
    const body = searchViewBody(connection);
    const variables = [{ field: 'orderId', value: 'id' }];
    body.metacontent.columns = [column('name', { destination, destinationType: 'detail', variables })];
    const response = await callApi(test, designer.cookie, 'POST', '/api/views', body);
    expect(response.json()).toEqual({
      code: 'validation',
      message: `${messages.viewDestinationVariableUnknown} orderId`,
    });
  });

  it('checks a save as it checks a create', async () => {
    const { designer, connection } = await designerWithConnection();
    const view = await addView(test, designer.cookie, connection);
    const repeated = {
      ...view,
      metacontent: { ...view.metacontent, textFilters: [textFilter('city'), textFilter('city')] },
    };
    const response = await callApi(test, designer.cookie, 'PUT', `/api/views/${view.uuid}`, repeated);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`${messages.viewTextFiltersRepeated} city`);
  });
});
