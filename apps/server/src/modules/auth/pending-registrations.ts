import type { FastifyInstance } from 'fastify';
import { sendActivation } from '../../mail/send-auth-mail.ts';
import { issueLinkToken, retireLinkTokens } from './link-tokens.ts';
import {
  deleteAbandonedAccount,
  findExpiredRegistrations,
  findPendingRegistration,
} from './pending-registration-repository.ts';
import { writeAudit } from './repository.ts';

/**
 * An unactivated registration whose link expired frees its e-mail address and account name: the
 * account is removed when someone registers with either, or an admin invites the address.
 */
export async function freeExpiredRegistrations(
  app: FastifyInstance,
  holding: { email?: string; nameKey?: string },
): Promise<void> {
  for (const accountId of await findExpiredRegistrations(app.db, holding, Date.now())) {
    await deleteAbandonedAccount(app.db, accountId);
    await writeAudit(app.db, { action: 'registration_expired', accountId, detail: holding });
  }
}

/**
 * Registering again while the first registration waits for activation mails a fresh link to the
 * address, which replaces the old one. The registration itself stays as first sent: only whoever
 * reads that mailbox can activate it. False when the address has no pending registration.
 */
export async function resendActivation(app: FastifyInstance, email: string, ip: string): Promise<boolean> {
  const pending = await findPendingRegistration(app.db, email);
  if (!pending || pending.expiresAt <= Date.now()) return false;
  const owner = { userId: pending.userId, accountId: pending.accountId };
  const token = await app.db.transaction().execute(async (trx) => {
    await retireLinkTokens(trx, owner, ['activation']);
    await writeAudit(trx, { action: 'register_again', ...owner, detail: { ip } });
    return issueLinkToken(trx, 'activation', owner);
  });
  try {
    await sendActivation(app.mailer, { email, firstName: pending.firstName }, token);
  } catch (error) {
    app.log.error({ err: error }, 'the activation mail could not be sent');
  }
  return true;
}
