import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, sessionCookie } from '../../../test/auth-test-support.ts';
import { callApi } from '../../../test/server-fixtures.ts';
import { accountWithProvider, signInWithProvider } from '../../../test/sso/sso-world.ts';
import {
  startTestIdentityProvider,
  type TestIdentityProvider,
} from '../../../test/sso/test-identity-provider.ts';
import { addUser, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { hashToken } from '../../crypto/tokens.ts';
import { readSignInTokens } from './sign-in-tokens.ts';

/**
 * DESIGN.md §6d's store: the provider's tokens of a single sign-on, sealed, tied to the session it
 * started, gone with it, and never in a log, an answer or the audit log.
 */
describe("the provider's tokens of a sign-in", () => {
  let op: TestIdentityProvider;
  let test: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    op = await startTestIdentityProvider();
    test = await createTestApp(
      { UPSTREAM_ALLOW: op.hostPort, LOG_LEVEL: 'debug' },
      { logStream: { write: (line: string) => logLines.push(line) } },
    );
  });
  afterAll(async () => {
    await test.close();
    await op.close();
  });

  /** A person of an account with a provider, signed in through it: their session as request.auth holds it. */
  async function signedIn() {
    const world = await accountWithProvider(test, op);
    const person = await addUser(test, world.accountId, ['user']);
    const email = `tokens-${person.id.slice(0, 8)}@${world.domain}`;
    await test.context.db.updateTable('users').set({ email }).where('id', '=', person.id).execute();
    op.people.set(email, { email, email_verified: true, name: 'Token Holder' });
    const { browser } = await signInWithProvider(test, op, { email }, email);
    const cookie = browser.session()!;
    const session = {
      accountId: world.accountId,
      userId: person.id,
      tokenHash: hashToken(cookie.split('=')[1]),
    };
    return { ...world, person, cookie, session };
  }

  it('keeps them sealed with the session, and answers them for that session only', async () => {
    const { session, provider, person, accountId } = await signedIn();
    const tokens = await readSignInTokens(test.app, session);
    expect(tokens).toMatchObject({
      providerId: provider.uuid,
      issuer: op.issuer,
      tokenType: 'bearer',
      scope: 'openid email profile groups',
    });
    expect(tokens?.accessToken).toMatch(/^[\w-]{20,}$/);
    expect(tokens?.refreshToken).toMatch(/^[\w-]{20,}$/);
    expect(tokens?.idToken?.split('.')).toHaveLength(3);
    expect(tokens?.expiresAt).toBeGreaterThan(Date.now());

    // The provider accepts the access token: it is the person's own.
    const userinfo = await fetch(`${op.issuer}/me`, {
      headers: { authorization: `Bearer ${tokens?.accessToken}` },
    });
    expect(userinfo.status).toBe(200);

    const row = await test.context.db.selectFrom('sign_in_tokens').select('sealed').executeTakeFirstOrThrow();
    expect(row.sealed).not.toContain(tokens!.accessToken);
    // Another user, another account or another session of the same person gets nothing.
    expect(
      await readSignInTokens(test.app, { ...session, userId: (await addUser(test, accountId, ['user'])).id }),
    ).toBeNull();
    expect(await readSignInTokens(test.app, { ...session, accountId: provider.uuid })).toBeNull();
    const password = await post(test, '/api/login', {
      email: (await addUser(test, accountId, ['user'])).email,
      password: person.password,
    });
    const passwordSession = { ...session, tokenHash: hashToken(sessionCookie(test, password).split('=')[1]) };
    expect(await readSignInTokens(test.app, passwordSession)).toBeNull();
  });

  it('drops them when the session ends: sign-out, or an admin deactivating the person', async () => {
    const out = await signedIn();
    await test.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie: out.cookie, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(await readSignInTokens(test.app, out.session)).toBeNull();

    const deactivated = await signedIn();
    const user = (await callApi(test, deactivated.admin.cookie, 'GET', '/api/users'))
      .json()
      .find((entry: { uuid: string }) => entry.uuid === deactivated.person.id);
    const update = await callApi(
      test,
      deactivated.admin.cookie,
      'PUT',
      `/api/users/${deactivated.person.id}`,
      {
        ...user,
        active: false,
      },
    );
    expect(update.statusCode, update.body).toBe(200);
    expect(await readSignInTokens(test.app, deactivated.session)).toBeNull();
    const left = await test.context.db
      .selectFrom('sign_in_tokens')
      .select('user_id')
      .where('user_id', 'in', [out.person.id, deactivated.person.id])
      .execute();
    expect(left).toEqual([]);
  });

  it('never writes them to the log or the audit log', async () => {
    const { session } = await signedIn();
    const tokens = (await readSignInTokens(test.app, session))!;
    const audit = JSON.stringify(await test.context.db.selectFrom('audit_log').selectAll().execute());
    for (const token of [tokens.accessToken, tokens.refreshToken!, tokens.idToken!]) {
      expect(audit).not.toContain(token);
      expect(logLines.join('\n')).not.toContain(token);
    }
    expect(logLines.length).toBeGreaterThan(0);
  });
});
