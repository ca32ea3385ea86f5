import { Loader, VisuallyHidden } from '@mantine/core';
import { messages, ownValue } from '@portal/contracts';
import {
  type CSSProperties,
  lazy,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { columnDecimals } from '../../../lib/format-value';
import { useHydrated } from '../../../lib/render-environment';
import { useSessionUser } from '../../../lib/session';
import { useBottomSentinel } from '../../../lib/use-bottom-sentinel';
import { useScrollMemory } from '../hooks/use-scroll-memory';
import { useSortedColumnInView } from '../hooks/use-sorted-column-in-view';
import type { Row, ShownColumn, SortState, ViewColumn } from '../types';
import {
  type ColumnWidths,
  columnWidthsKey,
  gridTemplateWithWidths,
  readColumnWidths,
  writeColumnWidths,
} from '../utils/column-widths';
import { estimateHeaderRem, measureHeaderRem } from '../utils/measure-header';
import { headerHeight, rowHeight } from '../utils/row-window';
import { useCellTooltip } from './cell-tooltip';
import { wholeRowHeader } from './pool-rows';
import classes from './results-table.module.css';
import { SortableHeader } from './sortable-header';
import { VirtualRows } from './virtual-rows';

// Opened on demand: its code comes with the first row shown whole.
const WholeRowDialog = lazy(() => import('./whole-row-dialog'));

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

/** The header row; it changes with the columns, the sort and the widths, not with every scrolled frame. */
const HeaderRow = memo(function HeaderRow({
  columns,
  sort,
  designMode,
  onSort,
  widths,
  onResize,
}: Pick<ResultsTableProps, 'columns' | 'sort' | 'designMode' | 'onSort'> & {
  widths: ColumnWidths;
  onResize: (field: string, rem: number | null, done: boolean) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: rows are absolutely placed by the virtualizer, which a <table> layout does not allow; not interactive
    <div role="row" aria-rowindex={1} className={classes.row}>
      {columns.map((column) => (
        <SortableHeader
          key={column.value}
          column={column}
          sort={sort}
          designMode={designMode}
          onSort={column.sorts === false ? undefined : onSort}
          width={widths[column.value]}
          onResize={onResize}
        />
      ))}
      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: as the other headers; nothing to press */}
      <div role="columnheader" className={classes.wholeRowCell}>
        <VisuallyHidden>{wholeRowHeader}</VisuallyHidden>
      </div>
    </div>
  );
});

const noWidths: ColumnWidths = {};

/**
 * The widths a person gave this page's columns, kept in this browser per user and page and read
 * before the first paint, so a reload shows them at once; a page the server drew reads them once
 * hydrated (the server cannot know them).
 */
function useColumnWidths(key: string, hydrated: boolean) {
  const [kept, setKept] = useState(() => ({ key, widths: hydrated ? readColumnWidths(key) : noWidths }));
  const unread = hydrated && kept.widths === noWidths;
  if (kept.key !== key || unread) setKept({ key, widths: hydrated ? readColumnWidths(key) : noWidths });
  const setWidth = useCallback(
    (field: string, rem: number | null) =>
      setKept((current) => {
        const { [field]: _, ...others } = current.widths;
        const widths = rem === null ? others : { ...others, [field]: rem };
        writeColumnWidths(current.key, widths);
        return { key: current.key, widths };
      }),
    [],
  );
  const widths = hydrated ? readColumnWidths(key) : noWidths;
  return [kept.key === key && !unread ? kept.widths : widths, setWidth] as const;
}

/** The rows as an ARIA table; only the rows in view (plus a few) are in the DOM. */
export function ResultsTable(props: ResultsTableProps) {
  const { columns, rows, loading, hasMore, failed, onLoadMore } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const [rightEdge, moreToTheRight] = useMoreToTheRight(scroller);
  useScrollMemory(scroller, props.scrollAddress, props.returning, headerHeight + rows.length * rowHeight);
  useSortedColumnInView(scroller, props.sort?.field, columns.map((column) => column.value).join('\n'));

  const sentinel = useBottomSentinel<HTMLDivElement>(scroller, {
    canLoad: hasMore && !loading && !failed,
    onReach: onLoadMore,
    rowCount: rows.length,
    marginPx: sentinelMarginPx,
  });

  const user = useSessionUser();
  // The server estimates how wide each header is; the browser measures it with the page's font.
  const hydrated = useHydrated();
  const measure = hydrated ? measureHeaderRem : estimateHeaderRem;
  const [widths, setWidth] = useColumnWidths(columnWidthsKey(user.uuid, props.scrollAddress), hydrated);
  const style = useMemo(() => {
    const { template, minWidthRem } = gridTemplateWithWidths(columns, widths, measure);
    return { '--table-columns': template, '--table-min-width': `${minWidthRem}rem` } as CSSProperties;
  }, [columns, widths, measure]);
  // While a handle is dragged the grid follows it directly; the width is kept once it is let go.
  const latestColumns = useRef(columns);
  latestColumns.current = columns;
  const widthsRef = useRef(widths);
  widthsRef.current = widths;
  const onResize = useCallback(
    (field: string, rem: number | null, done: boolean) => {
      if (done) return setWidth(field, rem);
      const element = scroller.current;
      if (!element || rem === null) return;
      const { template, minWidthRem } = gridTemplateWithWidths(
        latestColumns.current,
        { ...widthsRef.current, [field]: rem },
        measureHeaderRem,
      );
      element.style.setProperty('--table-columns', template);
      element.style.setProperty('--table-min-width', `${minWidthRem}rem`);
    },
    [setWidth],
  );

  // A column's numbers share their decimals, decided from the rows loaded (3,344.80 beside 1,830.78).
  const decimals = useMemo(
    () =>
      columns.map((column) =>
        column.valueType === 'number'
          ? columnDecimals(rows.map((row) => ownValue(row, column.value)))
          : undefined,
      ),
    [columns, rows],
  );
  const tooltip = useCellTooltip(scroller);
  const [wholeRow, setWholeRow] = useState<number | null>(null);
  // The button that showed the row takes the focus back when its dialog closes.
  const opener = useRef<HTMLElement | null>(null);
  const showRow = useCallback((index: number, button: HTMLElement | null) => {
    opener.current = button;
    setWholeRow(index);
  }, []);
  const closeRow = () => {
    setWholeRow(null);
    window.setTimeout(() => opener.current?.focus(), 0);
  };
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
              widths={widths}
              onResize={onResize}
            />
          </div>
          <VirtualRows
            scroller={scroller}
            rows={rows}
            columns={columns}
            decimals={decimals}
            onNavigate={props.onNavigate}
            onOpenRow={props.onOpenRow}
            onShowRow={showRow}
            onCellHint={tooltip.show}
            onCellHintEnd={tooltip.hide}
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
                {/* A filter the data server refused fails again on retry: clearing it is the way back. */}
                {props.onClearFilters && (
                  <button type="button" className={classes.retry} onClick={props.onClearFilters}>
                    Clear filters
                  </button>
                )}
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
      {tooltip.element}
      {wholeRow !== null && rows[wholeRow] && (
        <Suspense fallback={null}>
          <WholeRowDialog
            row={rows[wholeRow]}
            index={wholeRow}
            columns={columns}
            decimals={decimals}
            onNavigate={props.onNavigate}
            onClose={closeRow}
          />
        </Suspense>
      )}
    </div>
  );
}
