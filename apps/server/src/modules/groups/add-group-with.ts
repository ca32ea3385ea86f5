import { randomUUID } from 'node:crypto';
import { type Group, messages } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import { recordChange } from '../audit/record-change.ts';
import { groupNameInUse, insertGroup } from './group-repository.ts';

/**
 * A new group inside a transaction another change opens (pages created from an API and given to a
 * new group, DESIGN.md §7d): it goes, or stays, with that change.
 */
export async function addGroupWith(trx: Db, actor: AuthContext, name: string): Promise<Group> {
  if (await groupNameInUse(trx, actor.accountId, name)) throw conflict(messages.groupNameTaken, 'groupName');
  const id = randomUUID();
  await insertGroup(trx, { id, accountId: actor.accountId, name });
  await recordChange(trx, actor, 'group.create', { type: 'group', id, name });
  return { uuid: id, name };
}
