import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** What a usable link is for: an invitation's first password, or a reset. */
export type PasswordLinkPurpose = 'reset' | 'invitation';

export async function checkResetPassword(uuid: string): Promise<PasswordLinkPurpose> {
  const reply = await apiRequest<{ purpose?: PasswordLinkPurpose }>('POST', '/api/checkresetpassword', {
    body: { uuid },
    redirectOnUnauthorized: false,
  });
  return reply?.purpose === 'invitation' ? 'invitation' : 'reset';
}

export const checkResetPasswordQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: queryKeys.links.passwordReset(uuid),
    queryFn: () => checkResetPassword(uuid),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCheckResetPassword(uuid: string) {
  return useQuery(checkResetPasswordQueryOptions(uuid));
}
