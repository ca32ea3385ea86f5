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
  const account = provider ? { accountId: provider.accountId, userId: null } : null;
  const target = provider ? providerTarget(provider) : null;
  await recordAudit(db, account, 'sso.refused', target, { reason: code, ...details });
}

export { providerTarget };
