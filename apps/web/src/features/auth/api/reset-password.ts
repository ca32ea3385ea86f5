import type { ResetBody } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

export function resetPassword(input: ResetBody): Promise<unknown> {
  return apiRequest('POST', '/api/resetpassword', { body: input, redirectOnUnauthorized: false });
}
