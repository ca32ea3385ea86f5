import { messages } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import { recordChange } from '../audit/record-change.ts';
import { endUpstreamAccess } from '../connections/end-upstream-access.ts';
import { deleteUser, findUser } from './user-repository.ts';

export async function deleteUserOf(app: FastifyInstance, actor: AuthContext, userId: string): Promise<void> {
  if (actor.userId === userId) throw badRequest(messages.cannotDeleteSelf);
  const existing = await findUser(app.db, actor.accountId, userId);
  if (!existing) throw notFound(messages.userNotFound);
  await app.sessions.endAllOf(userId);
  // Their tokens at per-person data servers are revoked before the row (and its connections) goes.
  await endUpstreamAccess(app, { accountId: actor.accountId, userId, email: existing.email }, actor);
  await app.db.transaction().execute(async (trx) => {
    await deleteUser(trx, actor.accountId, userId);
    await recordChange(trx, actor, 'user.delete', { type: 'user', id: userId, name: existing.email });
  });
}
