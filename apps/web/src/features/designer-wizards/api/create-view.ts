import type { View, ViewCreateBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshViewLists } from '../../../lib/api/views';
import { client, ok } from '../../../lib/api-client';

/** POST /api/views: 400 'View already exists' when the name is taken in the account. */
export function createView(body: ViewCreateBody): Promise<View> {
  return ok(client.POST('/api/views', { body }));
}

export function useCreateView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createView,
    // The new view is in a group: Home and the group editor list it from now on.
    onSuccess: () => refreshViewLists(queryClient),
  });
}
