import { VisuallyHidden } from '@mantine/core';
import { messages, ownValue } from '@portal/contracts';
import { Maximize2 } from 'lucide-react';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { formatValue } from '../../../lib/format-value';
import { type NavigationMoment, prepareNavigation } from '../../../lib/navigation-ahead';
import { renderedEnvironment, useHydrated } from '../../../lib/render-environment';
import type { ColumnNavigation, Row, ShownColumn, ViewColumn } from '../types';
import { buildDetailHref } from '../utils/build-detail-href';
import { alignOf } from '../utils/column-layout';
import { firstRow, headerHeight, itemsToMove, poolSize, rowHeight, rowOfSlot } from '../utils/row-window';
import classes from './results-table.module.css';

interface VirtualRowsProps {
  scroller: RefObject<HTMLDivElement | null>;
  rows: readonly Row[];
  columns: readonly ShownColumn[];
  onNavigate: (column: ViewColumn, row: Row, event: React.MouseEvent) => void;
  /** On a phone: a tap anywhere on a row opens it, so no column has to be scrolled to. */
  onOpenRow?: (row: Row, event: React.MouseEvent) => void;
  /** The decimals each column's numbers share (undefined for a column that is not of numbers). */
  decimals: readonly (number | undefined)[];
  /** Shows every column of the row at this index with its whole value; `button` is the one pressed. */
  onShowRow: (index: number, button: HTMLElement | null) => void;
  /** The pointer is over, or the focus (`focused`) on, `target`: the whole text of its cell is shown if cut off. */
  onCellHint: (target: EventTarget | null, focused?: HTMLElement) => void;
  onCellHintEnd: () => void;
}

/** The header of the last column and the label of its button in each row. */
export const wholeRowHeader = 'Whole row';
export const showWholeRow = 'Show the whole row';

/** How long after a scroll ends, with no other begun, the row elements are put back in order. */
const settleMs = 150;

const leadsToDetail = (navigation: ColumnNavigation | undefined) =>
  navigation?.destinationType === 'detail' && Boolean(navigation.destination);

/** What a cell holds: a detail link, a button, the text of a link whose page is gone, or its text alone. */
const contentKind = (column: ShownColumn) => {
  if (column.destinationDeleted) return 'deleted';
  return column.navigation ? (leadsToDetail(column.navigation) ? 'link' : 'button') : 'text';
};

/** What a row element shows when React first draws it: the same as `fillRow` writes. */
type FirstDrawn = {
  index: number;
  /** By the cell's key (`cellKey`): its text and, for a detail link, its address. */
  cells: ReadonlyMap<string, { text: string; href?: string }>;
  label: string;
};

const cellKey = (column: ShownColumn) => `${column.value}:${contentKind(column)}`;

/** A cell's text as `fillRow` writes it. */
const cellText = (row: Row, column: ViewColumn, decimals: number | undefined) =>
  formatValue(ownValue(row, column.value), column.valueType, undefined, decimals);

const wholeRowLabel = (first: string, index: number) =>
  first ? `${showWholeRow}: ${first}` : `${showWholeRow} ${index + 1}`;

/**
 * A cell's element, holding what it showed when first drawn (so the server's HTML has the first rows,
 * and the browser's first render matches it); from then on `fillRow` writes what it shows.
 */
function Cell({
  column,
  at,
  first,
}: {
  column: ShownColumn;
  at: number;
  first?: { text: string; href?: string };
}) {
  const align = alignOf(column.valueType);
  const text = first?.text || undefined;
  let content: React.ReactNode = text;
  if (column.destinationDeleted) {
    // Its text is written into the first element; the reason follows it for screen readers.
    content = (
      <>
        <span className={classes.deletedLink} title={messages.destinationDeleted}>
          {text}
        </span>
        <VisuallyHidden> ({messages.destinationDeleted})</VisuallyHidden>
      </>
    );
  } else if (column.navigation) {
    content = leadsToDetail(column.navigation) ? (
      // Its href and text are the first row's, then written with each row (fillRow).
      <a className={classes.link} data-column={at} href={first?.href || undefined}>
        {text}
      </a>
    ) : (
      <button type="button" className={classes.link} data-column={at}>
        {text}
      </button>
    );
  }
  const focusable = column.navigation && !column.destinationDeleted;
  return (
    // biome-ignore lint/a11y/useSemanticElements: rows are absolutely placed, which a <table> layout does not allow
    <div
      role="cell"
      className={classes.cell}
      data-align={align}
      // A cell without a link takes the focus from the arrow keys, so its whole text can be read.
      tabIndex={focusable ? undefined : -1}
    >
      {content}
    </div>
  );
}

