/** Rows of 2.75rem; the header above them is one row high. */
export const rowHeight = 44;
export const headerHeight = 44;
/** Rows drawn beyond each edge of the view. */
const overscan = 2;

/** How many row elements the table keeps: enough for a view this high, even, so stripes stay put. */
export function poolSize(viewHeight: number): number {
  const size = Math.ceil(viewHeight / rowHeight) + 2 * overscan + 1;
  return size + (size % 2);
}

/** The first row to draw when the table is scrolled to `scrollTop`. */
export function firstRow(scrollTop: number, count: number, pool: number): number {
  const first = Math.floor((scrollTop - headerHeight) / rowHeight) - overscan;
  return Math.max(0, Math.min(first, count - pool));
}

/**
 * Which row the element in `slot` shows when drawing from `first`: each row keeps the slot of its
 * index modulo the pool, so scrolling by one row moves one element and every element always holds
 * rows of the same parity. Undefined when the slot has no row to show.
 */
export function rowOfSlot(slot: number, first: number, pool: number, count: number): number | undefined {
  const index = first + ((((slot - first) % pool) + pool) % pool);
  return index < count ? index : undefined;
}
