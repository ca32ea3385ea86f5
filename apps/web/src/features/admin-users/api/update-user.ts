import type { User, UserUpdateBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSessionUser } from '../../../lib/session';

export type UpdateUserInput = { uuid: string; body: UserUpdateBody };

/** PUT /api/users/{id}: the whole user as the dialog holds it; the e-mail goes back unchanged. */
export function updateUser({ uuid, body }: UpdateUserInput): Promise<User> {
  return ok(client.PUT('/api/users/{id}', { params: { path: { id: uuid } }, body }));
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  const me = useSessionUser();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async (_user, { uuid }) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.users.all() });
      // An admin editing themselves sees the new name in the shell's greeting at once.
      if (uuid === me.uuid) await queryClient.invalidateQueries({ queryKey: queryKeys.session() });
    },
  });
}
