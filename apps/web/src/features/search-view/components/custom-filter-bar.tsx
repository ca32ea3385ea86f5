import type { CustomFilter } from '../types';
import classes from './filter-bars.module.css';
import { NumberFilterControl } from './number-filter-control';

interface CustomFilterBarProps {
  filters: readonly CustomFilter[];
  onChange: (filters: CustomFilter[]) => void;
}

/** The view's custom filters; only 'Number' exists (SPEC.md §9). */
export function CustomFilterBar({ filters, onChange }: CustomFilterBarProps) {
  const numbers = filters.filter((filter) => filter.type === 'Number');
  if (numbers.length === 0) return null;
  const replace = (next: CustomFilter) =>
    onChange(filters.map((filter) => (filter.field === next.field ? next : filter)));
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar-like row of filter groups, not a form fieldset
    <div className={classes.bar} role="group" aria-label="Custom filters">
      {numbers.map((filter) => (
        <NumberFilterControl key={filter.field} filter={filter} onChange={replace} />
      ))}
    </div>
  );
}
