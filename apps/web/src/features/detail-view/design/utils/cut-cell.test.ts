import { describe, expect, it } from 'vitest';
import { cutCell } from './cut-cell';

describe("a list dataset's table cell", () => {
  it('shows at most 50 characters, then an ellipsis', () => {
    expect(cutCell('x'.repeat(50))).toBe('x'.repeat(50));
    expect(cutCell('y'.repeat(51))).toBe(`${'y'.repeat(50)}…`);
  });

  it('shows numbers, objects and nothing as text', () => {
    expect(cutCell(12)).toBe('12');
    expect(cutCell({ a: 1 })).toBe('{"a":1}');
    expect(cutCell(null)).toBe('');
  });
});
