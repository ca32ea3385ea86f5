import { type Adapter, type AuthType, messages } from '@portal/contracts';
import { fusionVersion, type SampleUpstream, startSampleUpstream } from '@portal/sample-upstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestEngine,
  dataOf,
  endpointFor,
  failureOf,
  inputFor,
  serverAt,
} from '../../../test/proxy/engine-fixtures.ts';

let sample: SampleUpstream;
const engine = createTestEngine();
beforeAll(async () => {
  sample = await startSampleUpstream();
});
afterAll(async () => {
  await engine.close();
  await sample.close();
});

const credentialsFor = (authType: AuthType) => {
  const { username, password, clientId, clientSecret } = sample.credentials;
  if (authType === 'basic') return { username, password };
  if (authType === 'none') return null;
  return {
    username,
    password,
    clientid: clientId,
    secret: clientSecret,
    scope: 'read',
    tokenurl: `${sample.url}/oauth/token`,
  };
};
// The sample upstream has no per-person areas: those types have tests of their own (modules/connections).
const areaOf: Partial<Record<AuthType, string>> = {
  none: 'open',
  basic: 'basic',
  auth2ropasswordcredentias: 'bearer',
};
const basePath: Record<string, string> = { default: 'api', fusion: `fusion/${fusionVersion}` };
const serverFor = (adapter: Adapter, authType: AuthType) =>
  serverAt(
    `${sample.url}/${areaOf[authType]}/${basePath[adapter]}/`,
    adapter,
    authType,
    credentialsFor(authType),
  );

const search = {
  offset: 5,
  limit: 10,
  textSearch: { fields: ['name', '*'], values: ['ER', 'germany'] },
  freeTextFields: ['city', 'country'],
  customFilters: [
    { field: 'creditLimit', value: 10000, valueRange: 80000, isVisible: true, isVisibleRange: true },
  ],
  orderBy: 'creditLimit',
  sort: 'desc',
};
const expectedRows = () =>
  sample.data.customers
    .filter((row) => String(row.name).toLowerCase().includes('er') && row.country === 'Germany')
    .filter((row) => Number(row.creditLimit) >= 10000 && Number(row.creditLimit) <= 80000);

describe.each([
  ['default', 'none'],
  ['default', 'basic'],
  ['default', 'auth2ropasswordcredentias'],
  ['fusion', 'basic'],
  ['fusion', 'auth2ropasswordcredentias'],
] as [Adapter, AuthType][])(
  'the sample upstream through the %s adapter with %s auth',
  (adapter, authType) => {
    it('answers a search page normalized, filtered, sorted and counted', async () => {
      const result = await engine.call(
        inputFor(serverFor(adapter, authType), endpointFor('customers'), { params: search }),
      );
      const page = dataOf(result);
      const expected = expectedRows();
      expect(page.totalResults).toBe(expected.length);
      expect(page.offset).toBe(5);
      expect(page.limit).toBe(10);
      expect(page.hasMore).toBe(15 < expected.length);
      const limits = page.value.map((row) => Number(row.creditLimit));
      expect(limits).toEqual([...limits].sort((a, b) => b - a));
      const ids = new Set(expected.map((row) => row.id));
      expect(page.value.every((row) => ids.has(row.id as number))).toBe(true);
    });

    it('answers only the exact matches of params.filters, as a detail page list asks', async () => {
      const call = (entity: string, filters: object[]) =>
        engine.call(
          inputFor(serverFor(adapter, authType), endpointFor(entity), { params: { limit: 500, filters } }),
        );
      const contacts = dataOf(await call('contacts', [{ field: 'customerId', value: 42 }]));
      const expected = sample.data.contacts.filter((row) => row.customerId === 42);
      expect(contacts.value).toEqual(expected);
      expect(contacts.totalResults).toBe(expected.length);
      const manager = "François D'Angelo";
      const customers = dataOf(await call('customers', [{ field: 'accountManager', value: manager }]));
      expect(customers.value.map((row) => row.id)).toEqual(
        sample.data.customers.filter((row) => row.accountManager === manager).map((row) => row.id),
      );
      const none = dataOf(
        await call('customers', [{ field: 'accountManager', value: manager.toUpperCase() }]),
      );
      expect(none.totalResults).toBe(0);
    });

    it('answers a record endpoint with the record itself', async () => {
      const endpoint = endpointFor('orders/$(orderId)', { response: 'record' });
      const result = await engine.call(
        inputFor(serverFor(adapter, authType), endpoint, { urlVariables: { orderId: 77 } }),
      );
      expect(dataOf(result)).toEqual(sample.data.orders[76]);
    });
  },
);

describe('the sample upstream with wrong credentials', () => {
  it('says the credentials were refused', async () => {
    const server = serverAt(`${sample.url}/basic/api/`, 'default', 'basic', {
      username: 'demo',
      password: 'wrong',
    });
    const error = await failureOf(engine.call(inputFor(server, endpointFor('customers'))));
    expect(error.message).toBe(messages.upstreamAuthRefused);
  });
});

describe('the endpoint tester', () => {
  it('returns the raw upstream status and body, with the same auth', async () => {
    const server = serverFor('fusion', 'auth2ropasswordcredentias');
    const ok = await engine.test(
      inputFor(server, endpointFor('products/$(id)', { response: 'record' }), { urlVariables: { id: 3 } }),
    );
    expect(ok.status).toBe(200);
    expect(ok.contentType).toContain('application/json');
    expect(JSON.parse(ok.body)).toEqual(sample.data.products[2]);
    const missing = await engine.test(
      inputFor(server, endpointFor('products/$(id)', { response: 'record' }), { urlVariables: { id: 0 } }),
    );
    expect(missing).toMatchObject({
      status: 404,
      contentType: 'text/plain; charset=utf-8',
      body: 'The products item 0 was not found',
    });
    expect(missing.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(missing.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('is refused by the guard like any call', async () => {
    const guarded = createTestEngine({ allow: [] });
    try {
      const error = await failureOf(
        guarded.test(inputFor(serverFor('default', 'none'), endpointFor('customers'))),
      );
      expect(error.code).toBe('upstream_blocked');
    } finally {
      await guarded.close();
    }
  });
});
