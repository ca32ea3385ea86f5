import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { type AuditEntry, type AuditPage, messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGroup, addToGroup } from '../../../test/group-fixtures.ts';
import { addEndpoint, addServer, callApi } from '../../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { addConnection, addView } from '../../../test/view-fixtures.ts';
import { recordAudit } from './record-audit.ts';

const password = 'Up-Stream-Pa55word';
const newPassword = 'Rotated-Pa55word-2';

describe('the audit log', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const readLog = async (user: TestUser, query = '') => {
    const response = await callApi(test, user.cookie, 'GET', `/api/audit${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as AuditPage;
  };
  const signIn = (email: string, given: string) =>
    callApi(test, undefined, 'POST', '/api/login', { email, password: given });

  it('records every audited change once, with its actor and target, and never a secret', async () => {
    const { accountId, user: admin } = await createTenant(test);
    const person = (
      await callApi(test, admin.cookie, 'POST', '/api/users', {
        email: `ann-${accountId}@example.com`,
        firstName: 'Ann',
        lastName: 'Lee',
        roles: ['user'],
      })
    ).json();
    const personUrl = `/api/users/${person.uuid}`;
    const personBody = { firstName: 'Ann', lastName: 'Lee', roles: ['user'], active: true };
    await callApi(test, admin.cookie, 'PUT', personUrl, { ...personBody, firstName: 'Anna' });
    await callApi(test, admin.cookie, 'PUT', personUrl, {
      ...personBody,
      firstName: 'Anna',
      roles: ['user', 'designer'],
    });
    const group = await addGroup(test, admin.cookie, 'Sales');
    await addToGroup(test, admin.cookie, group.uuid, { userUuid: person.uuid });
    await callApi(test, admin.cookie, 'DELETE', `/api/groups/${group.uuid}/users/${person.uuid}`);
    const server = await addServer(test, admin.cookie, {
      name: 'ERP',
      settings: {
        url: 'https://erp.example.com/api',
        authType: 'basic',
        auth: { username: 'svc', password },
      },
    });
    await callApi(test, admin.cookie, 'PUT', `/api/servers/${server.uuid}`, {
      name: 'ERP',
      settings: {
        url: 'https://erp.example.com/api',
        authType: 'basic',
        auth: { username: 'svc', password: newPassword },
      },
    });
    const endpoint = await addEndpoint(test, admin.cookie, server.uuid);
    const endpointUrl = `/api/servers/${server.uuid}/endpoints/${endpoint.uuid}`;
    await callApi(test, admin.cookie, 'PUT', endpointUrl, { name: 'Renamed', settings: { url: 'x' } });
    await callApi(test, admin.cookie, 'DELETE', endpointUrl);
    const imported = await callApi(
      test,
      admin.cookie,
      'POST',
      `/api/servers/${server.uuid}/endpoints/import`,
      {
        document: {
          openapi: '3.0.0',
          info: { title: 't', version: '1' },
          paths: { '/orders': { get: { responses: { 200: { description: 'ok' } } } } },
        },
      },
    );
    expect(imported.statusCode, imported.body).toBe(200);
    const connection = await addConnection(test, admin.cookie);
    const view = await addView(test, admin.cookie, connection, { name: 'Orders' });
    await callApi(test, admin.cookie, 'PUT', `/api/views/${view.uuid}`, { ...view, name: 'All orders' });
    await addToGroup(test, admin.cookie, group.uuid, { viewUuid: view.uuid });
    await callApi(test, admin.cookie, 'DELETE', `/api/groups/${group.uuid}/views/${view.uuid}`);
    await callApi(test, admin.cookie, 'DELETE', `/api/groups/${group.uuid}`);
    await callApi(test, admin.cookie, 'DELETE', personUrl);
    await callApi(test, admin.cookie, 'DELETE', `/api/servers/${server.uuid}`);
    expect((await signIn(admin.email, 'correct horse battery')).statusCode).toBe(200);
    expect((await signIn(admin.email, 'a wrong Pa55word')).statusCode).toBe(401);

    const { items } = await readLog(admin, '?limit=200');
    const once = (action: string, targetType: string, targetName: string) => {
      const found = items.filter((entry) => entry.action === action && entry.target?.type === targetType);
      expect(found, action).toHaveLength(1);
      expect(found[0].target?.name, action).toBe(targetName);
      return found[0];
    };
    const actor = { uuid: admin.id, firstName: 'Test', lastName: 'User', email: admin.email };
    for (const [action, type, name] of [
      ['user.create', 'user', person.email],
      ['user.invite', 'user', person.email],
      ['user.update', 'user', person.email],
      ['user.roles', 'user', person.email],
      ['user.delete', 'user', person.email],
      ['group.create', 'group', 'Sales'],
      ['group.member_add', 'group', 'Sales'],
      ['group.member_remove', 'group', 'Sales'],
      ['group.view_add', 'group', 'Sales'],
      ['group.view_remove', 'group', 'Sales'],
      ['group.delete', 'group', 'Sales'],
      ['server.update', 'server', 'ERP'],
      ['server.credentials', 'server', 'ERP'],
      ['server.delete', 'server', 'ERP'],
      ['endpoint.update', 'endpoint', 'Renamed'],
      ['endpoint.delete', 'endpoint', 'Renamed'],
      ['endpoint.import', 'endpoint', 'Orders'],
      ['view.create', 'view', 'Orders'],
      ['view.update', 'view', 'All orders'],
      ['login', 'user', admin.email],
    ] as const)
      expect(once(action, type, name).actor, action).toEqual(actor);
    expect(once('user.roles', 'user', person.email).details).toEqual({ from: 'user', to: 'user, designer' });
    expect(once('login_failed', 'user', admin.email).actor).toBeNull();
    expect(
      items.filter((entry) => entry.action === 'server.create' && entry.target?.name === 'ERP'),
    ).toHaveLength(1);

    const everything = JSON.stringify(
      await test.context.db.selectFrom('audit_log').selectAll().where('account_id', '=', accountId).execute(),
    );
    for (const secret of [password, newPassword, 'a wrong Pa55word', 'correct horse battery'])
      expect(everything).not.toContain(secret);
  });

  it('records a page duplicated and a page deleted, and nothing for a page that is not there', async () => {
    const { user: admin } = await createTenant(test);
    const view = await addView(test, admin.cookie, await addConnection(test, admin.cookie), {
      name: 'Stock',
    });
    const copy = (await callApi(test, admin.cookie, 'POST', `/api/views/${view.uuid}/duplicate`)).json();
    expect((await callApi(test, admin.cookie, 'DELETE', `/api/views/${view.uuid}`)).statusCode).toBe(204);
    expect((await callApi(test, admin.cookie, 'DELETE', `/api/views/${view.uuid}`)).statusCode).toBe(404);
    const { items } = await readLog(admin);
    const of = (action: string) =>
      items.filter((entry) => entry.action === action).map((entry) => entry.target);
    expect(of('view.delete')).toEqual([{ type: 'view', uuid: view.uuid, name: 'Stock' }]);
    expect(of('view.create')).toEqual(
      expect.arrayContaining([{ type: 'view', uuid: copy.uuid, name: copy.name }]),
    );
  });

  it('drops any detail named like a secret, whoever passes it', async () => {
    const { accountId, user: admin } = await createTenant(test);
    await recordAudit(test.context.db, { accountId, userId: admin.id }, 'server.update', null, {
      password: 'p',
      clientSecret: 's',
      apiKey: 'k',
      accessToken: 't',
      kept: 'yes',
    });
    const [entry] = (await readLog(admin, '?action=server.update')).items;
    expect(entry.details).toEqual({ kept: 'yes' });
  });

  it('leaves no entry for a change that fails', async () => {
    const { accountId, user: admin } = await createTenant(test);
    const group = await addGroup(test, admin.cookie, 'Support');
    const member = await addUser(test, accountId, ['user']);
    await addToGroup(test, admin.cookie, group.uuid, { userUuid: member.id });
    const twice = await callApi(test, admin.cookie, 'POST', `/api/groups/${group.uuid}/users`, {
      userUuid: member.id,
    });
    expect(twice.statusCode).toBe(400);
    await addServer(test, admin.cookie, { name: 'Twin' });
    expect(
      (
        await callApi(test, admin.cookie, 'POST', '/api/servers', {
          name: 'Twin',
          settings: { url: 'https://b.example.com' },
        })
      ).statusCode,
    ).toBe(409);
    const view = await addView(test, admin.cookie, await addConnection(test, admin.cookie));
    await test.context.db
      .updateTable('audit_log')
      .set({ target_name: 'Server of the view' })
      .where('action', '=', 'server.create')
      .where('target_name', '!=', 'Twin')
      .where('account_id', '=', accountId)
      .execute();
    await callApi(test, admin.cookie, 'PUT', `/api/views/${view.uuid}`, { ...view, name: 'First save' });
    const stale = await callApi(test, admin.cookie, 'PUT', `/api/views/${view.uuid}`, {
      ...view,
      name: 'Stale save',
    });
    expect(stale.statusCode).toBe(409);
    const { items } = await readLog(admin, '?limit=200');
    const count = (action: string) =>
      items.filter((entry) => entry.action === action && entry.target?.name !== 'Server of the view').length;
    expect(count('group.member_add')).toBe(1);
    expect(count('server.create')).toBe(1);
    expect(count('view.update')).toBe(1);
  });

  it('leaves no entry for a person whose invitation could not be mailed', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const offline = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${closedPort}` });
    try {
      const { user: admin } = await createTenant(offline);
      const response = await offline.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { 'x-requested-with': 'XMLHttpRequest', cookie: admin.cookie },
        payload: { email: 'nobody-mailed@example.com', firstName: 'No', lastName: 'Mail', roles: ['user'] },
      });
      expect(response.statusCode).toBe(500);
      const rows = await offline.context.db
        .selectFrom('audit_log')
        .select('action')
        .where('account_id', '=', admin.accountId)
        .execute();
      expect(rows.map((row) => row.action)).toEqual([]);
    } finally {
      await offline.close();
    }
  });

  it('is for admins of the account only', async () => {
    const { accountId, user: admin } = await createTenant(test);
    await addGroup(test, admin.cookie, 'Mine');
    const designer = await addUser(test, accountId, ['designer', 'user']);
    expect((await callApi(test, undefined, 'GET', '/api/audit')).statusCode).toBe(401);
    const refused = await callApi(test, designer.cookie, 'GET', '/api/audit');
    expect(refused.statusCode).toBe(403);
    const other = (await createTenant(test)).user;
    await addGroup(test, other.cookie, 'Theirs');
    const names = (await readLog(other)).items.map((entry) => entry.target?.name);
    expect(names).toContain('Theirs');
    expect(names).not.toContain('Mine');
  });

  it('pages newest first and filters by person, action and date', async () => {
    const { accountId, user: admin } = await createTenant(test);
    const second = await addUser(test, accountId, ['admin']);
    const times = [Date.UTC(2025, 0, 10), Date.UTC(2025, 0, 20), Date.UTC(2025, 1, 5)];
    for (const [index, at] of times.entries())
      await test.context.db
        .insertInto('audit_log')
        .values({
          id: crypto.randomUUID(),
          account_id: accountId,
          user_id: index === 1 ? second.id : admin.id,
          action: index === 2 ? 'group.delete' : 'group.create',
          detail: '{}',
          created_at: at,
          target_type: 'group',
          target_id: crypto.randomUUID(),
          target_name: `G${index}`,
        })
        .execute();
    for (let index = 0; index < 3; index++) await addGroup(test, admin.cookie, `Now ${index}`);

    const names = (page: AuditPage) => page.items.map((entry: AuditEntry) => entry.target?.name);
    const first = await readLog(admin, '?limit=4');
    // Entries of the same millisecond come in no particular order among themselves.
    expect(names(first).slice(0, 3).sort()).toEqual(['Now 0', 'Now 1', 'Now 2']);
    expect(names(first)[3]).toBe('G2');
    expect(first.items).toHaveLength(4);
    const rest = await readLog(admin, `?limit=4&before=${first.next}`);
    expect(names(rest)).toEqual(['G1', 'G0']);
    expect(rest.next).toBeNull();
    expect(names(await readLog(admin, `?actor=${second.id}`))).toEqual(['G1']);
    expect(names(await readLog(admin, '?action=group.delete'))).toEqual(['G2']);
    const january = '?from=2025-01-01T00:00:00Z&to=2025-02-01T00:00:00Z';
    expect(names(await readLog(admin, january))).toEqual(['G1', 'G0']);
    expect(first.items[3].at).toBe('2025-02-05T00:00:00.000Z');
  });

  it.each([
    ['?before=yesterday', messages.auditBadCursor],
    ['?from=last%20week', messages.auditBadDate],
    ['?from=2025-02-01T00:00:00Z&to=2025-01-01T00:00:00Z', messages.auditBadRange],
    ['?actor=someone', messages.invalidId],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const { user: admin } = await createTenant(test);
    const response = await callApi(test, admin.cookie, 'GET', `/api/audit${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation', message });
  });
});
