import type { MyViewEntry } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** SPEC.md §3: the list-entry form of a view used in design mode. */
export type ViewOption = { label: string; value: string; type: string };

export function toViewOptions(entries: readonly MyViewEntry[]): ViewOption[] {
  return entries.map(({ beView }) => ({ label: beView.name, value: beView.uuid, type: beView.type }));
}

/** GET /api/myviews, loaded when design mode is turned on; a failure is only logged (SPEC.md §8). */
export function useMyViewOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['myviews'],
    queryFn: async () => {
      try {
        return await api.get<MyViewEntry[]>('/api/myviews');
      } catch (error) {
        console.error('Could not load the views list', error);
        throw error;
      }
    },
    select: toViewOptions,
    enabled,
    staleTime: 0,
  });
}
