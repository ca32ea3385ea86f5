import { randomUUID } from 'node:crypto';
import { messages } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict } from '../../errors.ts';
import { sendChoosePassword } from '../../mail/send-auth-mail.ts';
import { recordChange } from '../audit/record-change.ts';
import { issueLinkToken } from './link-tokens.ts';
import {
  deleteRegistrationsOf,
  findUsableRegistration,
  takeRegistration,
} from './pending-registration-repository.ts';
import { accountNameExists, emailExists, insertAccountWithOwner } from './repository.ts';

const failed = () => badRequest(messages.activationFailed);
const nameTaken = () => conflict(messages.accountNameTakenBeforeActivation);

type Activated = { contested: boolean; passwordLink?: string };

/**
 * Following a link creates the account of that link's registration and drops every other
 * registration of the address. When the address had one registration, the account gets its
 * password, as SPEC.md describes. When it had several, nobody can tell which of them came from
 * whoever holds the mailbox: the account gets no password, and the mailbox gets a link to choose
 * one. So a stranger who registered someone's address never signs in, whichever of the mails in
 * its inbox its owner follows.
 */
export async function activateAccount(app: FastifyInstance, token: string, ip: string) {
  const registration = await findUsableRegistration(app.db, token);
  if (!registration) throw failed();
  const owner = { accountId: randomUUID(), userId: randomUUID() };
  let activated: Activated | undefined;
  try {
    activated = await app.db.transaction().execute(async (trx) => {
      if (!(await takeRegistration(trx, registration.token_hash))) return undefined;
      // An admin invited the address meanwhile: its registrations have no use left.
      if (await emailExists(trx, registration.email)) {
        await deleteRegistrationsOf(trx, registration.email);
        return undefined;
      }
      // Thrown inside, so the registration stays (and still counts as one of its address's).
      if (await accountNameExists(trx, registration.name_key)) throw nameTaken();
      const contested = (await deleteRegistrationsOf(trx, registration.email)) > 0;
      await insertAccountWithOwner(trx, {
        ...owner,
        accountName: registration.account_name,
        nameKey: registration.name_key,
        email: registration.email,
        firstName: registration.first_name,
        lastName: registration.last_name,
        passwordHash: contested ? null : registration.password_hash,
        roles: ['admin', 'designer', 'user'],
      });
      await recordChange(trx, owner, 'activate', null, { ip, contested });
      if (!contested) return { contested };
      // The invitation kind opens the reset screen worded for a first password, for 7 days.
      return { contested, passwordLink: await issueLinkToken(trx, 'invitation', owner) };
    });
  } catch (error) {
    // A concurrent activation may have taken the name or the address since the checks above.
    if (await emailExists(app.db, registration.email)) throw failed();
    if (await accountNameExists(app.db, registration.name_key)) throw nameTaken();
    throw error;
  }
  if (!activated) throw failed();
  if (activated.passwordLink) {
    const to = { email: registration.email, firstName: registration.first_name };
    sendChoosePassword(
      app.mailer,
      { ...to, accountName: registration.account_name },
      activated.passwordLink,
    ).catch(
      // Without it, 'Forgot password' still reaches the same mailbox.
      (error) => app.log.error({ err: error }, 'the mail to choose a password could not be sent'),
    );
  }
  // Its sign-in page opens with the address filled in.
  return { message: messages.activated, email: registration.email };
}
