import { randomUUID } from 'node:crypto';
import { type Group, type GroupCreateBody, messages } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import { recordChange } from '../audit/record-change.ts';
import { mappedGroups } from '../sso/mapped-groups.ts';
import { deleteGroup, findGroup, groupNameInUse, insertGroup, listGroups } from './group-repository.ts';

export async function listGroupsOf(app: FastifyInstance, actor: AuthContext): Promise<Group[]> {
  const rows = await listGroups(app.db, actor.accountId);
  const mapped = await mappedGroups(app.db, actor.accountId);
  return rows.map((row) => {
    const syncedFrom = mapped.get(row.id);
    return { uuid: row.id, name: row.name, ...(syncedFrom ? { syncedFrom } : {}) };
  });
}

export async function createGroup(
  app: FastifyInstance,
  actor: AuthContext,
  body: GroupCreateBody,
): Promise<Group> {
  if (await groupNameInUse(app.db, actor.accountId, body.name))
    throw conflict(messages.groupNameTaken, 'name');
  const id = randomUUID();
  await app.db.transaction().execute(async (trx) => {
    await insertGroup(trx, { id, accountId: actor.accountId, name: body.name });
    await recordChange(trx, actor, 'group.create', { type: 'group', id, name: body.name });
  });
  return { uuid: id, name: body.name };
}

/** The group of the caller's account, or 404 (also for another account's group). */
export async function requireGroup(app: FastifyInstance, actor: AuthContext, groupId: string) {
  const group = await findGroup(app.db, actor.accountId, groupId);
  if (!group) throw notFound(messages.groupNotFound);
  return group;
}

export async function deleteGroupOf(
  app: FastifyInstance,
  actor: AuthContext,
  groupId: string,
): Promise<void> {
  const group = await requireGroup(app, actor, groupId);
  await app.db.transaction().execute(async (trx) => {
    await deleteGroup(trx, actor.accountId, groupId);
    await recordChange(trx, actor, 'group.delete', { type: 'group', id: groupId, name: group.name });
  });
}
