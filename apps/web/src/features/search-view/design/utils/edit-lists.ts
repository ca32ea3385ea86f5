import { messages, type ValueType } from '@portal/contracts';
import { humanizeField } from '../../../../lib/humanize-field';
import type { CustomFilter, Row, TextFilterOption, ViewColumn } from '../../types';

/** An edit either gives the new list or says why it was refused (SPEC.md §5 texts). */
export type EditResult<T> = { ok: true; list: T[] } | { ok: false; error: string };

/** The fields a designer can pick: the columns' fields, then the scalar fields seen in the loaded rows. */
export function collectFields(columns: readonly ViewColumn[], rows: readonly Row[]): string[] {
  const fields = new Set(columns.map((column) => column.value));
  for (const row of rows.slice(0, 50)) {
    for (const [key, value] of Object.entries(row)) {
      if (value === null || typeof value !== 'object') fields.add(key);
    }
  }
  return [...fields].filter(Boolean);
}

/** The fields a Number filter can work on: those whose values in the loaded rows are all numbers. */
export function numericFields(rows: readonly Row[]): string[] {
  const numeric = new Map<string, boolean>();
  for (const row of rows.slice(0, 50)) {
    for (const [key, value] of Object.entries(row)) {
      if (value === null || value === undefined) continue;
      numeric.set(key, (numeric.get(key) ?? true) && typeof value === 'number');
    }
  }
  return [...numeric].filter(([, isNumber]) => isNumber).map(([field]) => field);
}

export function addTextFilter(
  list: readonly TextFilterOption[],
  field: string | null,
): EditResult<TextFilterOption> {
  if (!field) return { ok: false, error: messages.searchSelectField };
  if (list.some((filter) => filter.field === field)) return { ok: false, error: messages.searchFieldExists };
  return { ok: true, list: [...list, { key: field, field, label: humanizeField(field) }] };
}

/** A label left empty reverts to the field's name, as people read it, and says so. */
export function settleLabel<T extends { label: string }>(
  item: T,
  field: string,
): { item: T; error?: string } {
  if (item.label.trim() !== '') return { item };
  return { item: { ...item, label: humanizeField(field) }, error: messages.searchLabelEmpty };
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
    label: label.trim() || humanizeField(field),
    type: 'Number',
    value: null,
    valueRange: null,
    isVisible: false,
    isVisibleRange: false,
  };
  return { ok: true, list: [...list, filter] };
}

/** A new column, labelled as people read its name, shown as its values suggest (`valueType`). */
export function addColumn(
  columns: readonly ViewColumn[],
  field: string | null,
  valueType: ValueType = 'text',
): EditResult<ViewColumn> {
  if (!field) return { ok: false, error: messages.searchSelectField };
  if (columns.some((column) => column.value === field))
    return { ok: false, error: messages.searchColumnExists };
  const column: ViewColumn = {
    value: field,
    label: humanizeField(field),
    width: 'max-w-auto',
    hidemobile: '',
    valueType,
  };
  return { ok: true, list: [...columns, column] };
}

/** SPEC.md §5: a blank title becomes 'Untitled View' and a blank name 'Unnamed View'. */
export const settleTitle = (title: string) => title.trim() || messages.untitledView;
export const settleName = (name: string) => name.trim() || messages.unnamedView;
