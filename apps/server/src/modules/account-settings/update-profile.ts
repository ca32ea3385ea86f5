import type { ProfileUpdateBody, SessionUser } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { announceChange } from '../../db/watch-writes.ts';
import { unauthenticated } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import { presentSessionUser } from '../auth/present-session-user.ts';
import { findOwnUser, recordOwnChange, updateOwnNames } from './account-settings-repository.ts';

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
    await announceChange(trx, actor.accountId);
    await recordOwnChange(trx, actor.accountId, actor.userId, 'profile_updated');
  });
  const updated = await findOwnUser(app.db, actor.accountId, actor.userId);
  if (!updated) throw unauthenticated();
  return presentSessionUser(updated);
}
