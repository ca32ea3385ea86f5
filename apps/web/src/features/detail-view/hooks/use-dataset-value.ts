import type { DatasetState } from '../engine/dataset-state';
import { readField } from '../engine/read-field';

/** What a field shows: its value, a spinner while its dataset is on its way, or nothing to show. */
export type FieldValue = { kind: 'loading' } | { kind: 'value'; value: unknown } | { kind: 'none' };

export function fieldValueOf(state: DatasetState | undefined, field: string): FieldValue {
  if (!state || state.status === 'waiting' || state.status === 'loading') {
    // A dataset asked for again keeps showing what it had until its answer comes.
    if (state?.data) return { kind: 'value', value: readField(state.data, field) };
    return { kind: 'loading' };
  }
  if (state.status !== 'loaded') return { kind: 'none' };
  const value = readField(state.data, field);
  return value === undefined || value === null || value === '' ? { kind: 'none' } : { kind: 'value', value };
}
