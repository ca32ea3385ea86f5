import { messages, type ViewSummary } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../../lib/api-client';
import { showToast } from '../../../../lib/toasts';

/** GET /api/views: the account's views, the destinations a navigation may lead to. */
export function useViews() {
  const views = useQuery({
    queryKey: ['views'],
    queryFn: () => api.get<ViewSummary[]>('/api/views'),
    staleTime: 0,
  });
  // SPEC.md §8 (detail page): 'Error loading views'.
  useEffect(() => {
    if (views.isError) showToast(messages.errorLoadingViews, 'error');
  }, [views.isError]);
  return views;
}
