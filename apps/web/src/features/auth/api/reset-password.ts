import type { ResetBody } from '@portal/contracts';
import { ok, publicClient } from '../../../lib/api-client';

export function resetPassword(input: ResetBody): Promise<unknown> {
  return ok(publicClient.POST('/api/resetpassword', { body: input }));
}
