import type { LoginBody, SessionUser } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { computeFingerprint } from '../../../lib/fingerprint';
import { queryKeys } from '../../../lib/query-keys';

export type LoginInput = Pick<LoginBody, 'email' | 'password'>;

export async function login(input: LoginInput): Promise<SessionUser> {
  const fingerprint = await computeFingerprint();
  return apiRequest<SessionUser>('POST', '/api/login', {
    body: { ...input, fingerprint },
    redirectOnUnauthorized: false,
  });
}

/** Signing in makes the returned user the session of this tab. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.session(), user),
  });
}
