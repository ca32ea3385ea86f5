import { type GroupView, type GroupViewWithReach, messages, type ViewType } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import { recordChange } from '../audit/record-change.ts';
import { computeReach } from '../views/compute-user-access.ts';
import {
  deleteGroupView,
  findAccountView,
  findAccountViews,
  insertGroupView,
  isGroupView,
  listGroupViews,
} from './group-view-repository.ts';
import { requireGroup } from './manage-groups.ts';

function presentGroupView(row: { id: string; name: string; type: ViewType }): GroupView {
  return { viewUuid: row.id, view: { uuid: row.id, name: row.name, type: row.type } };
}

/** What `from` opens through its links, however deep, among the views the walk found. */
function reachableFrom(
  from: string,
  links: ReadonlyMap<string, readonly string[]>,
  found: ReadonlySet<string>,
) {
  const seen = new Set<string>([from]);
  const stack = [from];
  while (stack.length > 0) {
    for (const next of links.get(stack.pop()!) ?? []) {
      if (found.has(next) && !seen.has(next)) {
        seen.add(next);
        stack.push(next);
      }
    }
  }
  seen.delete(from);
  return seen;
}

/**
 * The group's views, each with the pages it opens through links that the group does not hold
 * itself. Walked by the very rule that decides its members' access (computeReach), so the screen
 * shows what they can open.
 */
export async function listViewsOfGroup(
  app: FastifyInstance,
  actor: AuthContext,
  groupId: string,
): Promise<GroupViewWithReach[]> {
  await requireGroup(app, actor, groupId);
  const rows = await listGroupViews(app.db, actor.accountId, groupId);
  const held = new Set(rows.map((row) => row.id));
  const reach = await computeReach(app.db, actor.accountId, [...held]);
  const beyond = [...reach.viewIds].filter((id) => !held.has(id));
  const summaries = (await findAccountViews(app.db, actor.accountId, beyond)).map(presentGroupView);
  return rows.map((row) => {
    const reachable = reachableFrom(row.id, reach.links, reach.viewIds);
    return {
      ...presentGroupView(row),
      reachable: summaries.filter((entry) => reachable.has(entry.viewUuid)).map((entry) => entry.view),
    };
  });
}

const groupTarget = (group: { id: string; name: string }) =>
  ({ type: 'group', id: group.id, name: group.name }) as const;

export async function addViewToGroup(
  app: FastifyInstance,
  actor: AuthContext,
  groupId: string,
  viewId: string,
): Promise<GroupView> {
  const group = await requireGroup(app, actor, groupId);
  const view = await findAccountView(app.db, actor.accountId, viewId);
  if (!view) throw notFound(messages.viewNotFound);
  if (await isGroupView(app.db, actor.accountId, groupId, viewId))
    throw badRequest(messages.viewAlreadyInGroup);
  try {
    await app.db.transaction().execute(async (trx) => {
      await insertGroupView(trx, actor.accountId, groupId, viewId);
      await recordChange(trx, actor, 'group.view_add', groupTarget(group), { viewId, view: view.name });
    });
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
  const group = await requireGroup(app, actor, groupId);
  const view = await findAccountView(app.db, actor.accountId, viewId);
  await app.db.transaction().execute(async (trx) => {
    if (!view || !(await deleteGroupView(trx, actor.accountId, groupId, viewId)))
      throw notFound(messages.viewNotInGroup);
    await recordChange(trx, actor, 'group.view_remove', groupTarget(group), { viewId, view: view.name });
  });
}
