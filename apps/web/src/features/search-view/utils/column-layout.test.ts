import { describe, expect, it } from 'vitest';
import type { ViewColumn } from '../types';
import { cellText, gridTemplateOf, visibleColumns } from './column-layout';

const column = (value: string, extra: Partial<ViewColumn> = {}): ViewColumn => ({
  value,
  label: value,
  width: 'max-w-auto',
  hidemobile: '',
  ...extra,
});

describe('the column layout', () => {
  it('hides the columns marked hide-on-mobile only on a small screen', () => {
    const columns = [column('name'), column('email', { hidemobile: 'hidden' })];
    expect(visibleColumns(columns, true).map((c) => c.value)).toEqual(['name']);
    expect(visibleColumns(columns, false).map((c) => c.value)).toEqual(['name', 'email']);
  });

  it('maps the widths to 6, 10 and at most 20 rem, and Auto to the free space', () => {
    const columns = [
      column('a'),
      column('b', { width: 'max-w-24' }),
      column('c', { width: 'max-w-40' }),
      column('d', { width: 'max-w-80' }),
    ];
    expect(gridTemplateOf(columns).template).toBe('minmax(8rem, 1fr) 6rem 10rem minmax(10rem, 20rem)');
    expect(gridTemplateOf(columns).minWidthRem).toBe(34);
  });

  it('reads an unknown width as Auto', () => {
    expect(gridTemplateOf([column('a', { width: 'wide' as ViewColumn['width'] })]).template).toBe(
      'minmax(8rem, 1fr)',
    );
  });

  it('shows values as text', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
    expect(cellText(0)).toBe('0');
    expect(cellText(false)).toBe('false');
    expect(cellText({ a: 1 })).toBe('{"a":1}');
  });
});
