import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGroup, addToGroup } from '../../../test/group-fixtures.ts';
import { callApi } from '../../../test/server-fixtures.ts';
import {
  addProvider,
  signInWithProvider,
  startProviderAndPortal,
  stopProviderAndPortal,
  uniqueDomain,
} from '../../../test/sso/sso-world.ts';
import type { TestIdentityProvider } from '../../../test/sso/test-identity-provider.ts';
import { addUser, apiHeaders, createTenant, type TestApp } from '../../../test/test-app.ts';

/**
 * DESIGN.md §4a: at every sign-in, membership of the mapped groups and the mapped roles follow the
 * groups claim, added and removed; memberships of groups no mapping names are the admins', kept.
 */
describe('groups and roles that follow the identity provider', () => {
  let op: TestIdentityProvider;
  let test: TestApp;
  beforeAll(async () => {
    ({ op, test } = await startProviderAndPortal());
  });
  afterAll(() => stopProviderAndPortal({ op, test }));

  async function groupsOf(userId: string) {
    const rows = await test.context.db
      .selectFrom('group_users')
      .innerJoin('groups', 'groups.id', 'group_users.group_id')
      .select('groups.name')
      .where('group_users.user_id', '=', userId)
      .orderBy('groups.name')
      .execute();
    return rows.map((row) => row.name);
  }
  async function rolesOf(userId: string) {
    const row = await test.context.db
      .selectFrom('users')
      .select('roles')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return JSON.parse(row.roles);
  }

  it('adds and removes mapped groups and roles at each sign-in, and keeps a hand-made membership', async () => {
    const { accountId, user: admin } = await createTenant(test);
    const sales = await addGroup(test, admin.cookie, 'Sales');
    const managers = await addGroup(test, admin.cookie, 'Managers');
    const handMade = await addGroup(test, admin.cookie, 'Lunch club');
    const domain = uniqueDomain();
    await addProvider(test, op, admin, {
      emailDomains: [domain],
      groupMappings: [
        { value: 'sales-team', group: sales.uuid, roles: [] },
        { value: 'managers', group: managers.uuid, roles: ['designer'] },
        { value: 'portal-admins', group: null, roles: ['admin'] },
      ],
    });
    const person = await addUser(test, accountId, ['user']);
    const email = `linus@${domain}`;
    await test.context.db.updateTable('users').set({ email }).where('id', '=', person.id).execute();

    op.people.set('linus', {
      email,
      email_verified: true,
      name: 'Linus T',
      groups: ['sales-team', 'managers'],
    });
    await signInWithProvider(test, op, { email }, 'linus');
    expect(await groupsOf(person.id)).toEqual(['Managers', 'Sales']);
    expect(await rolesOf(person.id)).toEqual(['designer', 'user']);

    // An admin adds the person to an unmapped group by hand.
    await addToGroup(test, admin.cookie, handMade.uuid, { userUuid: person.id });

    op.people.set('linus', {
      email,
      email_verified: true,
      name: 'Linus T',
      groups: ['managers', 'portal-admins'],
    });
    await signInWithProvider(test, op, { email }, 'linus');
    expect(await groupsOf(person.id)).toEqual(['Lunch club', 'Managers']);
    expect(await rolesOf(person.id)).toEqual(['admin', 'designer', 'user']);

    op.people.set('linus', { email, email_verified: true, name: 'Linus T', groups: [] });
    const last = await signInWithProvider(test, op, { email }, 'linus');
    expect(await groupsOf(person.id)).toEqual(['Lunch club']);
    expect(await rolesOf(person.id)).toEqual(['user']);

    // The session of the last sign-in carries the roles it synced.
    const session = await test.app.inject({
      method: 'POST',
      url: '/api/vt',
      headers: apiHeaders(last.browser.session()),
    });
    expect(session.json().roles).toEqual(['user']);
    const entries = await test.context.db
      .selectFrom('audit_log')
      .select('detail')
      .where('account_id', '=', accountId)
      .where('action', '=', 'sso.groups')
      .orderBy('created_at')
      .execute();
    expect(entries.map((entry) => JSON.parse(entry.detail))).toEqual([
      expect.objectContaining({
        groupsAdded: 'Sales, Managers',
        groupsRemoved: '',
        rolesFrom: 'user',
        rolesTo: 'designer, user',
      }),
      expect.objectContaining({ groupsAdded: '', groupsRemoved: 'Sales', rolesTo: 'admin, designer, user' }),
      expect.objectContaining({ groupsAdded: '', groupsRemoved: 'Managers', rolesTo: 'user' }),
    ]);
  });

  it("gives a person created at first sign-in the mapped roles, and never takes the owner's admin role", async () => {
    const { accountId, user: owner } = await createTenant(test);
    await test.context.db
      .updateTable('accounts')
      .set({ owner_id: owner.id })
      .where('id', '=', accountId)
      .execute();
    const domain = uniqueDomain();
    await addProvider(test, op, owner, {
      emailDomains: [domain],
      jit: true,
      groupMappings: [{ value: 'portal-admins', group: null, roles: ['admin'] }],
    });
    const email = `owner@${domain}`;
    await test.context.db.updateTable('users').set({ email }).where('id', '=', owner.id).execute();
    op.people.set('owner', { email, email_verified: true, name: 'The Owner', groups: [] });
    await signInWithProvider(test, op, { email }, 'owner');
    expect(await rolesOf(owner.id)).toEqual(['admin', 'designer', 'user']);

    op.people.set('new-admin', {
      email: `new-admin@${domain}`,
      email_verified: true,
      name: 'New Admin',
      groups: ['portal-admins'],
    });
    const { browser } = await signInWithProvider(test, op, { email: `new-admin@${domain}` }, 'new-admin');
    const me = await test.app.inject({
      method: 'POST',
      url: '/api/vt',
      headers: apiHeaders(browser.session()),
    });
    expect(me.json().roles).toEqual(['admin']);
  });

  it('marks the mapped groups on the Groups screen with the providers that map them', async () => {
    const { user: admin } = await createTenant(test);
    const mapped = await addGroup(test, admin.cookie, 'Engineering');
    await addGroup(test, admin.cookie, 'Hand-made');
    await addProvider(test, op, admin, {
      name: 'Okta',
      emailDomains: [uniqueDomain()],
      groupMappings: [{ value: 'eng', group: mapped.uuid, roles: [] }],
    });
    const groups = await callApi(test, admin.cookie, 'GET', '/api/groups');
    expect(groups.json()).toEqual([
      { uuid: mapped.uuid, name: 'Engineering', syncedFrom: ['Okta'] },
      { uuid: expect.any(String), name: 'Hand-made' },
    ]);
  });
});
