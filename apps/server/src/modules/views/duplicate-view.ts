import { randomUUID } from 'node:crypto';
import { copyNameOf, messages, type ViewDuplicate } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import { recordChange } from '../audit/record-change.ts';
import { nameKeyOf } from './create-view.ts';
import { viewNameKeysStartingWith } from './page-repository.ts';
import { findView, insertView, viewNameInUse } from './view-repository.ts';

/** A concurrent duplicate may take the name found free; after this many tries the error stands. */
const attempts = 5;

/** The first free name of "{name} (copy)", "{name} (copy 2)"… in the account. */
async function freeCopyName(app: FastifyInstance, accountId: string, name: string): Promise<string> {
  // One query for the usual case; a long name is shortened more for higher numbers, so a candidate
  // outside the prefix is still asked about on its own.
  const prefix = nameKeyOf(copyNameOf(name, 1)).slice(0, -1);
  const taken = await viewNameKeysStartingWith(app.db, accountId, prefix);
  for (let attempt = 1; ; attempt++) {
    const candidate = copyNameOf(name, attempt);
    const key = nameKeyOf(candidate);
    if (!taken.has(key) && !(await viewNameInUse(app.db, accountId, key))) return candidate;
  }
}

/**
 * Copies a page to start a variant (DESIGN.md §7c): the same content and links, a name of its own,
 * in no group, so nobody sees it until a designer shares it.
 */
export async function duplicateView(
  app: FastifyInstance,
  actor: AuthContext,
  viewId: string,
): Promise<ViewDuplicate> {
  const { accountId } = actor;
  const original = await findView(app.db, accountId, viewId);
  if (!original) throw notFound(messages.viewNotFound);
  for (let attempt = 1; ; attempt++) {
    const name = await freeCopyName(app, accountId, original.name);
    const now = Date.now();
    const row = {
      ...original,
      id: randomUUID(),
      name,
      name_key: nameKeyOf(name),
      version: 1,
      created_at: now,
      updated_at: now,
      updated_by: actor.userId,
    };
    try {
      await app.db.transaction().execute(async (trx) => {
        await insertView(trx, row, undefined);
        const target = { type: 'view', id: row.id, name } as const;
        await recordChange(trx, actor, 'view.create', target, { type: row.type, duplicateOf: original.name });
      });
      return { uuid: row.id, name };
    } catch (error) {
      if (attempt >= attempts || !(await viewNameInUse(app.db, accountId, row.name_key))) throw error;
    }
  }
}
