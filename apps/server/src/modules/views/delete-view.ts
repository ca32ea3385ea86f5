import { messages } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import { recordChange } from '../audit/record-change.ts';
import { deleteViewWithHolders } from './page-repository.ts';
import { findView } from './view-repository.ts';

/**
 * Deletes a page (DESIGN.md §7c): it leaves its groups and its name is free again. Pages linking to
 * it keep their links, which now lead nowhere and are shown inert; access never follows them, since
 * it is computed from the views that exist. The change is announced, so the commit reaches every
 * instance's copies of the account's views and groups before this answers (db/watch-writes.ts), and
 * no member opens it afterwards.
 */
export async function deleteView(app: FastifyInstance, actor: AuthContext, viewId: string): Promise<void> {
  const deleted = await app.db.transaction().execute(async (trx) => {
    const view = await findView(trx, actor.accountId, viewId);
    if (!view || !(await deleteViewWithHolders(trx, actor.accountId, viewId))) return false;
    await recordChange(trx, actor, 'view.delete', { type: 'view', id: viewId, name: view.name });
    return true;
  });
  if (!deleted) throw notFound(messages.viewNotFound);
}
