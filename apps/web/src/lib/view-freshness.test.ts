import { describe, expect, it } from 'vitest';
import { rereadViewOnMount, viewReadForThisVisitMs } from './view-freshness';

const readAt = (dataUpdatedAt: number) => ({ state: { dataUpdatedAt } });

describe('reading a view again when its page opens', () => {
  it('does not read again a view read as the page was opened', () => {
    expect(rereadViewOnMount(readAt(10_000), 10_000 + 300)).toBe(false);
  });

  it('reads again a view read on an earlier visit', () => {
    expect(rereadViewOnMount(readAt(10_000), 10_000 + viewReadForThisVisitMs + 1)).toBe(true);
  });

  it('reads a view never read', () => {
    expect(rereadViewOnMount(readAt(0), Date.now())).toBe(true);
  });
});
