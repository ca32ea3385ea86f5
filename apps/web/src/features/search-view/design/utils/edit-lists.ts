import { messages } from '@portal/contracts';
import { type FieldOption, fieldOptionsOf } from '../../../../lib/field-options';
import type { CustomFilter, Row, TextFilterOption, ViewColumn } from '../../types';

/** An edit either gives the new list or says why it was refused (SPEC.md §5 texts). */
export type EditResult<T> = { ok: true; list: T[] } | { ok: false; error: string };

/**
 * The fields a designer can pick, each with a value from the loaded rows: the columns' fields, then
 * the scalar fields seen in the rows.
 */
export function collectFields(columns: readonly ViewColumn[], rows: readonly Row[]): FieldOption[] {
  return fieldOptionsOf(rows, { known: columns.map((column) => column.value) });
}

export function addTextFilter(
  list: readonly TextFilterOption[],
  field: string | null,
): EditResult<TextFilterOption> {
  if (!field) return { ok: false, error: messages.searchSelectField };
  if (list.some((filter) => filter.field === field)) return { ok: false, error: messages.searchFieldExists };
  return { ok: true, list: [...list, { key: field, field, label: field }] };
}

export function addCustomFilter(
  list: readonly CustomFilter[],
  field: string | null,
  label: string,
): EditResult<CustomFilter> {
  if (!field) return { ok: false, error: messages.searchSelectField };
  if (list.some((filter) => filter.field === field)) return { ok: false, error: messages.searchFieldExists };
  const filter: CustomFilter = {
    field,
    label: label.trim() || field,
    type: 'Number',
    value: null,
    valueRange: null,
    isVisible: false,
    isVisibleRange: false,
  };
  return { ok: true, list: [...list, filter] };
}

export function addColumn(columns: readonly ViewColumn[], field: string | null): EditResult<ViewColumn> {
  if (!field) return { ok: false, error: messages.searchSelectField };
  if (columns.some((column) => column.value === field))
    return { ok: false, error: messages.searchColumnExists };
  return {
    ok: true,
    list: [...columns, { value: field, label: field, width: 'max-w-auto', hidemobile: '' }],
  };
}
