import type { AuditAction, AuditDetails } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import type { AuthContext } from '../../plugins/session.ts';
import { type AuditTargetRef, recordAudit as recordAuditEntry } from '../audit/record-audit.ts';

type Detail = { name: string; serverId?: string; endpointId?: string; viewId?: string } & AuditDetails;

function targetOf({ name, serverId, endpointId, viewId }: Detail): AuditTargetRef | null {
  if (endpointId) return { type: 'endpoint', id: endpointId, name };
  if (serverId) return { type: 'server', id: serverId, name };
  if (viewId) return { type: 'view', id: viewId, name };
  return null;
}

/**
 * An entry whose target is the endpoint, server or view its detail names (in that order); the rest
 * of the detail is kept. `detail` must never hold a credential (the audit helper also drops any key
 * that names one).
 */
export async function recordAudit(trx: Db, actor: AuthContext, action: AuditAction, detail: Detail) {
  const { name: _name, ...rest } = detail;
  await recordAuditEntry(trx, actor, action, targetOf(detail), rest);
}
