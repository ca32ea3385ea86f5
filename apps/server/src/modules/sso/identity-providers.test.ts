import { messages, ssoPublicDomainRefused } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGroup } from '../../../test/group-fixtures.ts';
import { callApi } from '../../../test/server-fixtures.ts';
import { uniqueDomain } from '../../../test/sso/sso-world.ts';
import { addUser, createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';

const secret = 'the-client-secret-that-never-comes-back';

/** DESIGN.md §4a: the account's identity providers, as admins set them up. */
describe('identity providers of an account', () => {
  let test: TestApp;
  beforeAll(async () => {
    // An operator who allowed one plain-http host (a provider inside the company network).
    test = await createTestApp({ UPSTREAM_ALLOW: 'idp.internal.test' });
  });
  afterAll(() => test.close());

  const body = (overrides: object = {}) => ({
    name: 'Okta',
    issuer: 'https://company.okta.com',
    clientId: '0oa1b2c3d4',
    clientSecret: secret,
    emailDomains: [uniqueDomain()],
    ...overrides,
  });

  it('answers 401 signed out and 403 to a designer, before reading the body', async () => {
    const { accountId } = await createTenant(test);
    const designer = await addUser(test, accountId, ['designer']);
    expect((await callApi(test, undefined, 'POST', '/api/identity-providers', {})).statusCode).toBe(401);
    expect((await callApi(test, designer.cookie, 'POST', '/api/identity-providers', {})).statusCode).toBe(
      403,
    );
    expect((await callApi(test, designer.cookie, 'GET', '/api/identity-providers')).statusCode).toBe(403);
  });

  it('adds a provider with its defaults and never answers or stores the client secret in clear', async () => {
    const { user: admin } = await createTenant(test);
    const created = await callApi(test, admin.cookie, 'POST', '/api/identity-providers', body());
    expect(created.statusCode, created.body).toBe(200);
    const provider = created.json();
    expect(provider).toMatchObject({
      name: 'Okta',
      issuer: 'https://company.okta.com',
      clientSecretSet: true,
      scopes: ['openid', 'email', 'profile'],
      claims: { email: 'email', emailVerified: 'email_verified', name: 'name', groups: 'groups' },
      groupMappings: [],
      jit: false,
      enforce: false,
      redirectUri: 'http://portal.test/api/sso/callback',
      initiateLoginUri: `http://portal.test/api/sso/start?provider=${provider.uuid}`,
    });
    for (const answer of [created, await callApi(test, admin.cookie, 'GET', '/api/identity-providers')])
      expect(answer.body).not.toContain(secret);
    const row = await test.context.db
      .selectFrom('identity_providers')
      .select('client_secret_sealed')
      .where('id', '=', provider.uuid)
      .executeTakeFirstOrThrow();
    expect(row.client_secret_sealed).not.toContain(secret);
    const audit = await test.context.db
      .selectFrom('audit_log')
      .select('detail')
      .where('target_id', '=', provider.uuid)
      .execute();
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('refuses bad input with its message and the field, changing nothing', async () => {
    const { user: admin } = await createTenant(test);
    const refusals: Array<[object, string, string]> = [
      [{ issuer: 'company.okta.com' }, messages.providerIssuerInvalid, 'issuer'],
      [{ issuer: 'http://company.okta.com' }, messages.providerIssuerNeedsHttps, 'issuer'],
      [{ clientSecret: '' }, messages.providerClientSecretRequired, 'clientSecret'],
      [{ emailDomains: [] }, messages.providerDomainsRequired, 'emailDomains'],
      [{ emailDomains: ['not a domain'] }, messages.providerDomainInvalid, 'emailDomains.0'],
      [{ emailDomains: ['Gmail.com'] }, ssoPublicDomainRefused('gmail.com'), 'emailDomains.0'],
      [
        { groupMappings: [{ value: 'staff', roles: [] }] },
        messages.providerMappingEmpty,
        'groupMappings.0.group',
      ],
    ];
    for (const [change, message, field] of refusals) {
      const answer = await callApi(test, admin.cookie, 'POST', '/api/identity-providers', body(change));
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.json()).toMatchObject({ field });
      expect(answer.json().message).toContain(message);
    }
    expect((await callApi(test, admin.cookie, 'GET', '/api/identity-providers')).json()).toEqual([]);
  });

  it('keeps the issuer as written, a final slash included (Auth0 names itself so)', async () => {
    const { user: admin } = await createTenant(test);
    const answer = await callApi(
      test,
      admin.cookie,
      'POST',
      '/api/identity-providers',
      body({ issuer: 'https://company.eu.auth0.com/' }),
    );
    expect(answer.json().issuer).toBe('https://company.eu.auth0.com/');
  });

  it('accepts plain http only for a host the operator allowed', async () => {
    const { user: admin } = await createTenant(test);
    const answer = await callApi(
      test,
      admin.cookie,
      'POST',
      '/api/identity-providers',
      body({ issuer: 'http://idp.internal.test/realms/staff' }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it("refuses a domain another provider claims, or that another account's people have addresses at", async () => {
    const first = await createTenant(test);
    const second = await createTenant(test);
    const domain = uniqueDomain();
    expect(
      (
        await callApi(
          test,
          first.user.cookie,
          'POST',
          '/api/identity-providers',
          body({ emailDomains: [domain] }),
        )
      ).statusCode,
    ).toBe(200);
    const taken = await callApi(
      test,
      second.user.cookie,
      'POST',
      '/api/identity-providers',
      body({ emailDomains: [domain] }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain(messages.providerDomainTaken);

    const peopleDomain = uniqueDomain();
    await test.context.db
      .updateTable('users')
      .set({ email: `someone@${peopleDomain}` })
      .where('id', '=', first.user.id)
      .execute();
    const used = await callApi(
      test,
      second.user.cookie,
      'POST',
      '/api/identity-providers',
      body({ emailDomains: [peopleDomain] }),
    );
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toContain(messages.providerDomainUsedElsewhere);
  });

  it("refuses a mapping to another account's group, and answers 404 for another account's provider", async () => {
    const mine = await createTenant(test);
    const theirs = await createTenant(test);
    const theirGroup = await addGroup(test, theirs.user.cookie);
    const mapping = await callApi(
      test,
      mine.user.cookie,
      'POST',
      '/api/identity-providers',
      body({ groupMappings: [{ value: 'x', group: theirGroup.uuid }] }),
    );
    expect(mapping.statusCode).toBe(400);
    expect(mapping.json()).toEqual({
      code: 'validation',
      message: messages.providerMappingGroupMissing,
      field: 'groupMappings.0.group',
    });

    const provider = (
      await callApi(test, theirs.user.cookie, 'POST', '/api/identity-providers', body())
    ).json();
    for (const method of ['GET', 'DELETE'] as const) {
      const answer = await callApi(
        test,
        mine.user.cookie,
        method,
        `/api/identity-providers/${provider.uuid}`,
      );
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(messages.identityProviderNotFound);
    }
    const put = await callApi(
      test,
      mine.user.cookie,
      'PUT',
      `/api/identity-providers/${provider.uuid}`,
      body(),
    );
    expect(put.statusCode).toBe(404);
  });

  it('keeps the stored secret on a save without one, unless the issuer moves to another host', async () => {
    const { user: admin } = await createTenant(test);
    const group = await addGroup(test, admin.cookie, 'Staff');
    const created = (await callApi(test, admin.cookie, 'POST', '/api/identity-providers', body())).json();
    const sealed = async () =>
      (
        await test.context.db
          .selectFrom('identity_providers')
          .select('client_secret_sealed')
          .where('id', '=', created.uuid)
          .executeTakeFirstOrThrow()
      ).client_secret_sealed;
    const before = await sealed();
    const { clientSecret: _secret, ...withoutSecret } = body({
      emailDomains: created.emailDomains,
      jit: true,
      enforce: true,
      groupMappings: [{ value: 'staff', group: group.uuid, roles: ['designer', 'designer'] }],
    });
    const saved = await callApi(
      test,
      admin.cookie,
      'PUT',
      `/api/identity-providers/${created.uuid}`,
      withoutSecret,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      jit: true,
      enforce: true,
      groupMappings: [{ value: 'staff', group: group.uuid, roles: ['designer'] }],
    });
    expect(await sealed()).toBe(before);

    const moved = await callApi(test, admin.cookie, 'PUT', `/api/identity-providers/${created.uuid}`, {
      ...withoutSecret,
      issuer: 'https://login.elsewhere.test',
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({
      code: 'validation',
      message: messages.providerClientSecretRequired,
      field: 'clientSecret',
    });
  });

  it('frees its domains when deleted', async () => {
    const { user: admin } = await createTenant(test);
    const domain = uniqueDomain();
    const created = (
      await callApi(test, admin.cookie, 'POST', '/api/identity-providers', body({ emailDomains: [domain] }))
    ).json();
    const deleted = await callApi(test, admin.cookie, 'DELETE', `/api/identity-providers/${created.uuid}`);
    expect(deleted.json()).toEqual({ message: messages.identityProviderDeleted });
    const other = await createTenant(test);
    expect(
      (
        await callApi(
          test,
          other.user.cookie,
          'POST',
          '/api/identity-providers',
          body({ emailDomains: [domain] }),
        )
      ).statusCode,
    ).toBe(200);
  });
});
