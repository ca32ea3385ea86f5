import type { ProfileUpdateBody, SessionUser } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { unauthenticated } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import { recordChange } from '../audit/record-change.ts';
import { presentSessionUser } from '../auth/present-session-user.ts';
import { findOwnUser, updateOwnNames } from './account-settings-repository.ts';

/** Renames the signed-in user and answers the session user, so the shell greets them by the new name. */
export async function updateProfile(
  app: FastifyInstance,
  actor: AuthContext,
  body: ProfileUpdateBody,
): Promise<SessionUser> {
  await app.db.transaction().execute(async (trx) => {
    await updateOwnNames(trx, actor.accountId, actor.userId, {
      first_name: body.firstName,
      last_name: body.lastName,
    });
    await recordChange(trx, actor, 'profile_updated', null);
  });
  const updated = await findOwnUser(app.db, actor.accountId, actor.userId);
  if (!updated) throw unauthenticated();
  return presentSessionUser(updated);
}
