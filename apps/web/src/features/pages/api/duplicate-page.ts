import type { ViewDuplicate } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterPageChange } from './refresh-after-page-change';

/** POST /api/views/{id}/duplicate: a copy named '{name} (copy)', in no group. */
export function duplicatePage(viewUuid: string): Promise<ViewDuplicate> {
  return api.post<ViewDuplicate>(`/api/views/${encodeURIComponent(viewUuid)}/duplicate`);
}

export function useDuplicatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicatePage,
    onSuccess: () => refreshAfterPageChange(queryClient),
  });
}
