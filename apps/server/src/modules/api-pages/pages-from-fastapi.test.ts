import { afterAll, beforeAll, describe, it } from 'vitest';
import { type ApiCase, checkPagesFromApi } from '../../../test/api-pages-journey.ts';
import { ticketDeskConventions } from '../../../test/proxy/desk-conventions.ts';
import { ticketDesk } from '../../../test/proxy/desk-tables.ts';
import { type ApiFramework, startFastApi } from '../../../test/proxy/start-api-framework.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const rows = ticketDesk();

describe('pages from a FastAPI ticket desk (page and size, OAuth2 sign-in without a client id)', () => {
  let test: TestApp;
  let framework: ApiFramework;
  beforeAll(async () => {
    framework = await startFastApi(rows);
    test = await createTestApp({ UPSTREAM_ALLOW: '127.0.0.1' });
  });
  afterAll(async () => {
    await test?.close();
    await framework?.close();
  });

  it('learns its conventions, proposes and creates linked pages, and a plain user sees exactly what the API holds', async () => {
    const token = async () => {
      const response = await fetch(`${framework.url}token`, {
        method: 'POST',
        body: new URLSearchParams({ username: framework.username, password: framework.password }),
      });
      return ((await response.json()) as { access_token: string }).access_token;
    };
    const own: ApiCase['own'] = {
      headers: async () => ({ authorization: `Bearer ${await token()}` }),
      async rows(list, query) {
        const headers = await own.headers();
        const found: Record<string, unknown>[] = [];
        for (let page = 1; ; page += 1) {
          const search = new URLSearchParams([...query, ['page', String(page)], ['size', '100']]);
          const answer = (await (await fetch(`${framework.url}${list}?${search}`, { headers })).json()) as {
            items: Record<string, unknown>[];
          };
          found.push(...answer.items);
          if (answer.items.length < 100) return found;
        }
      },
    };
    await checkPagesFromApi(test, {
      framework,
      serverUrl: framework.url,
      own,
      auth: {
        authType: 'auth2ropasswordcredentias',
        auth: {
          username: framework.username,
          password: framework.password,
          tokenurl: `${framework.url}token`,
          clientauth: 'none',
        },
      },
      authSuggestion: {
        scheme: 'OAuth2PasswordBearer',
        authType: 'auth2ropasswordcredentias',
        tokenurl: `${framework.url}token`,
        clientauth: 'none',
      },
      conventions: ticketDeskConventions,
      list: { url: 'tickets', search: 'Tickets', detail: 'Ticket', variable: 'ticket_id' },
      related: {
        url: 'customers',
        search: 'Customers',
        detail: 'Customer',
        variable: 'customer_id',
        field: 'customer_id',
        dataset: 'customer',
      },
      exact: { field: 'status', one: 'open', several: ['open', 'pending'] },
      range: { field: 'hours_spent', from: 30, to: 40, own: ['min_hours', 'max_hours'] },
      sort: { field: 'hours_spent', ownDescending: ['order_by', '-hours_spent'] },
      search: { text: 'printer', own: 'search' },
      undeclared: 'title',
      rows: { list: rows.tickets, related: rows.customers },
    });
  });
});