/** The last cell of a row: the button that shows the whole row (its label names the row in fillRow). */
function WholeRowCell({ label = showWholeRow }: { label?: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: as the other cells
    <div role="cell" className={classes.wholeRowCell}>
      <button type="button" className={classes.wholeRowButton} data-whole-row aria-label={label}>
        <Maximize2 size={14} aria-hidden="true" />
      </button>
    </div>
  );
}

/**
 * Puts `text` into `target`: into the text node it already holds when there is one, so the cell's
 * text is laid out again but no node is created, removed or attached to the layout tree as rows scroll.
 */
function writeText(target: HTMLElement, text: string) {
  const node = target.firstChild;
  if (node instanceof Text && !node.nextSibling) {
    if (node.data !== text) node.data = text;
  } else if (target.textContent !== text) target.textContent = text;
}

/** Writes one row's values into a row element: its position, index and cell texts; only what changed. */
function fillRow(
  element: HTMLElement,
  index: number,
  row: Row,
  columns: readonly ViewColumn[],
  decimals: readonly (number | undefined)[],
) {
  if (element.style.display) element.style.display = '';
  element.style.transform = `translateY(${index * rowHeight}px)`;
  element.setAttribute('aria-rowindex', String(index + 2));
  const cells = element.children;
  let first = '';
  for (let at = 0; at < columns.length; at += 1) {
    const cell = cells[at] as HTMLElement | undefined;
    if (!cell) break;
    const column = columns[at];
    const text = cellText(row, column, decimals[at]);
    if (at === 0) first = text;
    const target = (cell.firstElementChild as HTMLElement | null) ?? cell;
    writeText(target, text);
    if (target instanceof HTMLAnchorElement) {
      const href = buildDetailHref(column.navigation, row) ?? '';
      if (target.getAttribute('href') !== href) target.setAttribute('href', href);
    }
  }
  const button = cells[columns.length]?.firstElementChild;
  const label = wholeRowLabel(first, index);
  if (button && button.getAttribute('aria-label') !== label) button.setAttribute('aria-label', label);
}

/** What the keyboard focuses in a cell: its link or button, else the cell itself. */
const focusTarget = (cell: Element) =>
  (cell.querySelector<HTMLElement>('a, button') ?? (cell as HTMLElement)) as HTMLElement;

/**
 * Puts the row elements back in the order of their rows, for the keyboard and screen readers. Only
 * the elements out of order move (after a scroll of a few rows, those few): an element moved is
 * taken out of the layout and laid out anew, with everything it holds.
 */
function reorder(container: HTMLElement) {
  const elements = [...container.children] as HTMLElement[];
  const index = (element: HTMLElement) =>
    element.style.display === 'none'
      ? Number.POSITIVE_INFINITY
      : Number(element.getAttribute('aria-rowindex'));
  const sorted = [...elements].sort((a, b) => index(a) - index(b));
  const place = new Map(sorted.map((element, at) => [element, at]));
  const moves = itemsToMove(elements.map((element) => place.get(element) ?? 0));
  if (!moves.includes(true)) return;
  const moving = new Set(elements.filter((_, at) => moves[at]));
  // Moving an element takes the focus from what it holds: it is given back.
  const focused = document.activeElement as HTMLElement | null;
  let next: HTMLElement | null = null;
  for (let at = sorted.length - 1; at >= 0; at -= 1) {
    const element = sorted[at];
    if (moving.has(element)) container.insertBefore(element, next);
    next = element;
  }
  if (focused && container.contains(focused) && document.activeElement !== focused)
    focused.focus({ preventScroll: true });
}

/**
 * What the element of `slot` shows when React first draws it: at the top of the table, slot n holds
 * row n. Worked out once per slot and kept, so React never writes the element again; `fillRow` does.
 */
function firstDrawnOf(
  kept: Map<number, FirstDrawn & { style: React.CSSProperties }>,
  slot: number,
  rows: readonly Row[],
  columns: readonly ShownColumn[],
  decimals: readonly (number | undefined)[],
) {
  const found = kept.get(slot);
  if (found || slot >= rows.length) return found;
  const row = rows[slot];
  const cells = new Map<string, { text: string; href?: string }>();
  columns.forEach((column, at) => {
    const href = contentKind(column) === 'link' ? (buildDetailHref(column.navigation, row) ?? '') : undefined;
    cells.set(cellKey(column), { text: cellText(row, column, decimals[at]), href });
  });
  const first = columns[0] ? (cells.get(cellKey(columns[0]))?.text ?? '') : '';
  const drawn = {
    index: slot,
    cells,
    label: wholeRowLabel(first, slot),
    style: { transform: `translateY(${slot * rowHeight}px)` },
  };
  kept.set(slot, drawn);
  return drawn;
}

