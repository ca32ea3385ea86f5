import type { ScimTokenBody, ScimTokenCreated } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/scim-tokens: the answer holds the token, shown this once. */
export function createScimToken(body: ScimTokenBody): Promise<ScimTokenCreated> {
  return ok(client.POST('/api/scim-tokens', { body }));
}

export function useCreateScimToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createScimToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.signIn.scimTokens() }),
  });
}
