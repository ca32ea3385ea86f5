import type { ViewDuplicate } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshViewLists, viewPath } from '../../../lib/api/views';
import { api } from '../../../lib/api-client';

/** POST /api/views/{id}/duplicate: a copy named '{name} (copy)', in no group. */
export function duplicatePage(viewUuid: string): Promise<ViewDuplicate> {
  return api.post<ViewDuplicate>(`${viewPath(viewUuid)}/duplicate`);
}

export function useDuplicatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicatePage,
    onSuccess: () => refreshViewLists(queryClient),
  });
}
