import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addEndpoint,
  addServer,
  callApi,
  expectConflictRefusal,
  expectValidationRefusal,
  type RefusalCall,
} from '../../../test/server-fixtures.ts';
import { createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('updating and deleting a server', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const adminCookie = async () => (await createTenant(test)).user.cookie;

  const expectRefusal = (...call: RefusalCall) => expectValidationRefusal(test, ...call);

  it('updates name, URL and adapter and adds the trailing slash', async () => {
    const cookie = await adminCookie();
    const server = await addServer(test, cookie);
    const response = await callApi(test, cookie, 'PUT', `/api/servers/${server.uuid}`, {
      name: 'Renamed',
      settings: { url: 'http://erp.example.com:8080/rest', adapter: 'fusion', authType: 'none', auth: {} },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      uuid: server.uuid,
      name: 'Renamed',
      settings: { url: 'http://erp.example.com:8080/rest/', adapter: 'fusion', authType: 'none' },
    });
  });

  it('refuses an update without name or URL, or with an invalid URL', async () => {
    const cookie = await adminCookie();
    const url = `/api/servers/${(await addServer(test, cookie)).uuid}`;
    await expectRefusal(
      cookie,
      'PUT',
      url,
      { name: '', settings: { url: 'https://a.example.com' } },
      messages.allFieldsRequired,
      'name',
    );
    await expectRefusal(
      cookie,
      'PUT',
      url,
      { name: 'A', settings: { url: ' ' } },
      messages.allFieldsRequired,
      'settings.url',
    );
    await expectRefusal(cookie, 'PUT', url, { name: 'A' }, messages.allFieldsRequired, 'settings');
    await expectRefusal(
      cookie,
      'PUT',
      url,
      { name: 'A', settings: { url: 'not a url' } },
      messages.invalidServerUrl,
      'settings.url',
    );
  });

  it('refuses renaming to the name of another server, but accepts a change of case of its own', async () => {
    const cookie = await adminCookie();
    await addServer(test, cookie, { name: 'First' });
    const second = await addServer(test, cookie, { name: 'Second' });
    const url = `/api/servers/${second.uuid}`;
    const settings = { url: 'https://a.example.com' };
    await expectConflictRefusal(
      test,
      cookie,
      'PUT',
      url,
      { name: 'FIRST', settings },
      messages.duplicateServerName,
      'name',
    );
    const response = await callApi(test, cookie, 'PUT', url, { name: 'SECOND', settings });
    expect(response.json().name).toBe('SECOND');
  });

  it('refuses basic auth without username and password', async () => {
    const cookie = await adminCookie();
    const url = `/api/servers/${(await addServer(test, cookie)).uuid}`;
    const settings = { url: 'https://a.example.com', authType: 'basic' };
    // The refusal names the first of the two that is missing.
    for (const [auth, missing] of [
      [{}, 'username'],
      [{ username: 'ann' }, 'password'],
      [{ password: 'pw' }, 'username'],
      [{ username: ' ', password: 'pw' }, 'username'],
    ] as const) {
      await expectRefusal(
        cookie,
        'PUT',
        url,
        { name: 'A', settings: { ...settings, auth } },
        messages.usernamePasswordRequired,
        `settings.auth.${missing}`,
      );
    }
    const create = { name: 'B', settings: { ...settings, auth: { username: 'ann' } } };
    await expectRefusal(
      cookie,
      'POST',
      '/api/servers',
      create,
      messages.usernamePasswordRequired,
      'settings.auth.password',
    );
  });

  it('refuses the password grant without username, password, client id, secret or a valid token URL', async () => {
    const cookie = await adminCookie();
    const url = `/api/servers/${(await addServer(test, cookie)).uuid}`;
    const full = {
      username: 'ann',
      password: 'pw',
      clientid: 'portal',
      secret: 's',
      tokenurl: 'https://id.example.com/token',
    };
    const put = (auth: object) => ({
      name: 'A',
      settings: { url: 'https://a.example.com', authType: 'auth2ropasswordcredentias', auth },
    });
    await expectRefusal(
      cookie,
      'PUT',
      url,
      put({ ...full, username: '' }),
      messages.usernamePasswordRequired,
      'settings.auth.username',
    );
    await expectRefusal(
      cookie,
      'PUT',
      url,
      put({ ...full, password: '' }),
      messages.usernamePasswordRequired,
      'settings.auth.password',
    );
    for (const field of ['clientid', 'secret', 'tokenurl']) {
      const missing = put({ ...full, [field]: '' });
      await expectRefusal(
        cookie,
        'PUT',
        url,
        missing,
        messages.oauthFieldsRequired,
        `settings.auth.${field}`,
      );
    }
    const tokenurl = put({ ...full, tokenurl: 'token' });
    await expectRefusal(cookie, 'PUT', url, tokenurl, messages.invalidTokenUrl, 'settings.auth.tokenurl');
    const response = await callApi(test, cookie, 'PUT', url, put({ ...full, scope: '' }));
    expect(response.statusCode).toBe(200);
  });

  it('deletes a server together with its endpoints', async () => {
    const cookie = await adminCookie();
    const server = await addServer(test, cookie);
    const endpoint = await addEndpoint(test, cookie, server.uuid);
    const response = await callApi(test, cookie, 'DELETE', `/api/servers/${server.uuid}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.serverDeleted });
    expect((await callApi(test, cookie, 'GET', `/api/servers/${server.uuid}`)).statusCode).toBe(404);
    const left = await test.context.db
      .selectFrom('endpoints')
      .select('id')
      .where('id', '=', endpoint.uuid)
      .execute();
    expect(left).toEqual([]);
  });

  it('writes an audit row for each create, update and delete', async () => {
    const { user } = await createTenant(test);
    const server = await addServer(test, user.cookie, { name: 'Audited' });
    await callApi(test, user.cookie, 'PUT', `/api/servers/${server.uuid}`, {
      name: 'Audited 2',
      settings: { url: 'https://a.example.com' },
    });
    await callApi(test, user.cookie, 'DELETE', `/api/servers/${server.uuid}`);
    const rows = await test.context.db
      .selectFrom('audit_log')
      .select(['action', 'user_id', 'detail'])
      .where('account_id', '=', user.accountId)
      .execute();
    // Rows written in the same millisecond have no order, so compare as a set.
    expect(rows.map((row) => row.action).sort()).toEqual(['server.create', 'server.delete', 'server.update']);
    expect(
      rows.every((row) => row.user_id === user.id && JSON.parse(row.detail).serverId === server.uuid),
    ).toBe(true);
  });
});
