import { describe, expect, it } from 'vitest';
import { createLocalCopies } from './local-copies.ts';
import type { Generation } from './shared-store.ts';

/** A generation read where nothing changed since the count `now`. */
const at = (now: number): Generation => ({ now, since: now });

describe('in-memory copies stamped with a generation', () => {
  it('serves a copy only under the generation it was made in', () => {
    const copies = createLocalCopies<string>({ maxEntries: 10, maxAgeMs: 60_000 });
    copies.set('session', 'row', at(4));
    expect(copies.get('session', at(4))).toBe('row');
    expect(copies.get('session', at(5))).toBeUndefined();
    expect(copies.get('session', at(4))).toBeUndefined();
  });

  it('keeps serving a copy while only other accounts change, and drops it once its own does', () => {
    const copies = createLocalCopies<string>({ maxEntries: 10, maxAgeMs: 60_000 });
    copies.set('permissions', 'pages', { now: 4, since: 2 });
    expect(copies.get('permissions', { now: 9, since: 4 })).toBe('pages');
    expect(copies.get('permissions', { now: 10, since: 5 })).toBeUndefined();
    expect(copies.peek('permissions')).toBeUndefined();
  });

  it('refreshes a copy past its age whatever the generation says', () => {
    let now = 1_000;
    const copies = createLocalCopies<string>({ maxEntries: 10, maxAgeMs: 500, now: () => now });
    copies.set('endpoint', 'row', at(1));
    now += 500;
    expect(copies.get('endpoint', at(1))).toBe('row');
    now += 1;
    expect(copies.get('endpoint', at(1))).toBeUndefined();
  });

  it('keeps at most maxEntries copies, dropping the oldest', () => {
    const copies = createLocalCopies<number>({ maxEntries: 2, maxAgeMs: 60_000 });
    copies.set('a', 1, at(0));
    copies.set('b', 2, at(0));
    copies.set('c', 3, at(0));
    expect(copies.size).toBe(2);
    expect(copies.get('a', at(0))).toBeUndefined();
    expect(copies.get('c', at(0))).toBe(3);
  });
});
