import type { ProfileUpdateBody, SessionUser } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /api/me: answers the session user with the new names. */
export function updateProfile(body: ProfileUpdateBody): Promise<SessionUser> {
  return ok(client.PUT('/api/me', { body }));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The shell greets the user from the session, so the new names show at once.
    onSuccess: (user) => queryClient.setQueryData(queryKeys.session(), user),
  });
}
