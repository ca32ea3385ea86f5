import { randomUUID } from 'node:crypto';
import { messages, type RegisterBody } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../crypto/passwords.ts';
import { AppError, conflict } from '../../errors.ts';
import { sendActivation, sendRegistrationAttempt } from '../../mail/send-auth-mail.ts';
import { issueLinkToken } from './link-tokens.ts';
import { freeExpiredRegistrations, resendActivation } from './pending-registrations.ts';
import {
  accountNameExists,
  deleteAccount,
  emailExists,
  findUserByEmail,
  insertAccountWithOwner,
  writeAudit,
} from './repository.ts';
import { throttle } from './throttle.ts';

const minute = 60_000;

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
  if (owner) {
    try {
      await sendRegistrationAttempt(app.mailer, { email: owner.email, firstName: owner.first_name });
    } catch (error) {
      app.log.error({ err: error }, 'the registration attempt mail could not be sent');
    }
  }
  return { message: messages.registerSuccess };
}

/**
 * A new account with its first user (every role), inactive until the e-mailed link is opened.
 * Registering again while waiting for activation sends a fresh link; a registration whose link
 * expired no longer holds its address or name.
 */
export async function registerAccount(app: FastifyInstance, body: RegisterBody, ip: string) {
  await throttle(app.store, `register:${body.email}`, { max: 5, windowMs: 60 * minute });
  const nameKey = body.accountName.trim().toLowerCase();
  await freeExpiredRegistrations(app, { email: body.email, nameKey });
  const passwordHash = await hashPassword(body.password);
  if (await resendActivation(app, body.email, ip)) return { message: messages.registerSuccess };
  if (await accountNameExists(app.db, nameKey)) throw conflict(messages.accountNameTaken);
  if (await emailExists(app.db, body.email)) return answerKnownAddress(app, body.email, ip);
  const accountId = randomUUID();
  const userId = randomUUID();
  let token: string;
  try {
    token = await app.db.transaction().execute(async (trx) => {
      await insertAccountWithOwner(trx, {
        accountId,
        accountName: body.accountName,
        nameKey,
        userId,
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        passwordHash,
        roles: ['admin', 'designer', 'user'],
      });
      await writeAudit(trx, { action: 'register', accountId, userId, detail: { ip } });
      return issueLinkToken(trx, 'activation', { userId, accountId });
    });
  } catch (error) {
    // A concurrent registration may have taken the name or the e-mail since the checks above.
    if (await accountNameExists(app.db, nameKey)) throw conflict(messages.accountNameTaken);
    if (await emailExists(app.db, body.email)) return answerKnownAddress(app, body.email, ip);
    throw error;
  }
  try {
    await sendActivation(app.mailer, { email: body.email, firstName: body.firstName }, token);
  } catch (error) {
    // Without the mail nobody could activate the account, yet it would hold its name and e-mail forever.
    app.log.error({ err: error }, 'the activation mail could not be sent');
    await deleteAccount(app.db, accountId);
    throw new AppError('internal', messages.activationMailFailed);
  }
  return { message: messages.registerSuccess };
}
