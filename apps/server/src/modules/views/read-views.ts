import { type MyViewEntry, messages, type View, type ViewSummary } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import { may } from '../access/policies.ts';
import { computeUserAccess } from './compute-user-access.ts';
import { presentView } from './present-view.ts';
import { findViewTypes } from './reference-repository.ts';
import { findServerCapabilities } from './server-capabilities.ts';
import { viewDestinations } from './view-links.ts';
import { findView, listViews, listViewsOfMember } from './view-repository.ts';

/** Admins and designers read every view of the account (DESIGN.md §5). */
const readsEveryView = (actor: AuthContext) => may(actor, 'buildPages');

/**
 * A plain user opens the views of their groups and those reachable from them by navigation;
 * another account's view and any other view are both simply not found.
 */
export async function getView(app: FastifyInstance, actor: AuthContext, viewId: string): Promise<View> {
  const mayOpen =
    readsEveryView(actor) ||
    (await computeUserAccess(app.db, actor.accountId, actor.userId)).viewIds.has(viewId);
  const row = mayOpen ? await findView(app.db, actor.accountId, viewId) : undefined;
  if (!row) throw notFound(messages.viewNotFound);
  const view = await withDeletedDestinations(app.db, actor.accountId, presentView(row));
  if (view.type !== 'search') return view;
  // Beside the view, what its server can write: a plain user cannot read the server itself.
  const { server, endpoint } = view.metadata;
  const capabilities = await findServerCapabilities(app.db, actor.accountId, server, endpoint);
  return capabilities ? { ...view, capabilities } : view;
}

/**
 * Beside the view, the pages its links lead to that are gone (deleted since, DESIGN.md §7c): every
 * user who may open it shows those links inert, whether or not they could have opened the page.
 */
async function withDeletedDestinations(db: Db, accountId: string, view: View): Promise<View> {
  const destinations = viewDestinations(view.type, view.metacontent);
  const existing = await findViewTypes(db, accountId, destinations);
  const deleted = destinations.filter((id) => !existing.has(id));
  return deleted.length > 0 ? { ...view, deletedDestinations: deleted } : view;
}

/** The all-views list of the group editor. */
export async function listAllViews(app: FastifyInstance, actor: AuthContext): Promise<ViewSummary[]> {
  const rows = await listViews(app.db, actor.accountId);
  return rows.map((row) => ({ uuid: row.id, name: row.name, type: row.type }));
}

/** Home lists these: the views of the caller's groups, whatever the caller's roles. */
export async function listMyViews(app: FastifyInstance, actor: AuthContext): Promise<MyViewEntry[]> {
  const rows = await listViewsOfMember(app.db, actor.accountId, actor.userId);
  return rows.map((row) => ({ beView: { uuid: row.id, name: row.name, type: row.type } }));
}
