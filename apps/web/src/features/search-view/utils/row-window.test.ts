import { describe, expect, it } from 'vitest';
import { firstRow, itemsToMove, poolSize, rowOfSlot } from './row-window';

describe('the window of drawn rows', () => {
  it('keeps an even number of row elements, enough to cover the view and its edges', () => {
    expect(poolSize(700)).toBe(22);
    expect(poolSize(660) % 2).toBe(0);
  });

  it('starts a little above the first visible row, never before the first or past the last', () => {
    expect(firstRow(0, 1000, 22)).toBe(0);
    expect(firstRow(44 + 44 * 100, 1000, 22)).toBe(98);
    expect(firstRow(44 * 5000, 1000, 22)).toBe(978);
    expect(firstRow(44 * 50, 10, 22)).toBe(0);
  });

  it('gives every row of the window its own slot, by index modulo the pool', () => {
    const shown = (first: number) => Array.from({ length: 4 }, (_, slot) => rowOfSlot(slot, first, 4, 100));
    expect(shown(0)).toEqual([0, 1, 2, 3]);
    // One row further: only slot 0 changes, from row 0 to row 4.
    expect(shown(1)).toEqual([4, 1, 2, 3]);
    expect(shown(6)).toEqual([8, 9, 6, 7]);
    expect(rowOfSlot(2, 98, 4, 100)).toBe(98);
    expect(rowOfSlot(3, 98, 4, 99)).toBeUndefined();
  });

  it('moves only the elements out of order when putting them back in the order of their rows', () => {
    const moved = (places: number[]) => places.filter((_, at) => itemsToMove(places)[at]);
    expect(moved([0, 1, 2, 3])).toEqual([]);
    // Scrolled by one row: the first element's row is now the last.
    expect(moved([4, 0, 1, 2, 3])).toEqual([4]);
    // Scrolled by three rows of five: the two that stayed in order move rather than the three.
    expect(moved([2, 3, 4, 0, 1])).toEqual([0, 1]);
    expect(moved([3, 1, 2, 0])).toEqual([3, 0]);
    expect(moved([])).toEqual([]);
  });
});
