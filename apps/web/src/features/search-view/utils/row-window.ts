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

/**
 * Which items of a list must move to put it in order, given the place each should take, listed in
 * their present order: all but one longest run of items already in increasing order. The pool's
 * elements after a scroll are a rotation of their order, so after a scroll of k rows at most k of
 * them (and never more than half) move; each moved element is laid out anew.
 */
export function itemsToMove(places: readonly number[]): boolean[] {
  // Patience sorting: the last item of the best run of each length, and each item's predecessor in its run.
  const tails: number[] = [];
  const before: number[] = [];
  places.forEach((place, at) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (places[tails[middle]] < place) low = middle + 1;
      else high = middle;
    }
    before[at] = low > 0 ? tails[low - 1] : -1;
    tails[low] = at;
  });
  const moves = places.map(() => true);
  for (let at = tails.length ? tails[tails.length - 1] : -1; at >= 0; at = before[at]) moves[at] = false;
  return moves;
}
