import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function checkResetPassword(uuid: string): Promise<unknown> {
  return apiRequest('POST', '/api/checkresetpassword', { body: { uuid }, redirectOnUnauthorized: false });
}

export const checkResetPasswordQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['check-reset-password', uuid],
    queryFn: async () => {
      await checkResetPassword(uuid);
      return true;
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCheckResetPassword(uuid: string) {
  return useQuery(checkResetPasswordQueryOptions(uuid));
}
