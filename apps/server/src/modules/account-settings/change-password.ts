import { messages, type PasswordChangeBody } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../../crypto/passwords.ts';
import { badRequest, unauthenticated } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import { recordChange } from '../audit/record-change.ts';
import { retireResetLinks } from '../auth/password-reset.ts';
import { throttle } from '../auth/throttle.ts';
import { endOtherSessions, findOwnUser, updateOwnPasswordHash } from './account-settings-repository.ts';

// A borrowed session must not become a way to guess the password at the speed of the API.
const attemptLimit = { max: 10, windowMs: 15 * 60_000 };

/**
 * Sets a new password once the current one is proven. Every other session of the user ends (a
 * device someone else holds is signed out) and open reset links stop working; the session making
 * the change stays.
 */
export async function changePassword(
  app: FastifyInstance,
  actor: AuthContext,
  body: PasswordChangeBody,
): Promise<{ message: string }> {
  await throttle(app.store, `password-change:${actor.userId}`, attemptLimit);
  const user = await findOwnUser(app.db, actor.accountId, actor.userId);
  if (!user) throw unauthenticated();
  const proven = user.password_hash ? await verifyPassword(body.currentPassword, user.password_hash) : false;
  if (!proven) throw badRequest(messages.currentPasswordWrong, 'currentPassword');
  const passwordHash = await hashPassword(body.password);
  await app.db.transaction().execute(async (trx) => {
    await updateOwnPasswordHash(trx, actor.accountId, actor.userId, passwordHash);
    await endOtherSessions(trx, actor.accountId, actor.userId, actor.tokenHash);
    await recordChange(trx, actor, 'password_changed', null);
  });
  // A reset link mailed earlier (perhaps to whoever prompted this change) must not undo it.
  await retireResetLinks(app, actor.accountId, actor.userId);
  return { message: messages.passwordChanged };
}
