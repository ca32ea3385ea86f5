import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type NavigationMoment, prepareNavigation } from '../../../lib/navigation-ahead';
import { renderedEnvironment, useHydrated } from '../../../lib/render-environment';
import type { Row, ShownColumn, ViewColumn } from '../types';
import { firstRow, headerHeight, poolSize, rowHeight, rowOfSlot } from '../utils/row-window';
import {
  Cell,
  cellKey,
  type FirstDrawn,
  fillRow,
  firstDrawnOf,
  focusTarget,
  reorder,
  WholeRowCell,
} from './pool-rows';
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

/** How long after a scroll ends, with no other begun, the row elements are put back in order. */
const settleMs = 150;

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
