import type { RegisterBody } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

export function register(input: RegisterBody): Promise<unknown> {
  return apiRequest('POST', '/api/register', { body: input, redirectOnUnauthorized: false });
}
