import { Loader } from '@mantine/core';
import type { CustomFilter } from '../types';
import classes from './filter-bars.module.css';
import { NumberFilterControl } from './number-filter-control';

interface CustomFilterBarProps {
  filters: readonly CustomFilter[];
  /** A change waits its 2 s before the rows reload (SPEC.md §4); the bar says so meanwhile. */
  pending: boolean;
  onChange: (filters: CustomFilter[]) => void;
}

/** The view's custom filters; only 'Number' exists (SPEC.md §9). */
export function CustomFilterBar({ filters, pending, onChange }: CustomFilterBarProps) {
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
      <span className={classes.pending} role="status" aria-live="polite">
        {pending && (
          <>
            <Loader size={12} color="brand.9" aria-hidden="true" />
            Applying filters…
          </>
        )}
      </span>
    </div>
  );
}
