import { describe, expect, it } from 'vitest';
import { ariaSortOf, nextSort } from './next-sort';

describe('the sort cycle of a column header', () => {
  it('a first click on a column sorts it ascending', () => {
    expect(nextSort(null, 'name')).toEqual({ field: 'name', direction: 'asc' });
  });

  it('a second click on the sorted column sorts descending', () => {
    expect(nextSort({ field: 'name', direction: 'asc' }, 'name')).toEqual({
      field: 'name',
      direction: 'desc',
    });
  });

  it('a third click clears the sort', () => {
    expect(nextSort({ field: 'name', direction: 'desc' }, 'name')).toBeNull();
  });

  it('a click on another column starts over with ascending', () => {
    expect(nextSort({ field: 'name', direction: 'desc' }, 'city')).toEqual({
      field: 'city',
      direction: 'asc',
    });
    expect(nextSort({ field: 'name', direction: 'asc' }, 'city')).toEqual({
      field: 'city',
      direction: 'asc',
    });
  });

  it('walks asc → desc → none → asc over four clicks', () => {
    const states = [null as ReturnType<typeof nextSort>];
    for (let click = 0; click < 4; click += 1) states.push(nextSort(states.at(-1)!, 'name'));
    expect(states.slice(1).map((state) => state?.direction ?? 'none')).toEqual([
      'asc',
      'desc',
      'none',
      'asc',
    ]);
  });

  it('marks only the sorted column with aria-sort', () => {
    const sort = { field: 'name', direction: 'desc' } as const;
    expect(ariaSortOf(sort, 'name')).toBe('descending');
    expect(ariaSortOf({ field: 'name', direction: 'asc' }, 'name')).toBe('ascending');
    expect(ariaSortOf(sort, 'city')).toBe('none');
    expect(ariaSortOf(null, 'name')).toBe('none');
  });
});
