import type { QueryClient } from '@tanstack/react-query';

/**
 * A page deleted or copied changes the views lists (this screen's and the group editor's), what
 * groups hold and open, and Home. Their keys are named here since features do not import each other.
 */
export async function refreshAfterPageChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['views'] }),
    queryClient.invalidateQueries({ queryKey: ['groups'] }),
    queryClient.invalidateQueries({ queryKey: ['myviews'] }),
  ]);
}
