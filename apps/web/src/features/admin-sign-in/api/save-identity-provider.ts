import type {
  IdentityProvider,
  IdentityProviderCreateBody,
  IdentityProviderUpdateBody,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type ProviderSave =
  | { uuid: undefined; body: IdentityProviderCreateBody }
  | { uuid: string; body: IdentityProviderUpdateBody };

/** POST /api/identity-providers, or PUT /api/identity-providers/{id} (a blank secret keeps the stored one). */
export function saveIdentityProvider(save: ProviderSave): Promise<IdentityProvider> {
  if (save.uuid === undefined) return ok(client.POST('/api/identity-providers', { body: save.body }));
  return ok(
    client.PUT('/api/identity-providers/{id}', { params: { path: { id: save.uuid } }, body: save.body }),
  );
}

export function useSaveIdentityProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIdentityProvider,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.signIn.providers() });
      // The Groups screen marks the groups a mapping names.
      await queryClient.invalidateQueries({ queryKey: queryKeys.groups.all() });
    },
  });
}
