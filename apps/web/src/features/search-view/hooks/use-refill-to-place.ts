import { useEffect, useState } from 'react';
import { headerHeight, rowHeight } from '../utils/row-window';
import { rememberedScrollTop } from './use-scroll-memory';

type Rows = {
  rows: readonly unknown[];
  hasMore: boolean;
  loading: boolean;
  error: unknown;
  loadMore: () => void;
};

/**
 * On a return to a search page (Back, or a reload) whose pages are no longer kept, asks for the
 * pages again, one after the other, until the rows reach the remembered scroll position, so the
 * table can scroll back to the row that was in view.
 */
export function useRefillToPlace(address: string, returning: boolean, results: Rows) {
  // The place is read once, as the page opens: later scrolling is the person's own.
  const [target] = useState(() => {
    const top = returning ? rememberedScrollTop(address) : 0;
    return top > 0 ? top + window.innerHeight : 0;
  });
  const { rows, hasMore, loading, error, loadMore } = results;
  const short = headerHeight + rows.length * rowHeight < target;
  useEffect(() => {
    if (short && hasMore && !loading && !error) loadMore();
  }, [short, hasMore, loading, error, loadMore]);
}
