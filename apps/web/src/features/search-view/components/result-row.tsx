import { memo } from 'react';
import { formatValue } from '../../../lib/format-value';
import type { Row, ViewColumn } from '../types';
import { buildDetailHref } from '../utils/build-detail-href';
import { alignOf } from '../utils/column-layout';
import classes from './results-table.module.css';

interface ResultRowProps {
  index: number;
  top: number;
  row: Row;
  columns: readonly ViewColumn[];
  onNavigate: (column: ViewColumn, row: Row, event: React.MouseEvent) => void;
}

function ResultCell({
  column,
  row,
  onNavigate,
}: Pick<ResultRowProps, 'row' | 'onNavigate'> & { column: ViewColumn }) {
  const text = formatValue(row[column.value], column.valueType);
  const align = alignOf(column.valueType);
  if (!column.navigation) {
    return (
      // biome-ignore lint/a11y/useSemanticElements: rows are absolutely placed by the virtualizer, which a <table> layout does not allow
      <div role="cell" className={classes.cell} data-align={align}>
        {text}
      </div>
    );
  }
  const href = buildDetailHref(column.navigation, row);
  const navigate = (event: React.MouseEvent) => onNavigate(column, row, event);
  return (
    // biome-ignore lint/a11y/useSemanticElements: rows are absolutely placed by the virtualizer, which a <table> layout does not allow
    <div role="cell" className={classes.cell} data-align={align}>
      {href ? (
        <a className={classes.link} href={href} onClick={navigate}>
          {text}
        </a>
      ) : (
        <button type="button" className={classes.link} onClick={navigate}>
          {text}
        </button>
      )}
    </div>
  );
}

/**
 * One row of results, placed by the virtualizer. The table hands the same element a new row as it
 * scrolls (see results-table.tsx), so only text and position change, never the element itself.
 */
export const ResultRow = memo(function ResultRow({ index, top, row, columns, onNavigate }: ResultRowProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: rows are absolutely placed by the virtualizer, which a <table> layout does not allow; a table row is not interactive
    <div
      role="row"
      aria-rowindex={index + 2}
      className={classes.row}
      data-odd={index % 2 === 1 || undefined}
      style={{ transform: `translateY(${top}px)` }}
    >
      {columns.map((column) => (
        <ResultCell key={column.value} column={column} row={row} onNavigate={onNavigate} />
      ))}
    </div>
  );
});

/** A cell whose text is cut off shows the whole of it on hover; set when hovered, not on every cell. */
export function showCutText(event: { target: EventTarget }) {
  const cell = (event.target as HTMLElement).closest<HTMLElement>('[role=cell]');
  if (!cell) return;
  if (cell.scrollWidth > cell.clientWidth) cell.title = cell.textContent ?? '';
  else cell.removeAttribute('title');
}
