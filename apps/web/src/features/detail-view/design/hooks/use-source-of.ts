import { useCallback } from 'react';
import { isSettled } from '../../engine/dataset-state';
import type { Source } from '../../engine/resolve-request';
import { useEngineSnapshot } from '../../hooks/use-datasets';

/** How a dataset being designed sees the page's loaded datasets (as the engine would). */
export function useSourceOf() {
  const snapshot = useEngineSnapshot();
  return useCallback(
    (name: string): Source | undefined => {
      const state = snapshot.datasets[name];
      if (!state) return undefined;
      return { settled: isSettled(state), data: state.status === 'loaded' ? state.data : null };
    },
    [snapshot],
  );
}
