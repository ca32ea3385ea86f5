import { type MyViewEntry, messages, type View, type ViewSummary } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import { presentView } from './present-view.ts';
import { findView, findViewOfMember, listViews, listViewsOfMember } from './view-repository.ts';

/** Admins and designers read every view of the account (DESIGN.md §5). */
const readsEveryView = (actor: AuthContext) =>
  actor.roles.includes('admin') || actor.roles.includes('designer');

/** Another account's view and a view outside the user's groups are both simply not found. */
export async function getView(app: FastifyInstance, actor: AuthContext, viewId: string): Promise<View> {
  const row = readsEveryView(actor)
    ? await findView(app.db, actor.accountId, viewId)
    : await findViewOfMember(app.db, actor.accountId, viewId, actor.userId);
  if (!row) throw notFound(messages.viewNotFound);
  return presentView(row);
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
