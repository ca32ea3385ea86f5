import type { Navigation } from '@portal/contracts';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { EngineSnapshot } from '../engine/dataset-engine';
import type { DatasetState } from '../engine/dataset-state';
import { readField } from '../engine/read-field';
import type { ReadValue } from '../utils/build-navigation';
import { useDetailPage } from './detail-page-context';

/** The whole engine snapshot: for the few views of every dataset (warnings, Data Store, Details). */
export function useEngineSnapshot(): EngineSnapshot {
  const { engine } = useDetailPage();
  // The same snapshot on the server and while hydrating: the engine starts from the answers at hand.
  return useSyncExternalStore(engine.subscribe, engine.getSnapshot, engine.getSnapshot);
}

/**
 * The states of the named datasets; the component renders again only when one of them changes,
 * so an answer redraws the fields that show it, not the whole page.
 */
export function useDatasets(names: readonly string[]): (DatasetState | undefined)[] {
  const { engine } = useDetailPage();
  const cache = useRef<(DatasetState | undefined)[]>([]);
  const key = names.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for names
  const read = useCallback(() => {
    const { datasets } = engine.getSnapshot();
    const next = names.map((name) => datasets[name]);
    const previous = cache.current;
    if (next.length === previous.length && next.every((state, index) => state === previous[index]))
      return previous;
    cache.current = next;
    return next;
  }, [engine, key]);
  return useSyncExternalStore(engine.subscribe, read, read);
}

/** The datasets a navigation reads its values from. */
export function navigationDatasets(navigation: Navigation | undefined): string[] {
  if (!navigation) return [];
  const names = (navigation.variables ?? []).map((variable) => variable.dataset);
  if (navigation.dataset) names.push(navigation.dataset);
  return names;
}

/** Reads loaded values of the given datasets' states (undefined for anything else). */
export function readValueFrom(states: readonly (DatasetState | undefined)[]): ReadValue {
  return (dataset, field) => {
    const state = states.find((one) => one?.name === dataset);
    return state?.status === 'loaded' ? readField(state.data, field) : undefined;
  };
}
