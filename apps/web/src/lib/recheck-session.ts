import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from './api-client';
import { queryKeys } from './query-keys';

/**
 * A 403 means the server no longer grants what this tab believes (say, an admin was just demoted):
 * asking for the session again updates its abilities, so the route guard and the menu follow at once.
 */
export function useRecheckSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 403) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.session() });
      }
    },
    [queryClient],
  );
}
