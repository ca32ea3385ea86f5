import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { SortState, ViewColumn } from '../types';
import { alignOf } from '../utils/column-layout';
import { ariaSortOf } from '../utils/next-sort';
import classes from './results-table.module.css';

interface SortableHeaderProps {
  column: ViewColumn;
  sort: SortState;
  designMode: boolean;
  /** Absent when the page's server cannot sort: the header is then a plain label. */
  onSort?: (field: string) => void;
}

const icons = { ascending: ArrowUp, descending: ArrowDown, none: ArrowUpDown };

export function SortableHeader({ column, sort, designMode, onSort }: SortableHeaderProps) {
  const ariaSort = ariaSortOf(sort, column.value);
  const Icon = icons[ariaSort];
  if (!onSort)
    return (
      // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: see below; nothing to press
      <div role="columnheader" className={classes.headerCell}>
        <span
          className={classes.sortButton}
          data-static
          data-align={alignOf(column.valueType)}
          title={column.label}
        >
          <span className={classes.sortLabel}>{column.label}</span>
        </span>
      </div>
    );
  return (
    // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: rows are absolutely placed by the virtualizer, which a <table> layout does not allow; its sort button takes the focus
    <div role="columnheader" aria-sort={ariaSort} className={classes.headerCell}>
      <button
        type="button"
        className={classes.sortButton}
        data-sorted={ariaSort !== 'none' || undefined}
        data-design={designMode || undefined}
        data-align={alignOf(column.valueType)}
        title={column.label}
        // SPEC.md §4: sorting is ignored in design mode.
        onClick={() => designMode || onSort(column.value)}
      >
        <span className={classes.sortLabel}>{column.label}</span>
        <Icon className={classes.sortIcon} size={14} aria-hidden="true" />
      </button>
    </div>
  );
}
