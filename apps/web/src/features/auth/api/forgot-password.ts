import { ok, publicClient } from '../../../lib/api-client';

export function forgotPassword(input: { email: string }): Promise<{ message: string }> {
  return ok(publicClient.POST('/api/forgotpassword', { body: input }));
}
