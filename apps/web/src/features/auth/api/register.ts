import type { RegisterBody } from '@portal/contracts';
import { ok, publicClient } from '../../../lib/api-client';

export function register(input: RegisterBody): Promise<unknown> {
  return ok(publicClient.POST('/api/register', { body: input }));
}
