import { type RefObject, useLayoutEffect } from 'react';

/**
 * Keeps the sorted column in sight: when the table opens sorted, or the sort moves to another column,
 * a column beyond the visible width (a phone, a wide table) is scrolled to, as far as it takes to
 * show it whole beside the whole-row button that stays at the right edge. One layout read per change.
 */
export function useSortedColumnInView(
  scroller: RefObject<HTMLElement | null>,
  sortField: string | undefined,
  columnsKey: string,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: columnsKey stands for the columns the header draws
  useLayoutEffect(() => {
    const table = scroller.current;
    if (!table || !sortField) return;
    const headers = [...table.querySelectorAll<HTMLElement>('[role=columnheader]')];
    const sorted = headers.find((header) => (header.getAttribute('aria-sort') ?? 'none') !== 'none');
    if (!sorted) return;
    const view = table.getBoundingClientRect();
    const cell = sorted.getBoundingClientRect();
    // The last header is the whole-row button's: it stays at the right edge, over what scrolls under it.
    const pinned = headers[headers.length - 1]?.getBoundingClientRect().width ?? 0;
    const visibleRight = view.left + table.clientWidth - pinned;
    if (cell.right > visibleRight) table.scrollLeft += Math.ceil(cell.right - visibleRight);
    else if (cell.left < view.left) table.scrollLeft -= Math.ceil(view.left - cell.left);
  }, [scroller, sortField, columnsKey]);
}
