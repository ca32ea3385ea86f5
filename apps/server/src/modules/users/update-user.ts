import { messages, type User, type UserUpdateBody } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { announceChange } from '../../db/watch-writes.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import { recordChange } from '../audit/record-change.ts';
import { inviteUser, revokeUserLinks } from '../auth/invite-user.ts';
import { endUpstreamAccess } from '../connections/end-upstream-access.ts';
import { presentUser } from './present-user.ts';
import { findUser, hasPassword, type UserChanges, type UserRecord, updateUser } from './user-repository.ts';

/** Refuses the changes that would lock the acting admin out of the users admin. */
function assertNoSelfLockout(actor: AuthContext, userId: string, body: UserUpdateBody): void {
  if (actor.userId !== userId) return;
  if (!body.active) throw badRequest(messages.cannotDeactivateSelf, 'active');
  if (!body.roles.includes('admin')) throw badRequest(messages.cannotRemoveOwnAdmin, 'roles');
}

/** 'user.update' names the columns that changed; a change of roles is its own entry, from and to. */
async function recordUserChanges(trx: Db, actor: AuthContext, before: UserRecord, after: UserChanges) {
  const target = { type: 'user', id: before.id, name: before.email } as const;
  const changed = (Object.keys(after) as (keyof typeof after)[]).filter(
    (key) => key !== 'roles' && before[key] !== after[key],
  );
  if (changed.length > 0)
    await recordChange(trx, actor, 'user.update', target, { changed: changed.join(', ') });
  const roles = (text: string) => (JSON.parse(text) as string[]).join(', ');
  if (roles(before.roles) !== roles(after.roles))
    await recordChange(trx, actor, 'user.roles', target, {
      from: roles(before.roles),
      to: roles(after.roles),
    });
}

/**
 * The session plugin reads roles and the active flag on every request, so a change holds from the
 * user's very next call. Deactivation also ends the user's sessions, open links and access to
 * per-person data servers (DESIGN.md §6d, tokens revoked); activating a user
 * who never chose a password sends them the invitation.
 */
export async function updateUserOf(
  app: FastifyInstance,
  actor: AuthContext,
  userId: string,
  body: UserUpdateBody,
): Promise<User> {
  const existing = await findUser(app.db, actor.accountId, userId);
  if (!existing) throw notFound(messages.userNotFound);
  if (body.email !== undefined && body.email !== existing.email)
    throw badRequest(messages.emailCannotChange, 'email');
  assertNoSelfLockout(actor, userId, body);
  const changes = {
    first_name: body.firstName,
    last_name: body.lastName,
    active: body.active ? 1 : 0,
    roles: JSON.stringify(body.roles),
    custom1: body.custom1,
    custom2: body.custom2,
    custom3: body.custom3,
    embed: body.settings.addons.embed,
  };
  await app.db.transaction().execute(async (trx) => {
    await updateUser(trx, actor.accountId, userId, changes);
    // Announced whatever the entries: a save that changes no field still writes the row, and records none.
    await announceChange(trx, actor.accountId);
    await recordUserChanges(trx, actor, existing, changes);
  });
  const wasActive = existing.active === 1;
  if (wasActive && !body.active) {
    await app.sessions.endAllOf(userId);
    await revokeUserLinks(app, actor.accountId, userId);
    await endUpstreamAccess(app, { accountId: actor.accountId, userId, email: existing.email }, actor);
  }
  if (!wasActive && body.active && !(await hasPassword(app.db, actor.accountId, userId))) {
    const invitee = { userId, accountId: actor.accountId, email: existing.email, firstName: body.firstName };
    // A failed mail is logged by inviteUser; the change itself stands and an admin may toggle again.
    await inviteUser(app, invitee, actor.userId);
  }
  const updated = await findUser(app.db, actor.accountId, userId);
  return presentUser(updated!);
}
