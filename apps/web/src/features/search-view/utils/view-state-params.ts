import type { CustomFilter, ExactValue, SortState } from '../types';
import { chooseValues, chosenValues } from './exact-filter';
import { toNumber } from './number-filter';

/** The query parameters that carry the sort and the number filters beside SPEC.md's `search`. */
export const sortParamName = 'sort';
export const numbersParamName = 'numbers';

/** 'field:asc' or 'field:desc'; null without a sort. */
export function encodeSort(sort: SortState): string | null {
  return sort ? `${sort.field}:${sort.direction}` : null;
}

export function decodeSort(raw: string | null): SortState {
  const match = raw?.match(/^(.+):(asc|desc)$/);
  return match ? { field: match[1], direction: match[2] as 'asc' | 'desc' } : null;
}

/** A number filter's value and range, or an 'Exact' filter's chosen values. */
type NumberSetting = {
  field: string;
  value?: number | null;
  valueRange?: number | null;
  values?: ExactValue[];
};

/** The custom filters that are on, as the `numbers` parameter holds them. */
function settingsOf(filters: readonly CustomFilter[]): NumberSetting[] {
  return filters
    .filter((filter) => filter.isVisible)
    .map((filter) =>
      filter.type === 'Exact'
        ? { field: filter.field, values: chosenValues(filter) }
        : {
            field: filter.field,
            value: toNumber(filter.value),
            ...(filter.isVisibleRange ? { valueRange: toNumber(filter.valueRange) } : {}),
          },
    );
}

const isExactValue = (value: unknown): value is ExactValue =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * The `numbers` parameter for the filters as they are now; null when they are as the view was saved,
 * so a plain link to the page stays plain.
 */
export function encodeNumbers(
  filters: readonly CustomFilter[],
  saved: readonly CustomFilter[],
): string | null {
  const now = JSON.stringify(settingsOf(filters));
  return now === JSON.stringify(settingsOf(saved)) ? null : now;
}

function readSettings(raw: string): Map<string, NumberSetting> | undefined {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return undefined;
    const settings = new Map<string, NumberSetting>();
    for (const item of parsed) {
      if (typeof item !== 'object' || item === null || typeof item.field !== 'string') return undefined;
      settings.set(
        item.field,
        Array.isArray(item.values)
          ? { field: item.field, values: item.values.filter(isExactValue) }
          : {
              field: item.field,
              value: toNumber(item.value),
              ...('valueRange' in item ? { valueRange: toNumber(item.valueRange) } : {}),
            },
      );
    }
    return settings;
  } catch {
    return undefined;
  }
}

/** A custom filter turned off: no value, no range, no values chosen. */
export function turnedOff(filter: CustomFilter): CustomFilter {
  if (filter.type === 'Exact') return chooseValues(filter, []);
  return { ...filter, isVisible: false, value: null, isVisibleRange: false, valueRange: null };
}

/**
 * The view's custom filters as the `numbers` parameter sets them: those it lists are on with their
 * values, the others off. Without the parameter, or with one that cannot be read, they stay as saved.
 */
export function applyNumbers(filters: readonly CustomFilter[], raw: string | null): CustomFilter[] {
  const settings = raw ? readSettings(raw) : undefined;
  if (!settings) return [...filters];
  return filters.map((filter) => {
    const setting = settings.get(filter.field);
    if (!setting) return turnedOff(filter);
    if (filter.type === 'Exact') return chooseValues(filter, setting.values ?? []);
    const ranged = 'valueRange' in setting;
    return {
      ...filter,
      isVisible: true,
      value: setting.value,
      isVisibleRange: ranged,
      valueRange: ranged ? (setting.valueRange ?? null) : null,
    };
  });
}
