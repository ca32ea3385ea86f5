import { endpointTestReply } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleTables } from '../../../test/proxy/sample-tables.ts';
import {
  type DjangoRestFramework,
  startDjangoRestFramework,
} from '../../../test/proxy/start-django-rest-framework.ts';
import { addEndpoint, addServer, callApi } from '../../../test/server-fixtures.ts';
import { createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';

// Django REST framework with django-filter answers every row to a lookup its view does not declare
// (here city__startswith; city exact is declared): the tester must say so.
const tables = sampleTables(60, 10);
/** A city of more rows than a page holds: DRF's next-page link then echoes every param asked. */
const city = [...Map.groupBy(tables.customers, (customer) => customer.city)].sort(
  (a, b) => b[1].length - a[1].length,
)[0][0];

describe('the endpoint tester proves a filter where no document says the API reads it', () => {
  let test: TestApp;
  let drf: DjangoRestFramework;
  beforeAll(async () => {
    drf = await startDjangoRestFramework(tables);
    test = await createTestApp({ UPSTREAM_ALLOW: '127.0.0.1' });
  });
  afterAll(async () => {
    await test?.close();
    await drf?.close();
  });

  it('asks again without each param given, and names those whose absence changed nothing', async () => {
    const { user: admin } = await createTenant(test);
    const server = await addServer(test, admin.cookie, {
      settings: { url: drf.url, adapter: 'rest', rest: { preset: 'django-rest-framework' } },
    });
    const endpoint = await addEndpoint(test, admin.cookie, server.uuid, {
      settings: {
        url: 'customers',
        method: 'GET',
        response: 'list',
        params: [{ name: 'city' }, { name: 'city__startswith' }, { name: 'limit', value: '2' }],
      },
    });
    const before = drf.requests.length;
    const response = await callApi(
      test,
      admin.cookie,
      'POST',
      `/api/servers/${server.uuid}/endpoints/${endpoint.uuid}/test`,
      {
        params: { city, city__startswith: 'P' },
      },
    );
    expect(response.statusCode).toBe(200);
    const reply = endpointTestReply.parse(response.json());
    expect(reply.unchangedWithout).toEqual(['city__startswith']);
    // The answer, then once without each of the two params: never the fixed one.
    expect(drf.requests.slice(before)).toHaveLength(3);
    expect(drf.requests.at(-1)).toContain(`city=${encodeURIComponent(String(city))}`);
    expect(drf.requests.at(-1)).not.toContain('city__startswith');
  });

  it('asks nothing more when no param was given', async () => {
    const { user: admin } = await createTenant(test);
    const server = await addServer(test, admin.cookie, {
      settings: { url: drf.url, adapter: 'rest', rest: { preset: 'django-rest-framework' } },
    });
    const endpoint = await addEndpoint(test, admin.cookie, server.uuid, {
      settings: { url: 'customers', method: 'GET', response: 'list', params: [{ name: 'city' }] },
    });
    const before = drf.requests.length;
    const response = await callApi(
      test,
      admin.cookie,
      'POST',
      `/api/servers/${server.uuid}/endpoints/${endpoint.uuid}/test`,
      {},
    );
    expect(endpointTestReply.parse(response.json()).unchangedWithout).toEqual([]);
    expect(drf.requests.length - before).toBe(1);
  });
});
