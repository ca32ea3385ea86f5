import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { hashToken } from '../../crypto/tokens.ts';

/** DESIGN.md §4a: SCIM tokens, made on the admin screen, shown once, stored hashed, revocable. */
describe('SCIM tokens', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('shows a new token once, keeps only its digest, and lists it by name', async () => {
    const { accountId, user: admin } = await createTenant(test);
    const designer = await addUser(test, accountId, ['designer']);
    expect(
      (await callApi(test, designer.cookie, 'POST', '/api/scim-tokens', { name: 'Okta' })).statusCode,
    ).toBe(403);
    const blank = await callApi(test, admin.cookie, 'POST', '/api/scim-tokens', { name: ' ' });
    expect(blank.json()).toEqual({
      code: 'validation',
      message: messages.scimTokenNameRequired,
      field: 'name',
    });

    const created = await callApi(test, admin.cookie, 'POST', '/api/scim-tokens', { name: 'Okta' });
    const { uuid, token } = created.json();
    expect(token).toMatch(/^portal_scim_[\w-]{43}$/);
    const row = await test.context.db
      .selectFrom('scim_tokens')
      .selectAll()
      .where('id', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const list = await callApi(test, admin.cookie, 'GET', '/api/scim-tokens');
    expect(list.json()).toEqual([{ uuid, name: 'Okta', createdAt: expect.any(String), lastUsedAt: null }]);
    expect(list.body).not.toContain(token);
    const audit = await test.context.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('target_id', '=', uuid)
      .execute();
    expect(audit).toEqual([{ action: 'scim_token.create', detail: '{}' }]);
  });

  it("revokes a token of the account, and answers 404 for another account's", async () => {
    const mine = await createTenant(test);
    const theirs = await createTenant(test);
    const { uuid } = (
      await callApi(test, theirs.user.cookie, 'POST', '/api/scim-tokens', { name: 'Entra ID' })
    ).json();
    const foreign = await callApi(test, mine.user.cookie, 'DELETE', `/api/scim-tokens/${uuid}`);
    expect(foreign.json()).toEqual({ code: 'not_found', message: messages.scimTokenNotFound });
    const revoked = await callApi(test, theirs.user.cookie, 'DELETE', `/api/scim-tokens/${uuid}`);
    expect(revoked.json()).toEqual({ message: messages.scimTokenRevoked });
    expect((await callApi(test, theirs.user.cookie, 'GET', '/api/scim-tokens')).json()).toEqual([]);
  });
});
