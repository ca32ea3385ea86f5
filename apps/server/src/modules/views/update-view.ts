import { messages, type View, type ViewUpdateBody } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import { recordChange } from '../audit/record-change.ts';
import { withServerNames } from './check-detail-view.ts';
import { checkViewReferences } from './check-view-references.ts';
import { nameKeyOf } from './create-view.ts';
import { presentView } from './present-view.ts';
import { findView, updateViewAtVersion, viewNameInUse } from './view-repository.ts';

const staleVersion = () => new AppError('stale_version', messages.staleViewVersion);

/** Saves the whole view over the version the designer read, so nobody overwrites a newer save unseen. */
export async function updateView(
  app: FastifyInstance,
  actor: AuthContext,
  viewId: string,
  body: ViewUpdateBody,
): Promise<View> {
  const { accountId } = actor;
  const existing = await findView(app.db, accountId, viewId);
  if (!existing) throw notFound(messages.viewNotFound);
  if (existing.version !== body.version) throw staleVersion();
  if (existing.type !== body.type) throw badRequest(messages.viewTypeCannotChange);
  const nameKey = nameKeyOf(body.name);
  if (await viewNameInUse(app.db, accountId, nameKey, viewId)) throw conflict(messages.viewExists, 'name');
  await checkViewReferences(app.db, accountId, body);
  const content = await withServerNames(app.db, accountId, body);
  const changes = {
    name: body.name,
    name_key: nameKey,
    metacontent: JSON.stringify(content.metacontent),
    metadata: JSON.stringify(content.metadata),
    updated_by: actor.userId,
  };
  let saved: boolean;
  try {
    saved = await app.db.transaction().execute(async (trx) => {
      const done = await updateViewAtVersion(trx, accountId, viewId, body.version, changes);
      const renamed = existing.name !== body.name ? { renamedFrom: existing.name } : undefined;
      // A save over a newer version changed no row: nothing to announce or record.
      if (done)
        await recordChange(trx, actor, 'view.update', { type: 'view', id: viewId, name: body.name }, renamed);
      return done;
    });
  } catch (error) {
    // A concurrent create or rename may have taken the name since the check above.
    if (await viewNameInUse(app.db, accountId, nameKey, viewId)) throw conflict(messages.viewExists, 'name');
    throw error;
  }
  if (!saved) {
    if (!(await findView(app.db, accountId, viewId))) throw notFound(messages.viewNotFound);
    throw staleVersion();
  }
  return presentView({ ...existing, ...changes, version: body.version + 1 });
}
