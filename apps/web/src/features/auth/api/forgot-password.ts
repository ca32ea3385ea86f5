import { apiRequest } from '../../../lib/api-client';

export function forgotPassword(input: { email: string }): Promise<{ message: string }> {
  return apiRequest('POST', '/api/forgotpassword', { body: input, redirectOnUnauthorized: false });
}
