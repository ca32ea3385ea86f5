import { afterAll, beforeAll, describe, it } from 'vitest';
import { type ApiCase, checkPagesFromApi } from '../../../test/api-pages-journey.ts';
import { orderDesk } from '../../../test/proxy/desk-tables.ts';
import { type ApiFramework, startNestJs } from '../../../test/proxy/start-api-framework.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const rows = orderDesk();

describe('pages from a NestJS order desk (offset and limit, HTTP basic, sort=field:desc)', () => {
  let test: TestApp;
  let framework: ApiFramework;
  beforeAll(async () => {
    framework = await startNestJs(rows);
    test = await createTestApp({ UPSTREAM_ALLOW: '127.0.0.1' });
  });
  afterAll(async () => {
    await test?.close();
    await framework?.close();
  });

  it('learns its conventions, proposes and creates linked pages, and a plain user sees exactly what the API holds', async () => {
    const basic = `Basic ${Buffer.from(`${framework.username}:${framework.password}`).toString('base64')}`;
    const own: ApiCase['own'] = {
      headers: async () => ({ authorization: basic }),
      async rows(list, query) {
        const found: Record<string, unknown>[] = [];
        for (let offset = 0; ; offset += 100) {
          const search = new URLSearchParams([...query, ['offset', String(offset)], ['limit', '100']]);
          const answer = (await (
            await fetch(`${framework.url}api/${list}?${search}`, { headers: { authorization: basic } })
          ).json()) as { data: Record<string, unknown>[] };
          found.push(...answer.data);
          if (answer.data.length < 100) return found;
        }
      },
    };
    await checkPagesFromApi(test, {
      framework: { ...framework, documentPath: '/docs-json' },
      serverUrl: `${framework.url}api/`,
      own,
      auth: { authType: 'basic', auth: { username: framework.username, password: framework.password } },
      authSuggestion: { scheme: 'basic', authType: 'basic' },
      conventions: {
        rows: 'data',
        total: { body: 'meta.total' },
        paging: { style: 'offset', offset: 'offset', limit: 'limit' },
        record: '',
        ranges: { amount: { from: 'amount_gte', to: 'amount_lte' } },
        query: {
          equals: '{field}={value}',
          freeText: 'q={value}',
          sortAsc: 'sort={field}:asc',
          sortDesc: 'sort={field}:desc',
        },
      },
      list: { url: 'orders', search: 'Orders', detail: 'Order', variable: 'id' },
      related: {
        url: 'customers',
        search: 'Customers',
        detail: 'Customer',
        variable: 'id',
        field: 'customerId',
        dataset: 'customer',
      },
      exact: { field: 'status', one: 'paid', several: ['paid', 'shipped'] },
      range: { field: 'amount', from: 200, to: 450, own: ['amount_gte', 'amount_lte'] },
      sort: { field: 'amount', ownDescending: ['sort', 'amount:desc'] },
      search: { text: 'SO-0101', own: 'q' },
      undeclared: 'number',
      rows: { list: rows.orders, related: rows.customers },
    });
  });
});
