import { apiRequest } from '../../../lib/api-client';

export function activateAccount(accountUuid: string): Promise<unknown> {
  return apiRequest('POST', '/api/activateaccount', { body: { accountUuid }, redirectOnUnauthorized: false });
}
