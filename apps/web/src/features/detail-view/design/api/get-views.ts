import { messages } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { viewsQueryOptions } from '../../../../lib/api/views';
import { showToast } from '../../../../lib/toasts';

/** GET /api/views: the account's views, the destinations a navigation may lead to. */
export function useViews() {
  const views = useQuery({ ...viewsQueryOptions, staleTime: 0 });
  // SPEC.md §8 (detail page): 'Error loading views'.
  useEffect(() => {
    if (views.isError) showToast(messages.errorLoadingViews, 'error');
  }, [views.isError]);
  return views;
}
