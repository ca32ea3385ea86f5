import { randomUUID } from 'node:crypto';
import { messages, type User, type UserCreateBody } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { announceChange } from '../../db/watch-writes.ts';
import { AppError, conflict } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import { eraseAuditEntries } from '../audit/record-audit.ts';
import { recordChange } from '../audit/record-change.ts';
import { inviteUser } from '../auth/invite-user.ts';
import { releaseRegistrationOf } from '../auth/pending-registrations.ts';
import { addMembershipsWith } from '../groups/add-memberships-with.ts';
import { presentUser } from './present-user.ts';
import { deleteUser, emailInUse, findUser, insertUser } from './user-repository.ts';

async function assertEmailFree(app: FastifyInstance, email: string): Promise<void> {
  if (await emailInUse(app.db, email)) throw conflict(messages.emailTaken, 'email');
}

/**
 * An admin adds a person to the account, in the groups they picked. The user has no password: the invitation e-mail's link
 * opens the reset-password screen, and until then sign-in fails like a wrong password. A user created
 * inactive is invited when an admin activates them (see update-user.ts).
 */
export async function createUser(
  app: FastifyInstance,
  actor: AuthContext,
  body: UserCreateBody,
): Promise<User> {
  // A self-registration nobody activated does not hold the address against an invitation.
  await releaseRegistrationOf(app, body.email, actor.userId);
  await assertEmailFree(app, body.email);
  const userId = randomUUID();
  const { accountId } = actor;
  const target = { type: 'user', id: userId, name: body.email } as const;
  let entries: string[];
  try {
    entries = await app.db.transaction().execute(async (trx) => {
      await insertUser(trx, {
        id: userId,
        account_id: accountId,
        email: body.email,
        first_name: body.firstName,
        last_name: body.lastName,
        password_hash: null,
        active: body.active ? 1 : 0,
        roles: JSON.stringify(body.roles),
        custom1: body.custom1,
        custom2: body.custom2,
        custom3: body.custom3,
        embed: body.settings.addons.embed,
        created_at: Date.now(),
      });
      const created = await recordChange(trx, actor, 'user.create', target, {
        roles: body.roles.join(', '),
        active: body.active,
      });
      const user = { id: userId, email: body.email };
      return [created, ...(await addMembershipsWith(trx, actor, user, body.groupUuids))];
    });
  } catch (error) {
    // Someone may have taken the e-mail between the check and the insert.
    await assertEmailFree(app, body.email);
    throw error;
  }
  const invitee = { userId, accountId, email: body.email, firstName: body.firstName };
  if (body.active && !(await inviteUser(app, invitee, actor.userId))) {
    // A user nobody can sign in as would only hold the e-mail address hostage; the admin tries again.
    await app.db.transaction().execute(async (trx) => {
      await deleteUser(trx, accountId, userId);
      // Undone, not a change of its own: announced, and its entries taken back rather than new ones.
      await announceChange(trx, accountId);
      await eraseAuditEntries(trx, accountId, entries);
    });
    throw new AppError('internal', messages.invitationMailFailed);
  }
  const created = await findUser(app.db, accountId, userId);
  return presentUser(created!);
}
