import { Loader } from '@mantine/core';
import { messages } from '@portal/contracts';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import type { Row, SortState, ViewColumn } from '../types';
import { gridTemplateOf } from '../utils/column-layout';
import { ResultRow } from './result-row';
import classes from './results-table.module.css';
import { SortableHeader } from './sortable-header';

// Fixed row height (2.75rem) lets the virtualizer place rows without measuring them.
const rowHeight = 44;
const headerHeight = 44;

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

  // Also after a page arrives: a short first page leaves the sentinel in view without a new event.
  // The observer's last word may predate the new rows, so the position is measured again first;
  // otherwise every first page would at once ask for the second.
  // biome-ignore lint/correctness/useExhaustiveDependencies: rows.length re-checks the position after each page
  useEffect(() => {
    if (!sentinelVisible || !hasMore || loading || failed) return;
    if (isNearBottom(sentinel.current, scroller.current)) onLoadMore();
  }, [sentinelVisible, hasMore, loading, failed, onLoadMore, rows.length]);

  const { template, minWidthRem } = gridTemplateOf(columns);
  const style = { '--table-columns': template, '--table-min-width': `${minWidthRem}rem` } as CSSProperties;
  const firstLoad = loading && rows.length === 0;

  return (
    // biome-ignore lint/a11y/useSemanticElements: rows are absolutely placed by the virtualizer, which a <table> layout does not allow
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
        {/* biome-ignore lint/a11y/useSemanticElements: holds the virtual rows */}
        <div role="rowgroup" className={classes.body} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => (
            <ResultRow
              key={item.key}
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
  );
}
