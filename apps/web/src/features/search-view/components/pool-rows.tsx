// The row elements of the search table's pool (components/virtual-rows): what React draws in each
// when the table first renders (so the server's HTML holds the first rows, and the browser's first
// render matches it), and what the scrolling writes into them from then on, without React.
import { VisuallyHidden } from '@mantine/core';
import { messages, ownValue } from '@portal/contracts';
import { Maximize2 } from 'lucide-react';
import { formatValue } from '../../../lib/format-value';
import type { ColumnNavigation, Row, ShownColumn, ViewColumn } from '../types';
import { buildDetailHref } from '../utils/build-detail-href';
import { alignOf } from '../utils/column-layout';
import { itemsToMove, rowHeight } from '../utils/row-window';
import classes from './results-table.module.css';

/** The header of the last column and the label of its button in each row. */
export const wholeRowHeader = 'Whole row';
export const showWholeRow = 'Show the whole row';

const leadsToDetail = (navigation: ColumnNavigation | undefined) =>
  navigation?.destinationType === 'detail' && Boolean(navigation.destination);

/** What a cell holds: a detail link, a button, the text of a link whose page is gone, or its text alone. */
const contentKind = (column: ShownColumn) => {
  if (column.destinationDeleted) return 'deleted';
  return column.navigation ? (leadsToDetail(column.navigation) ? 'link' : 'button') : 'text';
};

/** What a row element shows when React first draws it: the same as `fillRow` writes. */
export type FirstDrawn = {
  index: number;
  /** By the cell's key (`cellKey`): its text and, for a detail link, its address. */
  cells: ReadonlyMap<string, { text: string; href?: string }>;
  label: string;
};

export const cellKey = (column: ShownColumn) => `${column.value}:${contentKind(column)}`;

/** A cell's text as `fillRow` writes it. */
const cellText = (row: Row, column: ViewColumn, decimals: number | undefined) =>
  formatValue(ownValue(row, column.value), column.valueType, undefined, decimals);

const wholeRowLabel = (first: string, index: number) =>
  first ? `${showWholeRow}: ${first}` : `${showWholeRow} ${index + 1}`;

/**
 * A cell's element, holding what it showed when first drawn (so the server's HTML has the first rows,
 * and the browser's first render matches it); from then on `fillRow` writes what it shows.
 */
export function Cell({
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
export function WholeRowCell({ label = showWholeRow }: { label?: string }) {
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
export function fillRow(
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
export const focusTarget = (cell: Element) =>
  (cell.querySelector<HTMLElement>('a, button') ?? (cell as HTMLElement)) as HTMLElement;

/**
 * Puts the row elements back in the order of their rows, for the keyboard and screen readers. Only
 * the elements out of order move (after a scroll of a few rows, those few): an element moved is
 * taken out of the layout and laid out anew, with everything it holds.
 */
export function reorder(container: HTMLElement) {
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
export function firstDrawnOf(
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
