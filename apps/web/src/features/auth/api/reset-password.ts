import type { ResetBody } from '@portal/contracts';
import { ok, publicClient } from '../../../lib/api-client';

/** POST /api/resetpassword: answers the e-mail the person signs in with from now on. */
export function resetPassword(input: ResetBody): Promise<{ message: string; email: string }> {
  return ok(publicClient.POST('/api/resetpassword', { body: input }));
}
