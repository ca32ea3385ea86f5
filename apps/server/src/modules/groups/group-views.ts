import { type GroupView, messages, type ViewType } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import {
  deleteGroupView,
  findAccountView,
  insertGroupView,
  isGroupView,
  listGroupViews,
} from './group-view-repository.ts';
import { requireGroup } from './manage-groups.ts';

function presentGroupView(row: { id: string; name: string; type: ViewType }): GroupView {
  return { viewUuid: row.id, view: { uuid: row.id, name: row.name, type: row.type } };
}

export async function listViewsOfGroup(
  app: FastifyInstance,
  actor: AuthContext,
  groupId: string,
): Promise<GroupView[]> {
  await requireGroup(app, actor, groupId);
  const rows = await listGroupViews(app.db, actor.accountId, groupId);
  return rows.map(presentGroupView);
}

export async function addViewToGroup(
  app: FastifyInstance,
  actor: AuthContext,
  groupId: string,
  viewId: string,
): Promise<GroupView> {
  await requireGroup(app, actor, groupId);
  const view = await findAccountView(app.db, actor.accountId, viewId);
  if (!view) throw notFound(messages.viewNotFound);
  if (await isGroupView(app.db, actor.accountId, groupId, viewId))
    throw badRequest(messages.viewAlreadyInGroup);
  try {
    await insertGroupView(app.db, actor.accountId, groupId, viewId);
  } catch (error) {
    // A concurrent add of the same view hit the primary key first.
    if (await isGroupView(app.db, actor.accountId, groupId, viewId))
      throw badRequest(messages.viewAlreadyInGroup);
    throw error;
  }
  return presentGroupView(view);
}

/** The group's users lose the view (and its endpoints through the proxy) from their next request. */
export async function removeViewFromGroup(
  app: FastifyInstance,
  actor: AuthContext,
  groupId: string,
  viewId: string,
): Promise<void> {
  await requireGroup(app, actor, groupId);
  if (!(await deleteGroupView(app.db, actor.accountId, groupId, viewId)))
    throw notFound(messages.viewNotInGroup);
}
