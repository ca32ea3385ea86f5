import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/identity-providers/{id}: its domains, mappings and links go; the users stay. */
export function deleteIdentityProvider(uuid: string) {
  return ok(client.DELETE('/api/identity-providers/{id}', { params: { path: { id: uuid } } }));
}

export function useDeleteIdentityProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIdentityProvider,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.signIn.providers() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.groups.all() });
    },
  });
}
