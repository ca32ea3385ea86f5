import type { FastifyInstance } from 'fastify';
import { issueLinkToken, retireLinkTokens } from './link-tokens.ts';
import {
  deletePendingAccount,
  findExpiredRegistrations,
  findPendingRegistration,
  type PendingRegistration,
  type RegistrationDetails,
  replacePendingDetails,
} from './pending-registration-repository.ts';
import { writeAudit } from './repository.ts';

type Owner = Pick<PendingRegistration, 'accountId' | 'userId'>;

/**
 * Removes an unactivated registration (its account, user and links) in one transaction. Its
 * activation links are retired first, so an activation running at the same moment either finished
 * before (and the registration stays) or fails. Answers whether it was removed.
 */
export async function releasePendingAccount(
  app: FastifyInstance,
  owner: Owner,
  action: string,
  detail: Record<string, unknown>,
): Promise<boolean> {
  return app.db.transaction().execute(async (trx) => {
    await retireLinkTokens(trx, owner, ['activation']);
    if (!(await deletePendingAccount(trx, owner.accountId))) return false;
    await writeAudit(trx, { action, accountId: owner.accountId, detail });
    return true;
  });
}

/**
 * An unactivated registration whose link expired frees its e-mail address and account name: the
 * account is removed when someone registers with either.
 */
export async function freeExpiredRegistrations(
  app: FastifyInstance,
  holding: { email?: string; nameKey?: string },
): Promise<void> {
  for (const owner of await findExpiredRegistrations(app.db, holding, Date.now())) {
    await releasePendingAccount(app, owner, 'registration_expired', holding);
  }
}

/**
 * An admin invites an address that only an unactivated registration holds: the registration is
 * released, link or no link, and the invitation decides who the address belongs to.
 */
export async function releaseRegistrationOf(app: FastifyInstance, email: string, invitedBy: string) {
  const pending = await findPendingRegistration(app.db, email);
  if (pending) await releasePendingAccount(app, pending, 'registration_released', { invitedBy });
}

/**
 * Registering again while a registration waits for activation replaces its details (account name,
 * names, password) with the newest ones and issues a fresh link that retires every older one: the
 * link in the mailbox activates the latest registration, so the owner registering again always gets
 * their own password, and nobody who registered the address first can hold it.
 * Undefined when the registration was activated meanwhile.
 */
export async function replacePendingRegistration(
  app: FastifyInstance,
  pending: Owner,
  details: RegistrationDetails,
  ip: string,
): Promise<string | undefined> {
  return app.db.transaction().execute(async (trx) => {
    // Retired before the details change, so an old link cannot activate the new details.
    await retireLinkTokens(trx, pending, ['activation']);
    if (!(await replacePendingDetails(trx, pending, details))) return undefined;
    await writeAudit(trx, { action: 'register_again', ...pending, detail: { ip } });
    return issueLinkToken(trx, 'activation', pending);
  });
}
