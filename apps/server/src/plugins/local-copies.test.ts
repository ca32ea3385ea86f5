import { describe, expect, it } from 'vitest';
import { createLocalCopies } from './local-copies.ts';

describe('in-memory copies stamped with a generation', () => {
  it('serves a copy only under the generation it was made in', () => {
    const copies = createLocalCopies<string>({ maxEntries: 10, maxAgeMs: 60_000 });
    copies.set('session', 'row', 4);
    expect(copies.get('session', 4)).toBe('row');
    expect(copies.get('session', 5)).toBeUndefined();
    expect(copies.get('session', 4)).toBeUndefined();
  });

  it('refreshes a copy past its age whatever the generation says', () => {
    let now = 1_000;
    const copies = createLocalCopies<string>({ maxEntries: 10, maxAgeMs: 500, now: () => now });
    copies.set('endpoint', 'row', 1);
    now += 500;
    expect(copies.get('endpoint', 1)).toBe('row');
    now += 1;
    expect(copies.get('endpoint', 1)).toBeUndefined();
  });

  it('keeps at most maxEntries copies, dropping the oldest', () => {
    const copies = createLocalCopies<number>({ maxEntries: 2, maxAgeMs: 60_000 });
    copies.set('a', 1, 0);
    copies.set('b', 2, 0);
    copies.set('c', 3, 0);
    expect(copies.size).toBe(2);
    expect(copies.get('a', 0)).toBeUndefined();
    expect(copies.get('c', 0)).toBe(3);
  });
});
