import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useRef } from 'react';
import type { SortState, ViewColumn } from '../types';
import { alignOf } from '../utils/column-layout';
import { clampColumnRem, maxColumnRem, minColumnRem } from '../utils/column-widths';
import { ariaSortOf } from '../utils/next-sort';
import classes from './results-table.module.css';

interface SortableHeaderProps {
  column: ViewColumn;
  sort: SortState;
  designMode: boolean;
  /** Absent when the page's server cannot sort: the header is then a plain label. */
  onSort?: (field: string) => void;
  /** The width a person gave the column, in rem, if any. */
  width?: number;
  /** A new width while dragging (`done` false) and once settled; null goes back to the page's own width. */
  onResize?: (field: string, rem: number | null, done: boolean) => void;
}

/** Pixels per rem: the page's root font size. */
const remPx = () => Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;

/**
 * The handle at a header's right edge that sets the column's width: dragged with a pointer (mouse,
 * pen or finger), or focused and moved with the arrow keys (1 rem a press, 4 with Shift); a double
 * click or Delete gives the column its own width back.
 */
function ResizeHandle({
  column,
  width,
  onResize,
}: Pick<SortableHeaderProps, 'column' | 'width'> & Pick<Required<SortableHeaderProps>, 'onResize'>) {
  const drag = useRef<{ startX: number; startPx: number; rem: number } | null>(null);
  const label = column.label || column.value;
  const currentPx = (handle: HTMLElement) => handle.parentElement?.getBoundingClientRect().width ?? 0;
  const announce = (handle: HTMLElement, px: number) => {
    handle.setAttribute('aria-valuenow', String(Math.round(px)));
    handle.setAttribute('aria-valuetext', `${Math.round(px)} pixels`);
  };
  const finish = () => {
    if (!drag.current) return;
    onResize(column.value, drag.current.rem, true);
    drag.current = null;
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable separator is the ARIA pattern of a splitter; <hr> cannot be focused or dragged
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize column ${label}`}
      aria-valuemin={minColumnRem * 16}
      aria-valuemax={maxColumnRem * 16}
      aria-valuenow={Math.round((width ?? minColumnRem) * 16)}
      tabIndex={0}
      className={classes.resizeHandle}
      onFocus={(event) => announce(event.currentTarget, currentPx(event.currentTarget))}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.preventDefault();
        event.stopPropagation();
        event.currentTarget.setPointerCapture(event.pointerId);
        const startPx = currentPx(event.currentTarget);
        drag.current = { startX: event.clientX, startPx, rem: clampColumnRem(startPx / remPx()) };
        event.currentTarget.dataset.dragging = '';
      }}
      onPointerMove={(event) => {
        if (!drag.current) return;
        const px = drag.current.startPx + event.clientX - drag.current.startX;
        drag.current.rem = clampColumnRem(px / remPx());
        announce(event.currentTarget, drag.current.rem * remPx());
        onResize(column.value, drag.current.rem, false);
      }}
      onPointerUp={(event) => {
        delete event.currentTarget.dataset.dragging;
        finish();
      }}
      onLostPointerCapture={(event) => {
        delete event.currentTarget.dataset.dragging;
        finish();
      }}
      // A click on the handle is not a click on the header's sort button.
      onClick={(event) => event.stopPropagation()}
      onDoubleClick={() => onResize(column.value, null, true)}
      onKeyDown={(event) => {
        const step = event.shiftKey ? 4 : 1;
        const handle = event.currentTarget;
        let rem: number | null;
        if (event.key === 'ArrowRight' || event.key === 'ArrowUp')
          rem = clampColumnRem(currentPx(handle) / remPx() + step);
        else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown')
          rem = clampColumnRem(currentPx(handle) / remPx() - step);
        else if (event.key === 'Delete' || event.key === 'Backspace') rem = null;
        else return;
        event.preventDefault();
        onResize(column.value, rem, true);
        if (rem !== null) announce(handle, rem * remPx());
      }}
    />
  );
}

const icons = { ascending: ArrowUp, descending: ArrowDown, none: ArrowUpDown };

export function SortableHeader({ column, sort, designMode, onSort, width, onResize }: SortableHeaderProps) {
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
        {onResize && <ResizeHandle column={column} width={width} onResize={onResize} />}
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
      {onResize && <ResizeHandle column={column} width={width} onResize={onResize} />}
    </div>
  );
}
