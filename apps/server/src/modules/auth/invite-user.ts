import type { FastifyInstance } from 'fastify';
import { sendInvitation } from '../../mail/send-auth-mail.ts';
import { eraseAuditEntries, recordAudit } from '../audit/record-audit.ts';
import { issueLinkToken, retireLinkTokens } from './link-tokens.ts';
import { findAccountName } from './repository.ts';

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
  const { token, entry } = await app.db.transaction().execute(async (trx) => {
    await retireLinkTokens(trx, owner, ['invitation']);
    const token = await issueLinkToken(trx, 'invitation', owner);
    const target = { type: 'user', id: invitee.userId, name: invitee.email } as const;
    const actor = { accountId: invitee.accountId, userId: invitedBy };
    return { token, entry: await recordAudit(trx, actor, 'user.invite', target) };
  });
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
    // Nobody was invited: the link that never left goes, and so does its entry in the log.
    await app.db.transaction().execute(async (trx) => {
      await retireLinkTokens(trx, owner, ['invitation']);
      await eraseAuditEntries(trx, invitee.accountId, [entry]);
    });
    return false;
  }
}

/** For the users module: a disabled or deleted user's open links (invitation, reset) stop working. */
export async function revokeUserLinks(app: FastifyInstance, accountId: string, userId: string) {
  await retireLinkTokens(app.db, { accountId, userId }, ['activation', 'reset', 'invitation']);
}
