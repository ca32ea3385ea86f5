import type { SavedSearch, SavedSearchCreateBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { savedSearchesPath } from './get-saved-searches';

const onePath = (viewUuid: string, uuid: string) =>
  `${savedSearchesPath(viewUuid)}/${encodeURIComponent(uuid)}`;

type Change =
  | { kind: 'create'; body: SavedSearchCreateBody }
  | { kind: 'rename'; uuid: string; name: string }
  | { kind: 'delete'; uuid: string };

function send(viewUuid: string, change: Change): Promise<SavedSearch | undefined> {
  switch (change.kind) {
    case 'create':
      return api.post<SavedSearch>(savedSearchesPath(viewUuid), change.body);
    case 'rename':
      return api.put<SavedSearch>(onePath(viewUuid, change.uuid), { name: change.name });
    case 'delete':
      return api.delete<undefined>(onePath(viewUuid, change.uuid));
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
