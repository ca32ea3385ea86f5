import { messages } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import { recordChange } from '../audit/record-change.ts';
import { groupTarget, memberDetails } from './group-members.ts';
import { findGroup, insertGroupUser } from './group-repository.ts';

/**
 * A new user put in groups inside the transaction that creates them (an admin picks the groups while
 * inviting): each membership is audited as the Groups screen's would be, and a group that is not the
 * account's undoes the whole change. Answers the audit entries written.
 */
export async function addMembershipsWith(
  trx: Db,
  actor: AuthContext,
  user: { id: string; email: string },
  groupIds: readonly string[],
): Promise<string[]> {
  const entries: string[] = [];
  for (const groupId of groupIds) {
    const group = await findGroup(trx, actor.accountId, groupId);
    if (!group) throw notFound(messages.groupNotFound);
    await insertGroupUser(trx, actor.accountId, group.id, user.id);
    entries.push(await recordChange(trx, actor, 'group.member_add', groupTarget(group), memberDetails(user)));
  }
  return entries;
}
