import { mainDatasetName } from '@portal/contracts';
import { useEffect, useRef } from 'react';
import { showToast } from '../../../lib/toasts';
import type { EngineSnapshot } from '../engine/dataset-engine';

/**
 * SPEC.md §8: a dataset that fails to load says so once ('Error loading dataset: {name}' or the
 * server's message followed by ': {name}'). Main's failure is the 'Record not found' panel instead.
 */
export function useDatasetErrorToasts(snapshot: EngineSnapshot) {
  const shown = useRef(new Set<string>());
  useEffect(() => {
    for (const state of Object.values(snapshot.datasets)) {
      const id = `${state.name}\n${state.key}`;
      // A data server the person must connect to first is offered on the page, not as an error.
      if (state.status !== 'failed' || !state.error || state.connectTo || shown.current.has(id)) continue;
      shown.current.add(id);
      if (state.name !== mainDatasetName) showToast(state.error, 'error');
    }
  }, [snapshot]);
}
