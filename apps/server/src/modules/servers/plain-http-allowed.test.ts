import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../test/server-fixtures.ts';
import { createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';

describe("a server's plain http address, as the operator's allow list judges it", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ UPSTREAM_ALLOW: 'desk.internal,10.1.0.0/16' });
  });
  afterAll(() => test.close());

  it('says plain http is allowed for a host or address the operator listed, and not for others or for https', async () => {
    const { cookie } = (await createTenant(test)).user;
    const cases = [
      ['http://desk.internal:8000/api/', true],
      ['http://10.1.2.3/', true],
      ['http://crm.example.com/api/', false],
      ['https://desk.internal/api/', false],
    ] as const;
    for (const [index, [url, allowed]] of cases.entries()) {
      const created = await callApi(test, cookie, 'POST', '/api/servers', {
        name: `Server ${index}`,
        settings: { url },
      });
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json().plainHttpAllowed, url).toBe(allowed);
      const listed = (await callApi(test, cookie, 'GET', '/api/servers')).json() as Array<{
        uuid: string;
        plainHttpAllowed: boolean;
      }>;
      expect(listed.find((one) => one.uuid === created.json().uuid)?.plainHttpAllowed, url).toBe(allowed);
    }
  });
});
