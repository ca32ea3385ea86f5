import { messages, type RegisterBody } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../crypto/passwords.ts';
import { hashToken } from '../../crypto/tokens.ts';
import { conflict } from '../../errors.ts';
import { clientKeyOf } from '../../http/client-key.ts';
import { sendActivation, sendRegistrationAttempt } from '../../mail/send-auth-mail.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { deleteRegistration, insertRegistration } from './pending-registration-repository.ts';
import { forgetOldRegistrations } from './pending-registrations.ts';
import { accountNameExists, emailExists, findUserByEmail } from './repository.ts';
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
  const known = owner ? { accountId: owner.account_id, userId: owner.id } : null;
  await recordAudit(app.db, known, 'register_known_email', null, { ip });
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
 * from a new one. A registration whose mail failed can never be activated: it is forgotten.
 */
function mailActivation(
  app: FastifyInstance,
  to: { email: string; firstName: string; accountName: string },
  token: string,
) {
  sendActivation(app.mailer, to, token).catch(async (error) => {
    app.log.error({ err: error }, 'the activation mail could not be sent');
    await deleteRegistration(app.db, hashToken(token)).catch((deleteError) =>
      app.log.error({ err: deleteError }, 'the registration whose mail failed could not be forgotten'),
    );
  });
  return registered;
}

/**
 * Stores the registration, with its own link, password and account name, and mails the link.
 * Nothing is held until a link is followed (activate-account.ts): registering an address or an
 * account name that other registrations wait for answers as for fresh ones, and replaces none of
 * them. Only an activated account's name is refused here.
 */
export async function registerAccount(app: FastifyInstance, body: RegisterBody, ip: string) {
  // Counted per address and client: a stranger who tries someone's address wears out only their own tries.
  await throttle(app.store, `register:${body.email}:${clientKeyOf(ip)}`, { max: 5, windowMs: 60 * minute });
  await forgetOldRegistrations(app);
  const nameKey = body.accountName.trim().toLowerCase();
  const passwordHash = await hashPassword(body.password);
  if (await accountNameExists(app.db, nameKey)) throw conflict(messages.accountNameTaken, 'accountName');
  if (await emailExists(app.db, body.email)) return answerKnownAddress(app, body.email, ip);
  const token = await insertRegistration(app.db, {
    email: body.email,
    accountName: body.accountName,
    nameKey,
    firstName: body.firstName,
    lastName: body.lastName,
    passwordHash,
  });
  await recordAudit(app.db, null, 'register', null, { ip, email: body.email });
  return mailActivation(
    app,
    { email: body.email, firstName: body.firstName, accountName: body.accountName },
    token,
  );
}
