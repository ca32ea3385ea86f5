import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/users/{id}: the user's sessions and group memberships go with them. */
export function deleteUser(uuid: string): Promise<unknown> {
  return ok(client.DELETE('/api/users/{id}', { params: { path: { id: uuid } } }));
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all() }),
  });
}
