import { ok, publicClient } from '../../../lib/api-client';

/** POST /api/activateaccount: answers the e-mail the new account signs in with. */
export function activateAccount(accountUuid: string): Promise<{ message: string; email: string }> {
  return ok(publicClient.POST('/api/activateaccount', { body: { accountUuid } }));
}
