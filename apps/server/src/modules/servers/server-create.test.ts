import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addServer,
  callApi,
  expectConflictRefusal,
  expectValidationRefusal,
  type RefusalCall,
} from '../../../test/server-fixtures.ts';
import { createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('creating a server', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const adminCookie = async () => (await createTenant(test)).user.cookie;

  const expectRefusal = (...call: RefusalCall) => expectValidationRefusal(test, ...call);

  it('creates a server with adapter default, authType none and a trailing slash on the URL', async () => {
    const cookie = await adminCookie();
    const response = await callApi(test, cookie, 'POST', '/api/servers', {
      name: 'CRM',
      settings: { url: 'https://crm.example.com/api' },
    });
    expect(response.statusCode).toBe(200);
    const created = response.json();
    expect(created).toMatchObject({
      name: 'CRM',
      settings: { url: 'https://crm.example.com/api/', adapter: 'default', authType: 'none' },
      authLastUpdated: null,
    });
    const read = await callApi(test, cookie, 'GET', `/api/servers/${created.uuid}`);
    expect(read.json()).toEqual(created);
  });

  it('refuses a create without name or URL with "All fields are required"', async () => {
    const cookie = await adminCookie();
    for (const [body, field] of [
      [{}, 'name'],
      [{ name: 'CRM' }, 'settings'],
      [{ settings: { url: 'https://crm.example.com' } }, 'name'],
      [{ name: '   ', settings: { url: 'https://crm.example.com' } }, 'name'],
      [{ name: 'CRM', settings: { url: '' } }, 'settings.url'],
      [{ name: 'CRM', settings: {} }, 'settings.url'],
    ] as const) {
      await expectRefusal(cookie, 'POST', '/api/servers', body, messages.allFieldsRequired, field);
    }
  });

  it('refuses a URL that is not http(s) with "Please enter a valid Server URL"', async () => {
    const cookie = await adminCookie();
    for (const url of [
      'crm.example.com',
      'ftp://crm.example.com',
      'https://',
      'javascript:alert(1)',
      'http://a b.com',
    ]) {
      await expectRefusal(
        cookie,
        'POST',
        '/api/servers',
        { name: 'CRM', settings: { url } },
        messages.invalidServerUrl,
        'settings.url',
      );
    }
  });

  it('refuses a name already used in the account, whatever its case', async () => {
    const cookie = await adminCookie();
    await addServer(test, cookie, { name: 'Orders API' });
    const body = { name: ' orders api ', settings: { url: 'https://other.example.com' } };
    await expectConflictRefusal(
      test,
      cookie,
      'POST',
      '/api/servers',
      body,
      messages.duplicateServerName,
      'name',
    );
  });

  it('allows the same server name in another account', async () => {
    await addServer(test, await adminCookie(), { name: 'Shared Name' });
    await expect(addServer(test, await adminCookie(), { name: 'Shared Name' })).resolves.toMatchObject({
      name: 'Shared Name',
    });
  });

  it('refuses an unknown adapter or authentication type', async () => {
    const cookie = await adminCookie();
    const body = (settings: object) => ({
      name: 'A',
      settings: { url: 'https://a.example.com', ...settings },
    });
    const adapter = body({ adapter: 'soap' });
    await expectRefusal(cookie, 'POST', '/api/servers', adapter, messages.invalidAdapter, 'settings.adapter');
    await expectRefusal(
      cookie,
      'POST',
      '/api/servers',
      body({ authType: 'kerberos' }),
      messages.invalidAuthType,
      'settings.authType',
    );
  });
});
