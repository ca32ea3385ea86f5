import { type GroupUser, messages } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import { recordChange } from '../audit/record-change.ts';
import {
  deleteGroupUser,
  findAccountUser,
  insertGroupUser,
  isGroupUser,
  listGroupUsers,
} from './group-repository.ts';
import { requireGroup } from './manage-groups.ts';

type UserColumns = { id: string; first_name: string; last_name: string; email: string };

function presentGroupUser(row: UserColumns): GroupUser {
  return {
    userUuid: row.id,
    user: { uuid: row.id, firstName: row.first_name, lastName: row.last_name, email: row.email },
  };
}

export const groupTarget = (group: { id: string; name: string }) =>
  ({ type: 'group', id: group.id, name: group.name }) as const;
/** What the audit log says of a member added or removed. */
export const memberDetails = (user: { id: string; email: string }) => ({ userId: user.id, user: user.email });

export async function listMembers(
  app: FastifyInstance,
  actor: AuthContext,
  groupId: string,
): Promise<GroupUser[]> {
  await requireGroup(app, actor, groupId);
  const rows = await listGroupUsers(app.db, actor.accountId, groupId);
  return rows.map(presentGroupUser);
}

export async function addMember(
  app: FastifyInstance,
  actor: AuthContext,
  groupId: string,
  userId: string,
): Promise<GroupUser> {
  const group = await requireGroup(app, actor, groupId);
  const user = await findAccountUser(app.db, actor.accountId, userId);
  if (!user) throw notFound(messages.userNotFound);
  if (await isGroupUser(app.db, actor.accountId, groupId, userId))
    throw badRequest(messages.userAlreadyInGroup);
  try {
    await app.db.transaction().execute(async (trx) => {
      await insertGroupUser(trx, actor.accountId, groupId, userId);
      await recordChange(trx, actor, 'group.member_add', groupTarget(group), memberDetails(user));
    });
  } catch (error) {
    // A concurrent add of the same user hit the primary key first.
    if (await isGroupUser(app.db, actor.accountId, groupId, userId))
      throw badRequest(messages.userAlreadyInGroup);
    throw error;
  }
  return presentGroupUser(user);
}

/** The user loses the group's views from their very next request. */
export async function removeMember(
  app: FastifyInstance,
  actor: AuthContext,
  groupId: string,
  userId: string,
): Promise<void> {
  const group = await requireGroup(app, actor, groupId);
  const user = await findAccountUser(app.db, actor.accountId, userId);
  await app.db.transaction().execute(async (trx) => {
    if (!user || !(await deleteGroupUser(trx, actor.accountId, groupId, userId)))
      throw notFound(messages.userNotInGroup);
    await recordChange(trx, actor, 'group.member_remove', groupTarget(group), memberDetails(user));
  });
}
