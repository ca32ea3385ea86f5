import { describe, expect, it } from 'vitest';
import { fieldOptionsOf, sampleText } from './field-options';

describe('the fields a designer picks from', () => {
  it('are the known fields, then the scalar fields of the rows, each with its first value', () => {
    const rows = [
      { id: 1, name: '', address: { street: 'x' } },
      { id: 2, name: 'Rome', tags: ['a'], note: null },
    ];
    expect(fieldOptionsOf(rows, { known: ['total', 'name'] })).toEqual([
      { field: 'total' },
      { field: 'name', sample: 'Rome' },
      { field: 'id', sample: 1 },
      { field: 'note' },
    ]);
  });

  it('offer the scalar fields of a nested object when asked', () => {
    expect(fieldOptionsOf([{ address: { city: 'Oslo', lines: ['a'] } }], { nested: true })).toEqual([
      { field: 'address.city', sample: 'Oslo' },
    ]);
  });

  it('show a sample on one short line', () => {
    expect(sampleText('a\n b')).toBe('a b');
    expect(sampleText('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(sampleText(false)).toBe('false');
  });
});
