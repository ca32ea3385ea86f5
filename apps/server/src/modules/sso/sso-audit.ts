import { randomUUID } from 'node:crypto';
import type { AuditDetails, SsoRefusalCode } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { ProviderRecord } from './identity-provider-repository.ts';

const providerTarget = (provider: ProviderRecord) =>
  ({ type: 'provider', id: provider.id, name: provider.name }) as const;

/**
 * A refused single sign-on, in the provider's account when it is known (nobody signed in: no actor);
 * a callback whose flow is gone names no account, and is recorded without one.
 */
export async function recordRefusal(
  db: Db,
  provider: ProviderRecord | undefined,
  code: SsoRefusalCode,
  details: AuditDetails,
): Promise<void> {
  if (provider) {
    await recordAudit(
      db,
      { accountId: provider.accountId, userId: null },
      'sso.refused',
      providerTarget(provider),
      {
        reason: code,
        ...details,
      },
    );
    return;
  }
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      account_id: null,
      user_id: null,
      action: 'sso.refused',
      detail: JSON.stringify({ reason: code, ...details }),
      created_at: Date.now(),
      target_type: null,
      target_id: null,
      target_name: null,
    })
    .execute();
}

export { providerTarget };
