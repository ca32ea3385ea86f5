import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxLink, post, tokenOf } from '../../../test/auth-test-support.ts';
import { callApi } from '../../../test/server-fixtures.ts';
import { createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUserAs, updateBody } from '../../../test/user-fixtures.ts';

describe('POST /api/users/{id}/invitation', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => test.close());

  const resend = (cookie: string, id: string) => callApi(test, cookie, 'POST', `/api/users/${id}/invitation`);
  const tokenOfMail = async (email: string, count: number) =>
    tokenOf(await outboxLink(test.dataDir, email, '/resetpassword/', count));

  it('lists an invited user as pending and sends a new link that replaces the first', async () => {
    const { user: admin } = await createTenant(test);
    const invited = await createUserAs(test, admin.cookie);
    expect(invited.invitationPending).toBe(true);
    const response = await resend(admin.cookie, invited.uuid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.invitationSent });
    const first = await tokenOfMail(invited.email, 1);
    const second = await tokenOfMail(invited.email, 2);
    const check = (token: string) => post(test, '/api/checkresetpassword', { uuid: token });
    expect((await check(first)).json()).toEqual({ code: 'validation', message: messages.resetLinkInvalid });
    expect((await check(second)).json()).toEqual({ valid: true, purpose: 'invitation' });
  });

  it('refuses a user who has chosen a password, and an inactive one', async () => {
    const { user: admin } = await createTenant(test);
    const invited = await createUserAs(test, admin.cookie);
    const token = await tokenOfMail(invited.email, 1);
    const password = 'a long enough password';
    await post(test, '/api/resetpassword', { resetPwdUuid: token, password, confirmPassword: password });
    const listed = (await callApi(test, admin.cookie, 'GET', '/api/users')).json();
    expect(listed.find((user: { uuid: string }) => user.uuid === invited.uuid).invitationPending).toBe(false);
    expect((await resend(admin.cookie, invited.uuid)).json()).toEqual({
      code: 'validation',
      message: messages.invitationNotPending,
    });

    const asleep = await createUserAs(test, admin.cookie);
    await callApi(
      test,
      admin.cookie,
      'PUT',
      `/api/users/${asleep.uuid}`,
      updateBody(asleep, { active: false }),
    );
    const refused = await resend(admin.cookie, asleep.uuid);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(messages.invitationUserInactive);
  });

  it('answers 404 for a user of another account', async () => {
    const { user: admin } = await createTenant(test);
    const { user: stranger } = await createTenant(test);
    const invited = await createUserAs(test, admin.cookie);
    expect((await resend(stranger.cookie, invited.uuid)).statusCode).toBe(404);
  });
});