/**
 * The rows in view, drawn without React while scrolling: a fixed pool of row elements (rendered once
 * by React, empty) takes the text of whichever rows are in view. Each row keeps the element of its
 * index modulo the pool, so scrolling by one row rewrites one element, a jump rewrites them all, and
 * no element is ever created, removed or restyled as the table scrolls. When scrolling stops, the
 * elements are put back in the order of their rows.
 */
export function VirtualRows({
  scroller,
  rows,
  columns,
  decimals,
  onNavigate,
  onOpenRow,
  onShowRow,
  onCellHint,
  onCellHintEnd,
}: VirtualRowsProps) {
  const body = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  // The server drew as many rows as the window it was told of holds; the hydrating render draws those.
  const [pool, setPool] = useState(() =>
    poolSize(hydrated ? window.innerHeight : (renderedEnvironment()?.viewHeight ?? 900)),
  );
  // What each element showed when React first drew it stays its props; `fillRow` writes the rest.
  const [firstDrawn] = useState(() => new Map<number, FirstDrawn & { style: React.CSSProperties }>());
  const shown = useRef<Array<number | undefined>>([]);
  // The row element of each slot; the DOM order changes when the rows are put back in order.
  const slots = useRef<HTMLElement[]>([]);
  const latest = useRef({ rows, columns, decimals });
  latest.current = { rows, columns, decimals };

  const draw = useCallback(
    (force: boolean) => {
      const element = scroller.current;
      const container = body.current;
      if (!element || !container) return;
      const { rows: all, columns: shownColumns, decimals: shared } = latest.current;
      const first = firstRow(element.scrollTop, all.length, pool);
      slots.current.forEach((rowElement, slot) => {
        const index = rowOfSlot(slot, first, pool, all.length);
        if (!force && shown.current[slot] === index) return;
        shown.current[slot] = index;
        if (index === undefined) rowElement.style.display = 'none';
        else fillRow(rowElement, index, all[index], shownColumns, shared);
      });
    },
    [scroller, pool],
  );

  // After every render (new rows, columns or pool): every element shows what it should.
  useLayoutEffect(() => {
    const container = body.current;
    if (!container) return;
    slots.current = [];
    for (const element of container.querySelectorAll<HTMLElement>(':scope > [data-slot]')) {
      slots.current[Number(element.dataset.slot)] = element;
    }
    draw(true);
    reorder(container);
  });

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    // The elements are put back in order once the scrolling has settled: a script that scrolls a
    // little every frame ends a scroll every frame, and reordering then would lay rows out anew each time.
    let settling = 0;
    const onScroll = () => {
      window.clearTimeout(settling);
      draw(false);
    };
    const onScrollEnd = () => {
      window.clearTimeout(settling);
      settling = window.setTimeout(() => body.current && reorder(body.current), settleMs);
    };
    const resize = new ResizeObserver(() => setPool(poolSize(element.clientHeight)));
    element.addEventListener('scroll', onScroll, { passive: true });
    element.addEventListener('scrollend', onScrollEnd, { passive: true });
    resize.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      element.removeEventListener('scrollend', onScrollEnd);
      resize.disconnect();
      window.clearTimeout(settling);
    };
  }, [scroller, draw]);

  // A detail page opened from here starts sooner when its code and view are read while the rows
  // are looked at, and its first data call goes out as the link is pressed, not once the page has
  // rendered (lib/navigation-ahead).
  const hasRows = rows.length > 0;
  useEffect(() => {
    if (!hasRows) return;
    const whenIdle = window.requestIdleCallback ?? ((work: () => void) => window.setTimeout(work, 200));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = whenIdle(() => {
      const link = body.current?.querySelector<HTMLAnchorElement>('a[href]');
      if (link) prepareNavigation(link.href, 'idle');
    });
    return () => cancelIdle(handle);
  }, [hasRows]);
  /** The link a press or hover leads to: the one under it, or on a phone, where a tap opens the row, the row's. */
  const prepare = (target: HTMLElement, moment: NavigationMoment) => {
    const link =
      target.closest<HTMLAnchorElement>('a[href]') ??
      (onOpenRow ? target.closest('[role=row]')?.querySelector<HTMLAnchorElement>('a[href]') : null);
    if (link?.getAttribute('href')) prepareNavigation(link.href, moment);
  };

  const rowAt = (target: HTMLElement) => {
    const index = Number(target.closest('[role=row]')?.getAttribute('aria-rowindex')) - 2;
    return latest.current.rows[index];
  };
  const onClick = (event: React.MouseEvent) => {
    const target = event.target as HTMLElement;
    const link = target.closest<HTMLElement>('[data-column]');
    const row = rowAt(target);
    if (!row) return;
    const wholeRow = target.closest<HTMLElement>('[data-whole-row]');
    if (wholeRow) {
      onCellHintEnd();
      return onShowRow(latest.current.rows.indexOf(row), wholeRow);
    }
    prepare(target, 'intent');
    if (link) onNavigate(latest.current.columns[Number(link.dataset.column)], row, event);
    else onOpenRow?.(row, event);
  };

  /**
   * The arrow keys move the focus from cell to cell, as in a spreadsheet (Home and End to the row's
   * ends), so a cell without a link can be focused and its whole text read; the rows scroll along.
   */
  const onKeyDown = (event: React.KeyboardEvent) => {
    const cell = (event.target as HTMLElement).closest('[role=cell]');
    const rowElement = cell?.parentElement;
    const element = scroller.current;
    if (!cell || !rowElement || !element || event.altKey || event.ctrlKey || event.metaKey) return;
    const cells = [...rowElement.children];
    const at = cells.indexOf(cell);
    const index = Number(rowElement.getAttribute('aria-rowindex')) - 2;
    let column = at;
    let target = index;
    if (event.key === 'ArrowLeft') column = Math.max(0, at - 1);
    else if (event.key === 'ArrowRight') column = Math.min(cells.length - 1, at + 1);
    else if (event.key === 'Home') column = 0;
    else if (event.key === 'End') column = cells.length - 1;
    else if (event.key === 'ArrowUp') target = Math.max(0, index - 1);
    else if (event.key === 'ArrowDown') target = Math.min(latest.current.rows.length - 1, index + 1);
    else return;
    event.preventDefault();
    const find = () =>
      body.current?.querySelector(`:scope > [aria-rowindex="${target + 2}"]`)?.children[column];
    let next = find();
    if (!next) {
      // The row is beyond those drawn: scroll it into view and draw it now.
      const top = headerHeight + target * rowHeight;
      element.scrollTop = target < index ? top - headerHeight : top + rowHeight - element.clientHeight;
      draw(false);
      next = find();
    }
    if (next) focusTarget(next).focus();
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: holds the placed rows; links are real links the keyboard reaches, a tap on a row is a phone's shortcut to its link, and the arrow keys move between cells
    <div
      ref={body}
      role="rowgroup"
      className={classes.body}
      style={{ height: rows.length * rowHeight }}
      onMouseOver={(event) => {
        onCellHint(event.target);
        prepare(event.target as HTMLElement, 'idle');
      }}
      onMouseLeave={onCellHintEnd}
      onFocus={(event) => onCellHint(event.target, event.target as HTMLElement)}
      onBlur={onCellHintEnd}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => prepare(event.target as HTMLElement, 'intent')}
      onClick={onClick}
      data-rows-open={onOpenRow ? true : undefined}
    >
      {Array.from({ length: Math.min(pool, rows.length) }, (_, slot) => {
        const first = firstDrawnOf(firstDrawn, slot, rows, columns, decimals);
        return (
          // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: rows are absolutely placed, which a <table> layout does not allow; a table row is not interactive
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: a slot of the pool is the element's identity
            key={slot}
            role="row"
            className={classes.row}
            data-slot={slot}
            data-odd={slot % 2 === 1 || undefined}
            aria-rowindex={first ? first.index + 2 : undefined}
            style={first ? first.style : undefined}
          >
            {columns.map((column, at) => (
              // The key changes with what the cell holds: `fillRow` writes text React does not know of, so
              // a cell that gains or loses its link starts anew rather than keeping the old text beside it.
              <Cell key={cellKey(column)} column={column} at={at} first={first?.cells.get(cellKey(column))} />
            ))}
            <WholeRowCell label={first?.label} />
          </div>
        );
      })}
    </div>
  );
}
