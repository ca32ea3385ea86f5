import { describe, expect, it } from 'vitest';
import { hasMoreAfter, initialPaging, nextOffsetOf, type Page, pagingReducer } from './paging';

const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: from + i }));
const page = (offset: number, count: number, extra: Partial<Page> = {}): Page => ({
  value: rows(offset, count),
  offset,
  limit: 50,
  totalResults: 120,
  hasMore: offset + count < 120,
  ...extra,
});

describe('the next page offset', () => {
  it('is the answer offset plus its limit', () => {
    expect(nextOffsetOf(page(0, 50))).toBe(50);
    expect(nextOffsetOf(page(100, 20, { limit: 25 }))).toBe(125);
  });

  it('adds 50 when the answer gives no limit', () => {
    expect(nextOffsetOf(page(0, 50, { limit: undefined }))).toBe(50);
    expect(nextOffsetOf(page(200, 10, { limit: null }))).toBe(250);
    expect(nextOffsetOf(page(50, 10, { limit: 0 }))).toBe(100);
  });
});

describe('whether more rows exist', () => {
  it('follows hasMore', () => {
    expect(hasMoreAfter(page(0, 50, { hasMore: true, totalResults: null }))).toBe(true);
    expect(hasMoreAfter(page(100, 20, { hasMore: false }))).toBe(false);
  });

  it('reads the total when hasMore is not set', () => {
    expect(hasMoreAfter(page(0, 50, { hasMore: undefined, totalResults: 120 }))).toBe(true);
    expect(hasMoreAfter(page(100, 20, { hasMore: undefined, totalResults: 120 }))).toBe(false);
    expect(hasMoreAfter(page(0, 50, { hasMore: undefined, totalResults: null }))).toBe(false);
  });

  it('stops at an empty page whatever the answer claims', () => {
    expect(hasMoreAfter(page(150, 0, { hasMore: true }))).toBe(false);
  });
});

describe('the rows of a query', () => {
  it('the first page replaces the rows and later pages are appended', () => {
    let state = pagingReducer(initialPaging('a'), { type: 'page', key: 'a', offset: 0, page: page(0, 50) });
    expect(state.rows.map((row) => row.id)).toEqual(rows(0, 50).map((row) => row.id));
    state = pagingReducer(state, { type: 'request', key: 'a' });
    expect(state.loading).toBe(true);
    state = pagingReducer(state, { type: 'page', key: 'a', offset: 50, page: page(50, 50) });
    state = pagingReducer(state, { type: 'page', key: 'a', offset: 100, page: page(100, 20) });
    expect(state.rows.map((row) => row.id)).toEqual(rows(0, 120).map((row) => row.id));
    expect(state).toMatchObject({ total: 120, nextOffset: 150, hasMore: false, loading: false });
  });

  it('a first page of a reloaded query replaces rows already shown', () => {
    let state = pagingReducer(initialPaging('a'), { type: 'page', key: 'a', offset: 0, page: page(0, 50) });
    state = pagingReducer(state, {
      type: 'page',
      key: 'a',
      offset: 0,
      page: page(0, 3, { totalResults: 3 }),
    });
    expect(state.rows).toHaveLength(3);
  });

  it('a new query starts again at offset 0 with no rows, loading', () => {
    let state = pagingReducer(initialPaging('a'), { type: 'page', key: 'a', offset: 0, page: page(0, 50) });
    state = pagingReducer(state, { type: 'start', key: 'b' });
    expect(state).toMatchObject({ key: 'b', rows: [], nextOffset: 0, total: null, loading: true });
  });

  it('ignores the answer of a superseded query', () => {
    const state = pagingReducer(initialPaging('a'), { type: 'start', key: 'b' });
    const after = pagingReducer(state, { type: 'page', key: 'a', offset: 0, page: page(0, 50) });
    expect(after).toBe(state);
    expect(pagingReducer(state, { type: 'failure', key: 'a', message: 'late' })).toBe(state);
  });

  it('stops loading and paging on an error', () => {
    const state = pagingReducer(initialPaging('a'), { type: 'failure', key: 'a', message: 'boom' });
    expect(state).toMatchObject({ loading: false, hasMore: false, error: 'boom' });
  });
});
