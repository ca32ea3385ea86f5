import type { AuditAction, AuditDetails } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { announceChange } from '../../db/watch-writes.ts';
import { type AuditActor, type AuditTargetRef, recordAudit } from './record-audit.ts';

/**
 * A change to the account's copied rows (its users, sessions, groups, members, views, servers,
 * endpoints, connections), made in `trx`: announced, so that every instance drops the account's
 * copies once it commits (db/watch-writes.ts), and written to the audit log in the same transaction
 * (record-audit.ts). Answers the entry's id. A change that writes no entry by design (a sign-in, a
 * profile or password of one's own) calls announceChange itself; an entry for a change of nothing
 * copied (an invitation, a SCIM token) calls recordAudit.
 */
export async function recordChange(
  trx: Db,
  actor: AuditActor,
  ...entry: [action: AuditAction, target: AuditTargetRef | null, details?: AuditDetails]
): Promise<string> {
  await announceChange(trx, actor.accountId);
  return recordAudit(trx, actor, ...entry);
}
