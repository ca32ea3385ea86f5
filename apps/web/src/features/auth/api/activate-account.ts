import { ok, publicClient } from '../../../lib/api-client';

export function activateAccount(accountUuid: string): Promise<unknown> {
  return ok(publicClient.POST('/api/activateaccount', { body: { accountUuid } }));
}
