import { messages, type ResetBody } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../crypto/passwords.ts';
import { badRequest } from '../../errors.ts';
import { clientKeyOf } from '../../http/client-key.ts';
import { sendPasswordReset } from '../../mail/send-auth-mail.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { recordChange } from '../audit/record-change.ts';
import { mayKeepPassword, passwordRuleFor } from '../sso/password-enforcement.ts';
import { consumeLinkToken, findUsableLinkToken, issueLinkToken, retireLinkTokens } from './link-tokens.ts';
import { activateUser, findUserByEmail, findUserById, setPasswordHash } from './repository.ts';
import { withinLimit } from './throttle.ts';

// An invitation opens the same screen as a reset: the invited user chooses a first password there.
const passwordLinks = ['reset', 'invitation'] as const;

/**
 * Always the same answer, and no waiting on the mail server for a known e-mail, so the answer does
 * not tell whether the e-mail exists.
 */
export async function requestPasswordReset(app: FastifyInstance, email: string, ip: string) {
  // Past a limit the answer stays the same and no further mail goes out: nobody can flood an inbox.
  // The tight limit is per address and client, so a stranger asking for someone's address uses up
  // only their own asks; the wide one caps the mails to one address from everywhere together.
  const window = { windowMs: 15 * 60_000 };
  const allowed =
    (await withinLimit(app.store, `forgot:${email}:${clientKeyOf(ip)}`, { ...window, max: 3 })) &&
    (await withinLimit(app.store, `forgot:${email}`, { ...window, max: 10 }));
  const user = await findUserByEmail(app.db, email);
  const sso = await passwordRuleFor(app.db, email, user);
  // Where single sign-on is required only the owner keeps a password: nobody else gets a link.
  const mayReset = !(sso.enforcedDomain || sso.enforcedAccount) || sso.owner;
  if (allowed && user && user.active === 1 && mayReset) {
    const token = await issueLinkToken(app.db, 'reset', { userId: user.id, accountId: user.account_id });
    const self = { accountId: user.account_id, userId: user.id };
    await recordAudit(app.db, self, 'password_reset_requested', null, { ip });
    sendPasswordReset(app.mailer, { email: user.email, firstName: user.first_name }, token).catch((error) =>
      app.log.error({ err: error }, 'the password reset mail could not be sent'),
    );
  }
  // Said for every address of an enforcing domain, the owner's too: it tells nobody who exists.
  return { message: sso.enforcedDomain ? messages.ssoNoPasswordReset : messages.forgotSuccess };
}

export async function checkPasswordLink(app: FastifyInstance, token: string) {
  const found = await findUsableLinkToken(app.db, token, [...passwordLinks]);
  if (!found) throw badRequest(messages.resetLinkInvalid);
  return {
    valid: true as const,
    purpose: found.kind === 'invitation' ? ('invitation' as const) : ('reset' as const),
  };
}

/** Sets the new password, uses up the link and ends every session of the user. */
export async function resetPassword(app: FastifyInstance, body: ResetBody, ip: string) {
  const found = await findUsableLinkToken(app.db, body.resetPwdUuid, [...passwordLinks]);
  if (!found) throw badRequest(messages.resetLinkInvalid);
  // A link sent before the account required single sign-on no longer sets a password.
  if (!(await mayKeepPassword(app.db, { id: found.userId, account_id: found.accountId })))
    throw badRequest(messages.ssoNoPasswordReset);
  const passwordHash = await hashPassword(body.password);
  const done = await app.db.transaction().execute(async (trx) => {
    if (!(await consumeLinkToken(trx, found.tokenHash))) return false;
    await setPasswordHash(trx, found, passwordHash);
    if (found.kind === 'invitation') await activateUser(trx, found);
    await retireLinkTokens(trx, found, [...passwordLinks]);
    const action = found.kind === 'invitation' ? 'invitation_accepted' : 'password_reset';
    await recordChange(trx, { accountId: found.accountId, userId: found.userId }, action, null, { ip });
    return true;
  });
  if (!done) throw badRequest(messages.resetLinkInvalid);
  await app.sessions.endAllOf(found.userId);
  // Its sign-in page opens with the address filled in.
  const user = await findUserById(app.db, found.accountId, found.userId);
  return { message: messages.resetSuccess, email: user?.email ?? '' };
}

/** For the settings module: a password changed there retires every reset link still open. */
export async function retireResetLinks(app: FastifyInstance, accountId: string, userId: string) {
  await retireLinkTokens(app.db, { accountId, userId }, ['reset']);
}
