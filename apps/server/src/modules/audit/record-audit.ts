import { randomUUID } from 'node:crypto';
import type { AuditAction, AuditDetails, AuditTargetType } from '@portal/contracts';
import type { Db } from '../../db/database.ts';

/** Who made the change: a signed-in person of an account, or (sign-in refused) nobody known. */
export type AuditActor = { accountId: string; userId: string | null };

export type AuditTargetRef = { type: AuditTargetType; id: string; name: string };

/**
 * Keys whose values are never written, whatever a caller passes: the log is read by every admin and
 * kept for a year, so a credential in it would outlive the credential's own rotation.
 */
const secretKey = /pass(word)?|secret|token|api_?key|authorization|cookie|credential/i;

function withoutSecrets(details: AuditDetails): AuditDetails {
  return Object.fromEntries(Object.entries(details).filter(([key]) => !secretKey.test(key)));
}

/**
 * Writes one audit entry. Pass the transaction that makes the change, so that the entry commits
 * with it and a change that fails leaves none (DESIGN.md §7b).
 */
export async function recordAudit(
  trx: Db,
  actor: AuditActor,
  action: AuditAction,
  target: AuditTargetRef | null,
  details: AuditDetails = {},
): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      account_id: actor.accountId,
      user_id: actor.userId,
      action,
      detail: JSON.stringify(withoutSecrets(details)),
      created_at: Date.now(),
      target_type: target?.type ?? null,
      target_id: target?.id ?? null,
      target_name: target?.name.slice(0, 200) ?? null,
    })
    .execute();
}
