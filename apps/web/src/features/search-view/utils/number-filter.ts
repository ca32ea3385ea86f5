import type { CustomFilter } from '../types';

/** A stored filter value as a number; blank, missing or non-numeric values are no value. */
export function toNumber(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (text === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

/** Turning the value input off clears the value, and the range goes with it. */
export function toggleValue(filter: CustomFilter, on: boolean): CustomFilter {
  if (on) return { ...filter, isVisible: true };
  return { ...filter, isVisible: false, value: null, isVisibleRange: false, valueRange: null };
}

/** Turning the range off removes the upper value. */
export function toggleRange(filter: CustomFilter, on: boolean): CustomFilter {
  return on ? { ...filter, isVisibleRange: true } : { ...filter, isVisibleRange: false, valueRange: null };
}

/** SPEC.md §5: with a range present the lower value is capped at the upper value. */
export function capLower(filter: CustomFilter): CustomFilter {
  const lower = toNumber(filter.value);
  const upper = toNumber(filter.valueRange);
  if (!filter.isVisibleRange || lower === null || upper === null || lower <= upper) return filter;
  return { ...filter, value: upper };
}

/** SPEC.md §5: the upper value may not go below the lower value. */
export function floorUpper(filter: CustomFilter): CustomFilter {
  const lower = toNumber(filter.value);
  const upper = toNumber(filter.valueRange);
  if (lower === null || upper === null || upper >= lower) return filter;
  return { ...filter, valueRange: lower };
}
