import { randomUUID } from 'node:crypto';
import { messages, type RegisterBody } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../crypto/passwords.ts';
import { conflict } from '../../errors.ts';
import { sendActivation, sendRegistrationAttempt } from '../../mail/send-auth-mail.ts';
import { clientKeyOf } from '../../plugins/client-key.ts';
import { issueLinkToken } from './link-tokens.ts';
import { findPendingRegistration, type RegistrationDetails } from './pending-registration-repository.ts';
import {
  freeExpiredRegistrations,
  releasePendingAccount,
  replacePendingRegistration,
} from './pending-registrations.ts';
import {
  accountNameExists,
  emailExists,
  findUserByEmail,
  insertAccountWithOwner,
  writeAudit,
} from './repository.ts';
import { throttle, withinLimit } from './throttle.ts';

const minute = 60_000;
const registered = { message: messages.registerSuccess };

/**
 * An address that already has an account gets the answer of a new one, after the same password
 * hashing, and its owner gets a mail instead of an activation link: registration tells nobody
 * which addresses exist.
 */
async function answerKnownAddress(app: FastifyInstance, email: string, ip: string) {
  const owner = await findUserByEmail(app.db, email);
  await writeAudit(app.db, {
    action: 'register_known_email',
    accountId: owner?.account_id,
    userId: owner?.id,
    detail: { ip },
  });
  // However many strangers try the address, its owner hears of it a few times an hour at most.
  if (
    owner &&
    (await withinLimit(app.store, `register-notice:${email}`, { max: 3, windowMs: 60 * minute }))
  ) {
    sendRegistrationAttempt(app.mailer, { email: owner.email, firstName: owner.first_name }).catch((error) =>
      app.log.error({ err: error }, 'the registration attempt mail could not be sent'),
    );
  }
  return registered;
}

/**
 * Mails the activation link after the answer, as the owner's notice of a known address goes: the
 * answer never waits on the mail server, so neither its time nor its status tells a known address
 * from a new one. Without the mail nobody could activate the registration, yet it would hold its
 * name and address: it is released, and registering again works.
 */
function mailActivation(
  app: FastifyInstance,
  owner: { accountId: string; userId: string },
  to: { email: string; firstName: string; accountName: string },
  token: string,
) {
  sendActivation(app.mailer, to, token).catch(async (error) => {
    app.log.error({ err: error }, 'the activation mail could not be sent');
    await releasePendingAccount(app, owner, 'registration_mail_failed', {}).catch((releaseError) =>
      app.log.error({ err: releaseError }, 'the registration whose mail failed could not be released'),
    );
  });
  return registered;
}

const takenName = () => conflict(messages.accountNameTaken);

/**
 * A new account with its first user (every role), inactive until the e-mailed link is opened.
 * Registering again while waiting for activation replaces the registration's details and mails a
 * fresh link; a registration whose link expired no longer holds its address or name.
 */
export async function registerAccount(app: FastifyInstance, body: RegisterBody, ip: string) {
  // Counted per address and client: a stranger who tries someone's address wears out only their own tries.
  await throttle(app.store, `register:${body.email}:${clientKeyOf(ip)}`, { max: 5, windowMs: 60 * minute });
  const nameKey = body.accountName.trim().toLowerCase();
  await freeExpiredRegistrations(app, { email: body.email, nameKey });
  const details: RegistrationDetails = {
    accountName: body.accountName,
    nameKey,
    firstName: body.firstName,
    lastName: body.lastName,
    passwordHash: await hashPassword(body.password),
  };
  const to = { email: body.email, firstName: body.firstName, accountName: body.accountName };
  const pending = await findPendingRegistration(app.db, body.email);
  // A registration waiting for activation holds its own name, which registering again may keep.
  if (await accountNameExists(app.db, nameKey, pending?.accountId)) throw takenName();
  if (pending) {
    const token = await replacePendingRegistration(app, pending, details, ip).catch(async (error) => {
      if (await accountNameExists(app.db, nameKey, pending.accountId)) throw takenName();
      throw error;
    });
    if (token) return mailActivation(app, pending, to, token);
  }
  if (await emailExists(app.db, body.email)) return answerKnownAddress(app, body.email, ip);
  const owner = { accountId: randomUUID(), userId: randomUUID() };
  let token: string;
  try {
    token = await app.db.transaction().execute(async (trx) => {
      await insertAccountWithOwner(trx, {
        ...owner,
        ...details,
        email: body.email,
        roles: ['admin', 'designer', 'user'],
      });
      await writeAudit(trx, { action: 'register', ...owner, detail: { ip } });
      return issueLinkToken(trx, 'activation', owner);
    });
  } catch (error) {
    // A concurrent registration may have taken the name or the e-mail since the checks above.
    if (await accountNameExists(app.db, nameKey)) throw takenName();
    if (await emailExists(app.db, body.email)) return answerKnownAddress(app, body.email, ip);
    throw error;
  }
  return mailActivation(app, owner, to, token);
}
