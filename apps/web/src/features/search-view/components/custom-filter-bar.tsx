import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { CustomFilter, Row } from '../types';
import classes from './filter-bars.module.css';
import { NumberFilterControl } from './number-filter-control';

// Its picker is Mantine's: only a page with an 'Exact' filter downloads it.
const ExactFilterControl = lazy(() => import('./exact-filter-control'));

interface CustomFilterBarProps {
  filters: readonly CustomFilter[];
  /** The loaded rows, whose values an 'Exact' filter offers when the API's document lists none. */
  rows: readonly Row[];
  /** A change waits its 2 s before the rows reload (SPEC.md §4); the bar says so meanwhile. */
  pending: boolean;
  onChange: (filters: CustomFilter[]) => void;
}

/** Its label where the picker will be, so the row does not move when the picker arrives. */
function ExactFilterPlaceholder({ label }: { label: string }) {
  return (
    <div className={classes.numberFilter} aria-hidden="true">
      <span className={classes.exactLabel}>{label}</span>
      <span className={classes.exactPlaceholder} />
    </div>
  );
}

/** The view's custom filters: 'Number' (SPEC.md §9) and 'Exact' (DESIGN.md §7d), in the view's order. */
export function CustomFilterBar({ filters, rows, pending, onChange }: CustomFilterBarProps) {
  if (filters.length === 0) return null;
  const replace = (next: CustomFilter) =>
    onChange(filters.map((filter) => (filter.field === next.field ? next : filter)));
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar-like row of filter groups, not a form fieldset
    <div className={classes.bar} role="group" aria-label="Custom filters">
      {filters.map((filter) =>
        filter.type === 'Exact' ? (
          <Suspense key={filter.field} fallback={<ExactFilterPlaceholder label={filter.label} />}>
            <ExactFilterControl filter={filter} rows={rows} onChange={replace} />
          </Suspense>
        ) : (
          <NumberFilterControl key={filter.field} filter={filter} onChange={replace} />
        ),
      )}
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
