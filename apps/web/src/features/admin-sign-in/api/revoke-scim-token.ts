import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/scim-tokens/{id}: the token opens nothing from now on. */
export function revokeScimToken(uuid: string) {
  return ok(client.DELETE('/api/scim-tokens/{id}', { params: { path: { id: uuid } } }));
}

export function useRevokeScimToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeScimToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.signIn.scimTokens() }),
  });
}
