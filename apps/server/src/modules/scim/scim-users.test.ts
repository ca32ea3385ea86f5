import { messages, scimSchemas } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, sessionCookie } from '../../../test/auth-test-support.ts';
import { scim, scimTokenOf } from '../../../test/scim-client.ts';
import { callApi } from '../../../test/server-fixtures.ts';
import { apiHeaders, createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * SCIM Users (RFC 7644 §3.3–3.6), each test written from the RFC's own example requests, on the
 * account of the token that sends them.
 */
describe('SCIM users', () => {
  let test: TestApp;
  let token: string;
  let admin: Awaited<ReturnType<typeof createTenant>>;
  let counter = 0;
  beforeAll(async () => {
    test = await createTestApp();
    admin = await createTenant(test);
    token = await scimTokenOf(test, admin.user);
  });
  afterAll(() => test.close());

  /** RFC 7644 §3.3's Barbara Jensen, with an address as her userName. */
  const bjensen = () => {
    counter += 1;
    return {
      schemas: [scimSchemas.user],
      userName: `bjensen${counter}@example.com`,
      externalId: `bjensen${counter}`,
      name: { formatted: 'Ms. Barbara J Jensen III', familyName: 'Jensen', givenName: 'Barbara' },
    };
  };
  const created = async (body = bjensen()) => {
    const answer = await scim(test, token, 'POST', '/Users', body);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json();
  };

  it('refuses a request without a valid token in its own error shape', async () => {
    for (const answer of [
      await scim(test, undefined, 'GET', '/Users'),
      await scim(test, 'portal_scim_forged', 'GET', '/Users'),
    ]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer');
      expect(answer.headers['content-type']).toBe('application/scim+json; charset=utf-8');
      expect(answer.json()).toEqual({
        schemas: [scimSchemas.error],
        status: '401',
        detail: messages.scimTokenRequired,
      });
    }
  });

  it('creates a user (§3.3): 201, Location, the resource with its id and meta', async () => {
    const body = bjensen();
    const answer = await scim(test, token, 'POST', '/Users', body);
    expect(answer.statusCode, answer.body).toBe(201);
    const user = answer.json();
    expect(answer.headers.location).toBe(`http://portal.test/scim/v2/Users/${user.id}`);
    expect(answer.headers['content-type']).toBe('application/scim+json; charset=utf-8');
    expect(user).toMatchObject({
      schemas: [scimSchemas.user],
      userName: body.userName,
      externalId: body.externalId,
      name: { givenName: 'Barbara', familyName: 'Jensen', formatted: 'Barbara Jensen' },
      emails: [{ value: body.userName, type: 'work', primary: true }],
      active: true,
      groups: [],
      meta: { resourceType: 'User', location: answer.headers.location },
    });
    const row = await test.context.db
      .selectFrom('users')
      .select(['account_id', 'password_hash', 'roles'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ account_id: admin.accountId, password_hash: null, roles: '["user"]' });
  });

  it('refuses a userName that is not an e-mail, and an address already taken (409 uniqueness)', async () => {
    const notEmail = await scim(test, token, 'POST', '/Users', { ...bjensen(), userName: 'bjensen' });
    expect(notEmail.statusCode).toBe(400);
    expect(notEmail.json()).toMatchObject({
      status: '400',
      scimType: 'invalidValue',
      detail: messages.scimUserNameNotEmail,
    });
    const first = await created();
    const again = await scim(test, token, 'POST', '/Users', {
      ...bjensen(),
      userName: first.userName.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      status: '409',
      scimType: 'uniqueness',
      detail: messages.scimUserNameTaken,
    });
    const broken = await test.app.inject({
      method: 'POST',
      url: '/scim/v2/Users',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
      payload: '{"userName": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ schemas: [scimSchemas.error], scimType: 'invalidSyntax' });
  });

  it('reads a user (§3.4.1) and lists by filter (§3.4.2) with paging', async () => {
    const user = await created();
    expect((await scim(test, token, 'GET', `/Users/${user.id}`)).json()).toEqual(user);
    const filtered = await scim(
      test,
      token,
      'GET',
      `/Users?filter=${encodeURIComponent(`userName eq "${user.userName}"`)}`,
    );
    expect(filtered.json()).toEqual({
      schemas: [scimSchemas.listResponse],
      totalResults: 1,
      startIndex: 1,
      itemsPerPage: 1,
      Resources: [user],
    });
    const byExternal = await scim(
      test,
      token,
      'GET',
      `/Users?filter=${encodeURIComponent(`externalId eq "${user.externalId}"`)}`,
    );
    expect(byExternal.json().Resources.map((found: { id: string }) => found.id)).toEqual([user.id]);
    const both = await scim(
      test,
      token,
      'GET',
      `/Users?filter=${encodeURIComponent('name.familyName eq "Jensen" and active eq true')}&startIndex=2&count=1&attributes=userName`,
    );
    const page = both.json();
    expect(page.totalResults).toBeGreaterThanOrEqual(2);
    expect(page).toMatchObject({ startIndex: 2, itemsPerPage: 1 });
    expect(Object.keys(page.Resources[0]).sort()).toEqual(['id', 'schemas', 'userName']);
    const bad = await scim(test, token, 'GET', `/Users?filter=${encodeURIComponent('userName eq')}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: '400', scimType: 'invalidFilter' });
  });

  it('replaces a user with PUT (§3.5.1), and refuses a change of userName', async () => {
    const user = await created();
    const replaced = await scim(test, token, 'PUT', `/Users/${user.id}`, {
      schemas: [scimSchemas.user],
      id: user.id,
      userName: user.userName,
      externalId: 'bjensen-new',
      name: { formatted: 'Ms. Barbara J Jensen III', familyName: 'Jensen', givenName: 'Babs' },
      active: true,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ externalId: 'bjensen-new', name: { givenName: 'Babs' } });
    const renamed = await scim(test, token, 'PUT', `/Users/${user.id}`, {
      userName: 'someone-else@example.com',
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({
      scimType: 'mutability',
      detail: messages.scimUserNameCannotChange,
    });
  });

  it('deactivates with PATCH (§3.5.2.3), ending the open session at once and refusing the next sign-in', async () => {
    const user = await created();
    // The person signed in (their first password through a reset, as an invited person does).
    await test.context.db
      .updateTable('users')
      .set({
        password_hash: (
          await test.context.db
            .selectFrom('users')
            .select('password_hash')
            .where('id', '=', admin.user.id)
            .executeTakeFirstOrThrow()
        ).password_hash,
      })
      .where('id', '=', user.id)
      .execute();
    const signedIn = await post(test, '/api/login', { email: user.userName, password: admin.user.password });
    const cookie = sessionCookie(test, signedIn);
    expect(
      (await test.app.inject({ method: 'POST', url: '/api/vt', headers: apiHeaders(cookie) })).statusCode,
    ).toBe(200);

    const patched = await scim(test, token, 'PATCH', `/Users/${user.id}`, {
      schemas: [scimSchemas.patchOp],
      Operations: [{ op: 'replace', path: 'active', value: false }],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().active).toBe(false);
    expect(
      (await test.app.inject({ method: 'POST', url: '/api/vt', headers: apiHeaders(cookie) })).statusCode,
    ).toBe(401);
    const sessions = await test.context.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions).toEqual([]);
    const again = await post(test, '/api/login', { email: user.userName, password: admin.user.password });
    expect(again.json().message).toBe(messages.accountInactive);

    // Entra ID's spelling: "Replace" and the text "True", with no path.
    const reactivated = await scim(test, token, 'PATCH', `/Users/${user.id}`, {
      schemas: [scimSchemas.patchOp],
      Operations: [{ op: 'Replace', value: { active: 'True', 'name.givenName': 'Barb' } }],
    });
    expect(reactivated.json()).toMatchObject({ active: true, name: { givenName: 'Barb' } });
    const actions = await test.context.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', user.id)
      .orderBy('created_at')
      .execute();
    expect(actions.map((entry) => entry.action)).toContain('scim.user_deactivate');
  });

  it('deletes a user (§3.6): 204, then 404', async () => {
    const user = await created();
    const deleted = await scim(test, token, 'DELETE', `/Users/${user.id}`);
    expect(deleted.statusCode).toBe(204);
    const gone = await scim(test, token, 'GET', `/Users/${user.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({
      schemas: [scimSchemas.error],
      status: '404',
      detail: messages.scimUserNotFound,
    });
  });

  it("shows a token nothing of another account's people, and a revoked token nothing at all", async () => {
    const other = await createTenant(test);
    const otherToken = await scimTokenOf(test, other.user);
    const mine = await created();
    for (const method of ['GET', 'DELETE'] as const)
      expect((await scim(test, otherToken, method, `/Users/${mine.id}`)).statusCode).toBe(404);
    const patch = {
      schemas: [scimSchemas.patchOp],
      Operations: [{ op: 'replace', path: 'active', value: false }],
    };
    expect((await scim(test, otherToken, 'PATCH', `/Users/${mine.id}`, patch)).statusCode).toBe(404);
    const list = (await scim(test, otherToken, 'GET', '/Users')).json();
    expect(list.Resources.map((user: { id: string }) => user.id)).toEqual([other.user.id]);
    const byName = await scim(
      test,
      otherToken,
      'GET',
      `/Users?filter=${encodeURIComponent(`userName eq "${mine.userName}"`)}`,
    );
    expect(byName.json().totalResults).toBe(0);
    expect((await scim(test, token, 'GET', `/Users/${mine.id}`)).json().active).toBe(true);

    const tokens = (await callApi(test, other.user.cookie, 'GET', '/api/scim-tokens')).json();
    await callApi(test, other.user.cookie, 'DELETE', `/api/scim-tokens/${tokens[0].uuid}`);
    expect((await scim(test, otherToken, 'GET', '/Users')).statusCode).toBe(401);
  });

  it('answers the discovery endpoints (§4)', async () => {
    const config = (await scim(test, token, 'GET', '/ServiceProviderConfig')).json();
    expect(config).toMatchObject({
      patch: { supported: true },
      filter: { supported: true, maxResults: 200 },
      bulk: { supported: false },
    });
    const types = (await scim(test, token, 'GET', '/ResourceTypes')).json();
    expect(types.map((type: { endpoint: string }) => type.endpoint)).toEqual(['/Users', '/Groups']);
    expect((await scim(test, token, 'GET', '/Schemas')).statusCode).toBe(200);
    expect((await scim(test, token, 'GET', '/Nothing')).json()).toMatchObject({ status: '404' });
  });
});
