import type { FastifyInstance } from 'fastify';
import { sendInvitation } from '../../mail/send-auth-mail.ts';
import { issueLinkToken, retireLinkTokens } from './link-tokens.ts';
import { findAccountName, writeAudit } from './repository.ts';

export type Invitee = { userId: string; accountId: string; email: string; firstName: string };

/**
 * For the users module: mails an admin-created user a 7-day link to the reset-password screen,
 * where they choose a password; accepting it activates the user. An earlier invitation stops working.
 * Answers whether the mail went out; a failure is logged and does not undo the user.
 */
export async function inviteUser(
  app: FastifyInstance,
  invitee: Invitee,
  invitedBy: string,
): Promise<boolean> {
  const owner = { userId: invitee.userId, accountId: invitee.accountId };
  await retireLinkTokens(app.db, owner, ['invitation']);
  const token = await issueLinkToken(app.db, 'invitation', owner);
  await writeAudit(app.db, { action: 'invite', ...owner, detail: { invitedBy } });
  const accountName = (await findAccountName(app.db, invitee.accountId)) ?? 'the portal';
  try {
    await sendInvitation(
      app.mailer,
      { email: invitee.email, firstName: invitee.firstName, accountName },
      token,
    );
    return true;
  } catch (error) {
    app.log.error({ err: error }, 'the invitation mail could not be sent');
    return false;
  }
}

/** For the users module: a disabled or deleted user's open links (invitation, reset) stop working. */
export async function revokeUserLinks(app: FastifyInstance, accountId: string, userId: string) {
  await retireLinkTokens(app.db, { accountId, userId }, ['activation', 'reset', 'invitation']);
}
