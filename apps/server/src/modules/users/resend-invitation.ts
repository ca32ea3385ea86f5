import { messages } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest, notFound } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import { inviteUser } from '../auth/invite-user.ts';
import { findUser } from './user-repository.ts';

/**
 * An admin sends a user who has not chosen a password yet a new invitation (the earlier link stops
 * working). An inactive user is not invited: activating them sends the invitation.
 */
export async function resendInvitation(app: FastifyInstance, actor: AuthContext, userId: string) {
  const existing = await findUser(app.db, actor.accountId, userId);
  if (!existing) throw notFound(messages.userNotFound);
  if (Number(existing.invitation_pending) !== 1) throw badRequest(messages.invitationNotPending);
  if (existing.active !== 1) throw badRequest(messages.invitationUserInactive);
  const invitee = {
    userId,
    accountId: actor.accountId,
    email: existing.email,
    firstName: existing.first_name,
  };
  if (!(await inviteUser(app, invitee, actor.userId))) {
    throw new AppError('internal', messages.invitationMailFailedRetry);
  }
  return { message: messages.invitationSent };
}
