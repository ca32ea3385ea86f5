import type { SavedSearch, SavedSearchCreateBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type Change =
  | { kind: 'create'; body: SavedSearchCreateBody }
  | { kind: 'rename'; uuid: string; name: string }
  | { kind: 'delete'; uuid: string };

function send(viewUuid: string, change: Change): Promise<SavedSearch | undefined> {
  switch (change.kind) {
    case 'create':
      return ok(
        client.POST('/api/views/{id}/saved-searches', {
          params: { path: { id: viewUuid } },
          body: change.body,
        }),
      );
    case 'rename':
      return ok(
        client.PUT('/api/views/{id}/saved-searches/{searchId}', {
          params: { path: { id: viewUuid, searchId: change.uuid } },
          body: { name: change.name },
        }),
      );
    case 'delete':
      return ok(
        client.DELETE('/api/views/{id}/saved-searches/{searchId}', {
          params: { path: { id: viewUuid, searchId: change.uuid } },
        }),
      );
  }
}

/** POST, PUT and DELETE of the page's saved searches; every saved-search list reads again after. */
export function useChangeSavedSearch(viewUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) => send(viewUuid, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches.all() }),
  });
}
