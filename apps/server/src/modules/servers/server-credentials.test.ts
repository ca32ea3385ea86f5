import { messages, type Server } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addServer, callApi } from '../../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { emptyAuth, openServerAuth } from './server-auth.ts';

const secrets = { password: 'Pa55-known-Secret-Word', secret: 'client-Secret-4f9a7c0e' };
const grant = {
  username: 'svc-portal',
  clientid: 'portal-client',
  scope: 'read write',
  tokenurl: 'https://id.example.com/oauth/token',
  ...secrets,
};
const settings = { url: 'https://erp.example.com/api', authType: 'auth2ropasswordcredentias' };

describe('server credentials', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  async function storedAuth(serverId: string) {
    const row = await test.context.db
      .selectFrom('servers')
      .selectAll()
      .where('id', '=', serverId)
      .executeTakeFirstOrThrow();
    return { row, auth: openServerAuth(test.app.secretBox, serverId, row.auth_sealed) };
  }

  const put = (cookie: string, server: Server, body: object) =>
    callApi(test, cookie, 'PUT', `/api/servers/${server.uuid}`, { name: server.name, ...body });

  it('never answers a password or secret, and stores them only sealed', async () => {
    const { user } = await createTenant(test);
    const designer = await addUser(test, user.accountId, ['designer']);
    const created = await callApi(test, user.cookie, 'POST', '/api/servers', {
      name: 'ERP',
      settings: { ...settings, auth: grant },
    });
    const id = created.json().uuid;
    const bodies = [
      created.body,
      (
        await put(user.cookie, created.json(), {
          settings: { ...settings, auth: { ...grant, scope: 'read' } },
        })
      ).body,
      (await put(user.cookie, created.json(), { settings, editCredentials: false })).body,
      (await callApi(test, user.cookie, 'GET', '/api/servers')).body,
      (await callApi(test, user.cookie, 'GET', `/api/servers/${id}`)).body,
      (await callApi(test, designer.cookie, 'GET', '/api/servers')).body,
      (await callApi(test, designer.cookie, 'GET', `/api/servers/${id}`)).body,
    ];
    for (const body of bodies) {
      expect(body).not.toContain(secrets.password);
      expect(body).not.toContain(secrets.secret);
    }
    const { row, auth } = await storedAuth(id);
    const everyColumn = JSON.stringify(row);
    expect(everyColumn).not.toContain(secrets.password);
    expect(everyColumn).not.toContain(secrets.secret);
    expect(everyColumn).not.toContain(grant.username);
    expect(auth).toMatchObject({ ...grant, scope: 'read' });
    const audit = await test.context.db
      .selectFrom('audit_log')
      .select('detail')
      .where('account_id', '=', user.accountId)
      .execute();
    expect(JSON.stringify(audit)).not.toContain(secrets.password);
  });

  it('shows admins the non-secret fields and which secrets are set; designers only the latter', async () => {
    const { user } = await createTenant(test);
    const designer = await addUser(test, user.accountId, ['designer']);
    const server = await addServer(test, user.cookie, { settings: { ...settings, auth: grant } });
    const forAdmin = (await callApi(test, user.cookie, 'GET', `/api/servers/${server.uuid}`)).json();
    expect(forAdmin.settings.auth).toEqual({ ...grant, password: '', secret: '' });
    expect(forAdmin.settings.authSet).toEqual({ password: true, secret: true });
    expect(forAdmin.authLastUpdated).toEqual(expect.any(Number));
    const forDesigner = (await callApi(test, designer.cookie, 'GET', `/api/servers/${server.uuid}`)).json();
    expect(forDesigner.settings.auth).toEqual({
      username: '',
      password: '',
      clientid: '',
      secret: '',
      scope: '',
      tokenurl: '',
    });
    expect(forDesigner.settings.authSet).toEqual({ password: true, secret: true });
  });

  it('keeps the stored credentials when an update carries no auth, an empty auth or editCredentials false', async () => {
    const { user } = await createTenant(test);
    const server = await addServer(test, user.cookie, { settings: { ...settings, auth: grant } });
    const before = (await storedAuth(server.uuid)).auth;
    for (const body of [
      { settings },
      { settings: { ...settings, auth: {} } },
      {
        settings: {
          ...settings,
          auth: { username: '', password: '', clientid: '', secret: '', scope: '', tokenurl: '' },
        },
      },
      {
        settings: { ...settings, auth: { username: 'someone-else', password: 'other' } },
        editCredentials: false,
      },
    ]) {
      const response = await put(user.cookie, server, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(200);
      expect((await storedAuth(server.uuid)).auth).toEqual(before);
      expect(response.json().authLastUpdated).toBe(server.authLastUpdated);
    }
  });

  it('takes the password grant without a client where the token URL needs none, or with the client in the body', async () => {
    const { user } = await createTenant(test);
    const publicClient = {
      username: 'desk',
      password: 'desk-Pass-99',
      tokenurl: grant.tokenurl,
      clientauth: 'none',
    };
    const server = await addServer(test, user.cookie, { settings: { ...settings, auth: publicClient } });
    expect(server.settings.auth).toMatchObject({ clientid: '', clientauth: 'none' });
    expect((await storedAuth(server.uuid)).auth).toMatchObject({
      clientid: '',
      secret: '',
      clientauth: 'none',
    });

    const withoutId = await put(user.cookie, server, {
      settings: { ...settings, auth: { ...publicClient, clientauth: 'body' } },
      editCredentials: true,
    });
    expect(withoutId.statusCode).toBe(400);
    expect(withoutId.json()).toMatchObject({
      message: messages.oauthClientIdRequired,
      field: 'settings.auth.clientid',
    });
    const inBody = await put(user.cookie, server, {
      settings: { ...settings, auth: { ...publicClient, clientid: 'desk-app', clientauth: 'body' } },
      editCredentials: true,
    });
    expect(inBody.statusCode).toBe(200);
    expect((await storedAuth(server.uuid)).auth).toMatchObject({
      clientid: 'desk-app',
      secret: '',
      clientauth: 'body',
    });
    const noTokenUrl = await put(user.cookie, server, {
      settings: { ...settings, auth: { ...publicClient, tokenurl: '' } },
      editCredentials: true,
    });
    expect(noTokenUrl.json()).toMatchObject({
      message: messages.oauthTokenUrlRequired,
      field: 'settings.auth.tokenurl',
    });
  });

  it('keeps a stored secret left blank while other credential fields change', async () => {
    const { user } = await createTenant(test);
    const server = await addServer(test, user.cookie, { settings: { ...settings, auth: grant } });
    const edited = { ...grant, username: 'new-user', password: '', secret: '' };
    const response = await put(user.cookie, server, {
      settings: { ...settings, auth: edited },
      editCredentials: true,
    });
    expect(response.statusCode).toBe(200);
    expect((await storedAuth(server.uuid)).auth).toEqual({ ...emptyAuth, ...grant, username: 'new-user' });
    const audit = await test.context.db
      .selectFrom('audit_log')
      .select('detail')
      .where('account_id', '=', user.accountId)
      .where('action', '=', 'server.update')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail)).toMatchObject({ serverId: server.uuid, credentialsChanged: true });
  });

  it('replaces credentials that are sent, and keeps basic ones when the form sends them empty', async () => {
    const { user } = await createTenant(test);
    const server = await addServer(test, user.cookie);
    const basic = { url: 'https://erp.example.com/api', authType: 'basic' };
    await put(user.cookie, server, {
      settings: { ...basic, auth: { username: 'ann', password: 'first-Pass' } },
    });
    await put(user.cookie, server, {
      settings: { ...basic, auth: { username: 'ann', password: 'second-Pass' } },
    });
    expect((await storedAuth(server.uuid)).auth).toMatchObject({ username: 'ann', password: 'second-Pass' });
    const kept = await put(user.cookie, server, { settings: { ...basic, auth: {} } });
    expect(kept.statusCode).toBe(200);
    expect((await storedAuth(server.uuid)).auth).toMatchObject({ username: 'ann', password: 'second-Pass' });
  });

  it('drops the stored credentials when the type becomes none', async () => {
    const { user } = await createTenant(test);
    const server = await addServer(test, user.cookie, { settings: { ...settings, auth: grant } });
    const response = await put(user.cookie, server, { settings: { url: settings.url, authType: 'none' } });
    expect(response.json().settings.authSet).toEqual({ password: false, secret: false });
    expect((await storedAuth(server.uuid)).row.auth_sealed).toBeNull();
  });

  it('reads credentials sealed for another server as unset', async () => {
    const { user } = await createTenant(test);
    const source = await addServer(test, user.cookie, { settings: { ...settings, auth: grant } });
    const target = await addServer(test, user.cookie);
    const { row } = await storedAuth(source.uuid);
    await test.context.db
      .updateTable('servers')
      .set({ auth_sealed: row.auth_sealed })
      .where('id', '=', target.uuid)
      .execute();
    const response = await callApi(test, user.cookie, 'GET', `/api/servers/${target.uuid}`);
    expect(response.json().settings.authSet).toEqual({ password: false, secret: false });
  });
});
