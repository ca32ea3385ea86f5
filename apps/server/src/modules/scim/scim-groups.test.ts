import { messages, scimGroupNotMapped, scimSchemas } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGroup, addToGroup } from '../../../test/group-fixtures.ts';
import { scim, scimTokenOf } from '../../../test/scim-client.ts';
import { callApi } from '../../../test/server-fixtures.ts';
import { uniqueDomain } from '../../../test/sso/sso-world.ts';
import { addUser, createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * SCIM Groups (RFC 7644 §3.5.2's member examples): the account's mapped groups, whose members the
 * provider provisions; the admins' own groups are not SCIM's.
 */
describe('SCIM groups', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  /** An account with a mapped group 'Sales', an unmapped one, two people and a token. */
  async function account() {
    const { accountId, user: admin } = await createTenant(test);
    const sales = await addGroup(test, admin.cookie, 'Sales');
    const handMade = await addGroup(test, admin.cookie, 'Lunch club');
    const provider = await callApi(test, admin.cookie, 'POST', '/api/identity-providers', {
      name: 'Okta',
      issuer: 'https://company.okta.com',
      clientId: 'portal',
      clientSecret: 'secret',
      emailDomains: [uniqueDomain()],
      groupMappings: [
        { value: 'sales', group: sales.uuid },
        { value: 'admins', roles: ['admin'] },
      ],
    });
    expect(provider.statusCode, provider.body).toBe(200);
    const babs = await addUser(test, accountId, ['user']);
    const mandy = await addUser(test, accountId, ['user']);
    return { accountId, admin, sales, handMade, babs, mandy, token: await scimTokenOf(test, admin) };
  }
  const patch = (...Operations: object[]) => ({ schemas: [scimSchemas.patchOp], Operations });
  const memberIds = (group: { members: Array<{ value: string }> }) =>
    group.members.map((member) => member.value).sort();

  it('lists the mapped groups only, and finds one by displayName as providers do before a push', async () => {
    const { sales, handMade, token } = await account();
    const list = (await scim(test, token, 'GET', '/Groups?excludedAttributes=members')).json();
    expect(list).toMatchObject({ schemas: [scimSchemas.listResponse], totalResults: 1 });
    expect(list.Resources).toEqual([
      { schemas: [scimSchemas.group], id: sales.uuid, displayName: 'Sales', meta: expect.any(Object) },
    ]);
    const found = await scim(
      test,
      token,
      'GET',
      `/Groups?filter=${encodeURIComponent('displayName eq "sales"')}`,
    );
    expect(found.json().Resources.map((group: { id: string }) => group.id)).toEqual([sales.uuid]);
    expect((await scim(test, token, 'GET', `/Groups/${handMade.uuid}`)).statusCode).toBe(404);
  });

  it('adds members (§3.5.2.1), removes one by a value filter (§3.5.2.2) and replaces them all (§3.5.2.3)', async () => {
    const { sales, babs, mandy, token, accountId } = await account();
    const added = await scim(
      test,
      token,
      'PATCH',
      `/Groups/${sales.uuid}`,
      patch({
        op: 'add',
        path: 'members',
        value: [
          { display: 'Babs Jensen', $ref: `http://portal.test/scim/v2/Users/${babs.id}`, value: babs.id },
          { display: 'Mandy Pepperidge', value: mandy.id },
        ],
      }),
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(memberIds(added.json())).toEqual([babs.id, mandy.id].sort());
    const user = (await scim(test, token, 'GET', `/Users/${babs.id}`)).json();
    expect(user.groups).toEqual([
      { value: sales.uuid, display: 'Sales', $ref: `http://portal.test/scim/v2/Groups/${sales.uuid}` },
    ]);

    const removed = await scim(
      test,
      token,
      'PATCH',
      `/Groups/${sales.uuid}`,
      patch({ op: 'remove', path: `members[value eq "${babs.id}"]` }),
    );
    expect(memberIds(removed.json())).toEqual([mandy.id]);

    const replaced = await scim(
      test,
      token,
      'PATCH',
      `/Groups/${sales.uuid}`,
      patch({ op: 'replace', path: 'members', value: [{ value: babs.id }] }),
    );
    expect(memberIds(replaced.json())).toEqual([babs.id]);

    // Entra ID's removal: the members to remove as the value.
    const entra = await scim(
      test,
      token,
      'PATCH',
      `/Groups/${sales.uuid}`,
      patch({ op: 'Remove', path: 'members', value: [{ value: babs.id }] }),
    );
    expect(entra.json().members).toEqual([]);
    const entries = await test.context.db
      .selectFrom('audit_log')
      .select('action')
      .where('account_id', '=', accountId)
      .where('action', '=', 'scim.group_update')
      .execute();
    expect(entries).toHaveLength(4);
  });

  it('replaces the members with PUT, refuses a rename, an unknown member and another account’s person', async () => {
    const { sales, babs, token } = await account();
    const put = await scim(test, token, 'PUT', `/Groups/${sales.uuid}`, {
      schemas: [scimSchemas.group],
      displayName: 'Sales',
      members: [{ value: babs.id }],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(memberIds(put.json())).toEqual([babs.id]);
    const renamed = await scim(test, token, 'PUT', `/Groups/${sales.uuid}`, {
      displayName: 'Marketing',
      members: [],
    });
    expect(renamed.json()).toMatchObject({
      status: '400',
      scimType: 'mutability',
      detail: messages.scimGroupRenameRefused,
    });

    const stranger = await createTenant(test);
    const foreign = await scim(
      test,
      token,
      'PATCH',
      `/Groups/${sales.uuid}`,
      patch({ op: 'add', path: 'members', value: [{ value: stranger.user.id }] }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().detail).toBe(`${messages.scimMemberUnknown} ${stranger.user.id}`);
    const rows = await test.context.db
      .selectFrom('group_users')
      .select('user_id')
      .where('user_id', '=', stranger.user.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('keeps the hand-made members of the admins’ groups whatever SCIM does', async () => {
    const { admin, handMade, babs, token } = await account();
    await addToGroup(test, admin.cookie, handMade.uuid, { userUuid: babs.id });
    const patchHandMade = await scim(
      test,
      token,
      'PATCH',
      `/Groups/${handMade.uuid}`,
      patch({ op: 'replace', path: 'members', value: [] }),
    );
    expect(patchHandMade.statusCode).toBe(404);
    const rows = await test.context.db
      .selectFrom('group_users')
      .select('user_id')
      .where('group_id', '=', handMade.uuid)
      .execute();
    expect(rows).toEqual([{ user_id: babs.id }]);
  });

  it('makes no group: a mapped name exists already (409), any other is to be mapped first', async () => {
    const { token } = await account();
    const existing = await scim(test, token, 'POST', '/Groups', {
      schemas: [scimSchemas.group],
      displayName: 'sales',
    });
    expect(existing.json()).toMatchObject({ status: '409', scimType: 'uniqueness' });
    const unknown = await scim(test, token, 'POST', '/Groups', {
      schemas: [scimSchemas.group],
      displayName: 'Tour Guides',
    });
    expect(unknown.json()).toMatchObject({ status: '400', detail: scimGroupNotMapped('Tour Guides') });
  });

  it('empties a group the provider stops provisioning, and keeps the group', async () => {
    const { sales, babs, token } = await account();
    await scim(
      test,
      token,
      'PATCH',
      `/Groups/${sales.uuid}`,
      patch({ op: 'add', path: 'members', value: [{ value: babs.id }] }),
    );
    expect((await scim(test, token, 'DELETE', `/Groups/${sales.uuid}`)).statusCode).toBe(204);
    expect((await scim(test, token, 'GET', `/Groups/${sales.uuid}`)).json()).toMatchObject({
      displayName: 'Sales',
      members: [],
    });
  });
});
