import { type LoginBody, messages, type SessionUser } from '@portal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { decoyHash, verifyPassword } from '../../crypto/passwords.ts';
import { unauthenticated } from '../../errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { passwordRuleFor } from '../sso/password-enforcement.ts';
import { clearLoginFailures, LoginWait, recordLoginFailure, refuseWhileWaiting } from './login-throttle.ts';
import { presentSessionUser } from './present-session-user.ts';
import { findUserByEmail, findUserById } from './repository.ts';

type SignIn = LoginBody & { ip: string; client: string; previousToken: string | undefined };

async function refuseWhileThrottled(app: FastifyInstance, reply: FastifyReply, input: SignIn) {
  try {
    await refuseWhileWaiting(app.store, input.email, input.client);
  } catch (error) {
    if (!(error instanceof LoginWait)) throw error;
    reply.header('retry-after', String(error.retryAfterSeconds));
    await recordAudit(app.db, null, 'login_throttled', null, { email: input.email, ip: input.ip });
    throw error;
  }
}

/**
 * Unknown e-mail and wrong password get the same answer after the same work; a disabled user is told
 * so only after the right password, which reveals nothing to whoever guesses. Failures slow down the
 * address that makes them (login-throttle.ts), never the account's owner elsewhere.
 */
export async function signIn(app: FastifyInstance, reply: FastifyReply, input: SignIn): Promise<SessionUser> {
  await refuseWhileThrottled(app, reply, input);
  const user = await findUserByEmail(app.db, input.email);
  const passwordMatches = await verifyPassword(input.password, user?.password_hash ?? (await decoyHash()));
  const usable = user !== undefined && user.password_hash !== null && user.active === 1;
  const sso = await passwordRuleFor(app.db, input.email, user);
  // Where single sign-on is required, only the account's owner signs in with a password (the way
  // back). For an address of an enforcing domain that is said before anything else, whoever asks.
  if (sso.enforcedDomain && !(sso.owner && usable && passwordMatches))
    return refuseForSingleSignOn(app, input, user, passwordMatches);
  if (!usable || !passwordMatches) {
    const reason = !user ? 'unknown_email' : passwordMatches ? 'inactive' : 'wrong_password';
    await recordLoginFailure(app.store, input.email, input.client);
    const detail = { email: input.email, ip: input.ip, reason };
    // Nobody signed in: the entry is about the person whose address was tried, in their account.
    if (user)
      await recordAudit(
        app.db,
        { accountId: user.account_id, userId: null },
        'login_failed',
        {
          type: 'user',
          id: user.id,
          name: user.email,
        },
        detail,
      );
    else await recordAudit(app.db, null, 'login_failed', null, detail);
    throw unauthenticated(reason === 'inactive' ? messages.accountInactive : messages.invalidCredentials);
  }
  if (sso.enforcedAccount && !sso.owner) return refuseForSingleSignOn(app, input, user, passwordMatches);
  await clearLoginFailures(app.store, input.email, input.client);
  // The session this browser had before is ended; a sign-in always starts from a fresh token.
  if (input.previousToken) await app.sessions.endByToken(input.previousToken);
  const self = { accountId: user.account_id, userId: user.id };
  // The entry commits with the session: no session without its sign-in recorded, nor the reverse.
  await app.sessions.start(
    reply,
    { id: user.id, accountId: user.account_id },
    input.fingerprint ?? '',
    async (trx) => {
      const target = { type: 'user', id: user.id, name: user.email } as const;
      await recordAudit(trx, self, 'login', target, { ip: input.ip });
      // The owner's way back while single sign-on is required: every use of it is on record.
      if (sso.enforcedAccount) await recordAudit(trx, self, 'sso.owner_password', target, { ip: input.ip });
    },
  );
  return presentSessionUser(user);
}

/**
 * A password sign-in where single sign-on is required: the answer names the way in. A wrong
 * password still counts against the address, as any failed sign-in does.
 */
async function refuseForSingleSignOn(
  app: FastifyInstance,
  input: SignIn,
  user: Awaited<ReturnType<typeof findUserByEmail>>,
  passwordMatches: boolean,
): Promise<never> {
  if (!passwordMatches) await recordLoginFailure(app.store, input.email, input.client);
  const detail = { email: input.email, ip: input.ip, reason: 'single_sign_on_required' };
  if (user)
    await recordAudit(
      app.db,
      { accountId: user.account_id, userId: null },
      'login_failed',
      { type: 'user', id: user.id, name: user.email },
      detail,
    );
  else await recordAudit(app.db, null, 'login_failed', null, detail);
  throw unauthenticated(messages.ssoEnforced);
}

export async function currentUser(
  app: FastifyInstance,
  { accountId, userId }: { accountId: string; userId: string },
): Promise<SessionUser> {
  const user = await findUserById(app.db, accountId, userId);
  if (user?.active !== 1) throw unauthenticated();
  return presentSessionUser(user);
}
