import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { hasMoreAfter, type ListPage, nextOffsetOf, pagedListOptions, readPages } from './list-paging';

type Row = { id: number };
const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: from + i }));
const page = (offset: number, count: number, extra: Partial<ListPage<Row>> = {}): ListPage<Row> => ({
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

describe('the rows of the loaded pages', () => {
  it('are the pages in order, with the newest total', () => {
    const read = readPages([page(0, 50), page(50, 50, { totalResults: 121 })]);
    expect(read.rows.map((row) => row.id)).toEqual(rows(0, 100).map((row) => row.id));
    expect(read.total).toBe(121);
  });

  it('are none, with an unknown total, before the first answer or when the upstream cannot count', () => {
    expect(readPages<Row>(undefined)).toEqual({ rows: [], total: null });
    expect(readPages([page(0, 3, { totalResults: null })]).total).toBeNull();
  });
});

/** A fake list endpoint of `total` rows that records the offsets it was asked for. */
function fakeEndpoint(total: number, limit: number | null = 50) {
  const asked: number[] = [];
  const fetchPage = async (offset: number): Promise<ListPage<Row>> => {
    asked.push(offset);
    const count = Math.max(0, Math.min(limit ?? 50, total - offset));
    return {
      value: rows(offset, count),
      offset,
      limit,
      totalResults: total,
      hasMore: offset + count < total,
    };
  };
  return { asked, fetchPage };
}

describe('a paged list on an infinite query', () => {
  it('starts at offset 0, asks offset + limit next and stops at the end, with no row missing or repeated', async () => {
    const client = new QueryClient();
    const endpoint = fakeEndpoint(120);
    const observer = new InfiniteQueryObserver(client, pagedListOptions(['list', 'a'], endpoint.fetchPage));
    await observer.refetch();
    let result = observer.getCurrentResult();
    while (result.hasNextPage) result = await observer.fetchNextPage();
    expect(endpoint.asked).toEqual([0, 50, 100]);
    expect(readPages(result.data?.pages).rows.map((row) => row.id)).toEqual(
      rows(0, 120).map((row) => row.id),
    );
  });

  it('steps by 50 when the answers give no limit', async () => {
    const client = new QueryClient();
    const endpoint = fakeEndpoint(70, null);
    const observer = new InfiniteQueryObserver(client, pagedListOptions(['list', 'b'], endpoint.fetchPage));
    await observer.refetch();
    let result = observer.getCurrentResult();
    while (result.hasNextPage) result = await observer.fetchNextPage();
    expect(endpoint.asked).toEqual([0, 50]);
  });

  it('keeps the answer of a superseded question out of the rows of the new one', async () => {
    const client = new QueryClient();
    let release: (page: ListPage<Row>) => void = () => {};
    const slow = () => new Promise<ListPage<Row>>((resolve) => (release = resolve));
    const observer = new InfiniteQueryObserver(client, pagedListOptions(['list', 'old'], slow));
    const unsubscribe = observer.subscribe(() => {});
    const fresh = fakeEndpoint(3);
    observer.setOptions(pagedListOptions(['list', 'new'], fresh.fetchPage));
    await client.fetchInfiniteQuery(pagedListOptions(['list', 'new'], fresh.fetchPage));
    release(page(0, 50));
    await Promise.resolve();
    expect(readPages(observer.getCurrentResult().data?.pages).rows.map((row) => row.id)).toEqual([0, 1, 2]);
    unsubscribe();
  });
});
