import { randomUUID } from 'node:crypto';
import type { AuditAction, AuditDetails, AuditTargetType } from '@portal/contracts';
import type { Db } from '../../db/database.ts';

/** Who made the change: a person of an account, or the account with nobody known (a provisioning client). */
export type AuditActor = { accountId: string; userId: string | null };

export type AuditTargetRef = { type: AuditTargetType; id: string; name: string };

/**
 * Keys whose values are never written, whatever a caller passes: the log is read by every admin and
 * kept for a year, so a credential in it would outlive the credential's own rotation.
 */
const secretKey = /password|passwd|secret|token|api_?key|authorization|cookie/i;

function withoutSecrets(details: AuditDetails): AuditDetails {
  return Object.fromEntries(Object.entries(details).filter(([key]) => !secretKey.test(key)));
}

/**
 * Writes one audit entry and answers its id; `actor` null when nobody is known (a sign-in or a
 * registration refused before any account). Pass the transaction that makes the change, so that the
 * entry commits with it and a change that fails leaves none (DESIGN.md §7b).
 */
export async function recordAudit(
  trx: Db,
  actor: AuditActor | null,
  action: AuditAction,
  target: AuditTargetRef | null,
  details: AuditDetails = {},
): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto('audit_log')
    .values({
      id,
      account_id: actor?.accountId ?? null,
      user_id: actor?.userId ?? null,
      action,
      detail: JSON.stringify(withoutSecrets(details)),
      created_at: Date.now(),
      target_type: target?.type ?? null,
      target_id: target?.id ?? null,
      target_name: target?.name.slice(0, 200) ?? null,
    })
    .execute();
  return id;
}

/**
 * Takes back entries of a change that was undone after its transaction, because what followed it
 * failed (an invitation whose mail could not be sent): the log keeps only what happened.
 */
export async function eraseAuditEntries(trx: Db, accountId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await trx.deleteFrom('audit_log').where('account_id', '=', accountId).where('id', 'in', ids).execute();
}
