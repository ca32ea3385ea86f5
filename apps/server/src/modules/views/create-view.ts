import { randomUUID } from 'node:crypto';
import { messages, type View, type ViewCreateBody } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import { recordChange } from '../audit/record-change.ts';
import { withServerNames } from './check-detail-view.ts';
import { checkViewReferences } from './check-view-references.ts';
import { presentView } from './present-view.ts';
import { groupExists, insertView, type ViewRow, viewNameInUse } from './view-repository.ts';

export const nameKeyOf = (name: string) => name.trim().toLowerCase();

/** The row of a new view, as stored: the content serialized, at its first version. */
export function newViewRow(
  actor: AuthContext,
  id: string,
  view: Pick<ViewCreateBody, 'name' | 'type' | 'metacontent' | 'metadata'>,
  now: number,
): ViewRow {
  return {
    id,
    account_id: actor.accountId,
    name: view.name,
    name_key: nameKeyOf(view.name),
    type: view.type,
    metacontent: JSON.stringify(view.metacontent),
    metadata: JSON.stringify(view.metadata),
    version: 1,
    created_at: now,
    updated_at: now,
    updated_by: actor.userId,
  };
}

/** A wizard's new view, put straight into the chosen group. */
export async function createView(
  app: FastifyInstance,
  actor: AuthContext,
  body: ViewCreateBody,
): Promise<View> {
  const { accountId } = actor;
  const nameKey = nameKeyOf(body.name);
  // DESIGN.md §7 gives a duplicate name 400, and the wizards read 400 as exactly that.
  if (await viewNameInUse(app.db, accountId, nameKey)) throw conflict(messages.viewExists, 'name');
  if (body.groupUuid && !(await groupExists(app.db, accountId, body.groupUuid))) {
    throw badRequest(messages.groupNotFound);
  }
  await checkViewReferences(app.db, accountId, body);
  const content = await withServerNames(app.db, accountId, body);
  const row = newViewRow(actor, randomUUID(), { ...content, name: body.name }, Date.now());
  try {
    await app.db.transaction().execute(async (trx) => {
      await insertView(trx, row, body.groupUuid);
      await recordChange(
        trx,
        actor,
        'view.create',
        { type: 'view', id: row.id, name: row.name },
        { type: row.type },
      );
    });
  } catch (error) {
    // A concurrent create may have taken the name since the check above.
    if (await viewNameInUse(app.db, accountId, nameKey)) throw conflict(messages.viewExists, 'name');
    throw error;
  }
  return presentView(row);
}
