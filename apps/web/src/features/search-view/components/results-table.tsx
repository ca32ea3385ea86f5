import { Loader } from '@mantine/core';
import { messages } from '@portal/contracts';
import { type CSSProperties, memo, useEffect, useMemo, useRef, useState } from 'react';
import { useBottomSentinel } from '../../../lib/use-bottom-sentinel';
import { useScrollMemory } from '../hooks/use-scroll-memory';
import type { Row, ShownColumn, SortState, ViewColumn } from '../types';
import { gridTemplateOf } from '../utils/column-layout';
import { measureHeaderRem } from '../utils/measure-header';
import { headerHeight, rowHeight } from '../utils/row-window';
import classes from './results-table.module.css';
import { SortableHeader } from './sortable-header';
import { VirtualRows } from './virtual-rows';

interface ResultsTableProps {
  title: string;
  columns: readonly ShownColumn[];
  rows: readonly Row[];
  total: number | null;
  loading: boolean;
  hasMore: boolean;
  failed: boolean;
  /** What the server said of the failure, shown under it. */
  failureReason?: string | null;
  sort: SortState;
  designMode: boolean;
  /** Absent when the page's server cannot sort. */
  onSort?: (field: string) => void;
  onLoadMore: () => void;
  onRetry: () => void;
  onNavigate: (column: ViewColumn, row: Row, event: React.MouseEvent) => void;
  /** Where the table's scroll position is remembered, and whether this visit returns to it (Back). */
  scrollAddress: string;
  returning: boolean;
  /** On a phone: a tap anywhere on a row opens it, so no column has to be scrolled to. */
  onOpenRow?: (row: Row, event: React.MouseEvent) => void;
  /** Given when filters are active: the empty result offers to clear them. */
  onClearFilters?: () => void;
}

/** How far below the visible rows the next page is asked for. */
const sentinelMarginPx = 400;

/** Whether columns lie beyond the right edge: watched at the end of the sticky header, without layout reads. */
function useMoreToTheRight(root: React.RefObject<HTMLDivElement | null>) {
  const edge = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  useEffect(() => {
    if (!edge.current || !root.current) return;
    const observer = new IntersectionObserver(
      (entries) => setMore(!entries[entries.length - 1].isIntersecting),
      {
        root: root.current,
      },
    );
    observer.observe(edge.current);
    return () => observer.disconnect();
  }, [root]);
  return [edge, more] as const;
}

/** The header row; it changes with the columns and the sort, not with every scrolled frame. */
const HeaderRow = memo(function HeaderRow({
  columns,
  sort,
  designMode,
  onSort,
}: Pick<ResultsTableProps, 'columns' | 'sort' | 'designMode' | 'onSort'>) {
  return (
    // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: rows are absolutely placed by the virtualizer, which a <table> layout does not allow; not interactive
    <div role="row" aria-rowindex={1} className={classes.row}>
      {columns.map((column) => (
        <SortableHeader
          key={column.value}
          column={column}
          sort={sort}
          designMode={designMode}
          onSort={onSort}
        />
      ))}
    </div>
  );
});

/** The rows as an ARIA table; only the rows in view (plus a few) are in the DOM. */
export function ResultsTable(props: ResultsTableProps) {
  const { columns, rows, loading, hasMore, failed, onLoadMore } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const [rightEdge, moreToTheRight] = useMoreToTheRight(scroller);
  useScrollMemory(scroller, props.scrollAddress, props.returning, headerHeight + rows.length * rowHeight);

  const sentinel = useBottomSentinel<HTMLDivElement>(scroller, {
    canLoad: hasMore && !loading && !failed,
    onReach: onLoadMore,
    rowCount: rows.length,
    marginPx: sentinelMarginPx,
  });

  const style = useMemo(() => {
    const { template, minWidthRem } = gridTemplateOf(columns, measureHeaderRem);
    return { '--table-columns': template, '--table-min-width': `${minWidthRem}rem` } as CSSProperties;
  }, [columns]);
  const firstLoad = loading && rows.length === 0;

  return (
    <div className={classes.frame}>
      {/* biome-ignore lint/a11y/useSemanticElements: rows are absolutely placed by the virtualizer, which a <table> layout does not allow */}
      <div
        ref={scroller}
        className={classes.table}
        role="table"
        aria-label={props.title}
        aria-rowcount={props.total === null ? -1 : props.total + 1}
        aria-busy={loading}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling region must be reachable by keyboard
        tabIndex={0}
        style={style}
      >
        <div className={classes.inner}>
          {/* biome-ignore lint/a11y/useSemanticElements: the header shares the virtual rows' grid layout */}
          <div role="rowgroup" className={classes.head}>
            <div ref={rightEdge} className={classes.rightEdge} aria-hidden="true" />
            <HeaderRow
              columns={columns}
              sort={props.sort}
              designMode={props.designMode}
              onSort={props.onSort}
            />
          </div>
          <VirtualRows
            scroller={scroller}
            rows={rows}
            columns={columns}
            onNavigate={props.onNavigate}
            onOpenRow={props.onOpenRow}
          />
          {firstLoad && (
            <div className={classes.state} role="status">
              <Loader color="brand.9" size="sm" aria-hidden="true" />
              <span>Loading records…</span>
            </div>
          )}
          {!loading && !failed && rows.length === 0 && (
            <div className={classes.state} role="status">
              {messages.searchNoRecords}
              {props.onClearFilters && (
                <button type="button" className={classes.retry} onClick={props.onClearFilters}>
                  Clear filters
                </button>
              )}
            </div>
          )}
          {failed && rows.length === 0 && (
            // A row and a cell: a table holds rows, not a bare button.
            // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: the rows of this table are divs (see VirtualRows)
            <div className={classes.state} role="row">
              {/* biome-ignore lint/a11y/useSemanticElements: as the row */}
              <div role="cell" style={{ display: 'contents' }}>
                <span>{messages.searchLoadFailed}</span>
                {props.failureReason && <span>{props.failureReason}</span>}
                <button type="button" className={classes.retry} onClick={props.onRetry}>
                  {messages.searchTryAgain}
                </button>
              </div>
            </div>
          )}
          {loading && rows.length > 0 && (
            <div className={classes.more} role="status" aria-label="Loading more records">
              <Loader color="brand.9" size="xs" />
            </div>
          )}
          <div ref={sentinel} className={classes.sentinel} aria-hidden="true" />
        </div>
      </div>
      {/* More columns lie to the right: a shade at the edge says so. */}
      <div className={classes.moreHint} data-visible={moreToTheRight || undefined} aria-hidden="true" />
    </div>
  );
}
