import type { ViewDuplicate } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshViewLists } from '../../../lib/api/views';
import { client, ok } from '../../../lib/api-client';

/** POST /api/views/{id}/duplicate: a copy named '{name} (copy)', in no group. */
export function duplicateView(viewUuid: string): Promise<ViewDuplicate> {
  return ok(client.POST('/api/views/{id}/duplicate', { params: { path: { id: viewUuid } } }));
}

export function useDuplicateView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateView,
    onSuccess: () => refreshViewLists(queryClient),
  });
}
