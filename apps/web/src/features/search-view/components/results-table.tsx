import { Loader } from '@mantine/core';
import { messages } from '@portal/contracts';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useScrollMemory } from '../hooks/use-scroll-memory';
import type { Row, SortState, ViewColumn } from '../types';
import { gridTemplateOf } from '../utils/column-layout';
import { measureHeaderRem } from '../utils/measure-header';
import { ResultRow, showCutText } from './result-row';
import classes from './results-table.module.css';
import { SortableHeader } from './sortable-header';

// Fixed row height (2.75rem) lets the virtualizer place rows without measuring them.
const rowHeight = 44;
const headerHeight = 44;
// Rows are keyed by their slot in a pool larger than any window of rows on screen: as the table
// scrolls, a row element takes the next row's text instead of being removed and created anew, which
// at scrolling speed is most of what the browser would otherwise do each frame.
const rowPool = 128;

interface ResultsTableProps {
  title: string;
  columns: readonly ViewColumn[];
  rows: readonly Row[];
  total: number | null;
  loading: boolean;
  hasMore: boolean;
  failed: boolean;
  sort: SortState;
  designMode: boolean;
  onSort: (field: string) => void;
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

/** Watches the sentinel at the bottom of the table; true while it is (nearly) in view. */
const sentinelMarginPx = 400;

/** Whether the sentinel is within the margin below the visible rows, measured now. */
function isNearBottom(sentinel: HTMLElement | null, root: HTMLElement | null): boolean {
  if (!sentinel || !root) return false;
  return sentinel.getBoundingClientRect().top <= root.getBoundingClientRect().bottom + sentinelMarginPx;
}

function useSentinel(root: React.RefObject<HTMLDivElement | null>) {
  const sentinel = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!sentinel.current || !root.current) return;
    // Entries arrive oldest first; when several come together only the newest tells the truth.
    const observer = new IntersectionObserver(
      (entries) => setVisible(entries[entries.length - 1].isIntersecting),
      {
        root: root.current,
        rootMargin: `0px 0px ${sentinelMarginPx}px 0px`,
      },
    );
    observer.observe(sentinel.current);
    return () => observer.disconnect();
  }, [root]);
  return [sentinel, visible] as const;
}

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

/** The rows as an ARIA table; only the rows in view (plus a few) are in the DOM. */
export function ResultsTable(props: ResultsTableProps) {
  const { columns, rows, loading, hasMore, failed, onLoadMore } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 6,
    scrollMargin: headerHeight,
  });
  const [sentinel, sentinelVisible] = useSentinel(scroller);
  const [rightEdge, moreToTheRight] = useMoreToTheRight(scroller);
  useScrollMemory(scroller, props.scrollAddress, props.returning, virtualizer.getTotalSize());

  // Also after a page arrives: a short first page leaves the sentinel in view without a new event.
  // The observer's last word may predate the new rows, so the position is measured again first;
  // otherwise every first page would at once ask for the second.
  // biome-ignore lint/correctness/useExhaustiveDependencies: rows.length re-checks the position after each page
  useEffect(() => {
    if (!sentinelVisible || !hasMore || loading || failed) return;
    if (isNearBottom(sentinel.current, scroller.current)) onLoadMore();
  }, [sentinelVisible, hasMore, loading, failed, onLoadMore, rows.length]);

  const { template, minWidthRem } = gridTemplateOf(columns, measureHeaderRem);
  const style = { '--table-columns': template, '--table-min-width': `${minWidthRem}rem` } as CSSProperties;
  const firstLoad = loading && rows.length === 0;
  const { onOpenRow } = props;
  const openRow = (event: React.MouseEvent) => {
    const target = event.target as HTMLElement;
    if (!onOpenRow || target.closest('a, button')) return;
    const index = Number(target.closest('[role=row]')?.getAttribute('aria-rowindex')) - 2;
    if (rows[index]) onOpenRow(rows[index], event);
  };

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
            {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: as above; not interactive */}
            <div role="row" aria-rowindex={1} className={classes.row}>
              {columns.map((column) => (
                <SortableHeader
                  key={column.value}
                  column={column}
                  sort={props.sort}
                  designMode={props.designMode}
                  onSort={props.onSort}
                />
              ))}
            </div>
          </div>
          {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useKeyWithClickEvents: holds the virtual rows; a tap on a row is a phone's shortcut to its link, which the keyboard reaches itself */}
          <div
            role="rowgroup"
            className={classes.body}
            style={{ height: virtualizer.getTotalSize() }}
            onMouseOver={showCutText}
            onFocus={showCutText}
            onClick={onOpenRow && openRow}
            data-rows-open={onOpenRow ? true : undefined}
          >
            {virtualizer.getVirtualItems().map((item) => (
              <ResultRow
                key={item.index % rowPool}
                index={item.index}
                top={item.start - headerHeight}
                row={rows[item.index]}
                columns={columns}
                onNavigate={props.onNavigate}
              />
            ))}
          </div>
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
            <div className={classes.state}>
              <span>{messages.searchLoadFailed}</span>
              <button type="button" className={classes.retry} onClick={props.onRetry}>
                {messages.searchTryAgain}
              </button>
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
