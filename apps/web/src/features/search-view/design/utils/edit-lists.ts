import { type CustomFilterType, messages, type ValueType } from '@portal/contracts';
import type { EndpointAbilities } from '../../../../lib/api/endpoint-abilities';
import { newExactFilter } from '../../../../lib/declared-conditions';
import { type FieldOption, fieldOptionsOf } from '../../../../lib/field-options';
import { humanizeField } from '../../../../lib/humanize-field';
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

/**
 * A new custom filter: 'Number' (SPEC.md §3), or 'Exact' (DESIGN.md §7d) with its values offered from
 * the endpoint's document when it lists them.
 */
export function addCustomFilter(
  list: readonly CustomFilter[],
  field: string | null,
  label: string,
  type: CustomFilterType = 'Number',
  endpoint: EndpointAbilities = {},
): EditResult<CustomFilter> {
  if (!field) return { ok: false, error: messages.searchSelectField };
  if (list.some((filter) => filter.field === field)) return { ok: false, error: messages.searchFieldExists };
  if (type === 'Exact')
    return {
      ok: true,
      list: [...list, newExactFilter(field, label, endpoint.described, endpoint.abilities)],
    };
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
