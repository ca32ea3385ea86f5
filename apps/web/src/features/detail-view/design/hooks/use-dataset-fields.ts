import { useMemo } from 'react';
import { type FieldOption, fieldOptionsOf } from '../../../../lib/field-options';
import { useEngineSnapshot } from '../../hooks/use-datasets';
import { useListRows } from '../../hooks/use-list-rows';

/**
 * The fields of a dataset as it is loaded on the page, each with a value it holds: a record's or a
 * lookup's own fields, a list's fields over its first rows. `known` fields (already in use) come first.
 */
export function useDatasetFields(name: string | null | undefined, known: readonly string[] = []) {
  const snapshot = useEngineSnapshot();
  const state = name ? snapshot.datasets[name] : undefined;
  const list = useListRows(state?.type === 'list' ? state : undefined);
  const knownKey = known.join('\n');
  return useMemo<FieldOption[]>(() => {
    const rows = state?.type === 'list' ? list.rows : state?.data ? [state.data] : [];
    return fieldOptionsOf(rows, { known: knownKey ? knownKey.split('\n') : [], nested: true });
  }, [state, list.rows, knownKey]);
}
