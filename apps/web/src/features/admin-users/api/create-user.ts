import type { User, UserCreateBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/users: the new user gets an invitation e-mail whose link sets their password. */
export function createUser(body: UserCreateBody): Promise<User> {
  return ok(client.POST('/api/users', { body }));
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all() }),
  });
}
