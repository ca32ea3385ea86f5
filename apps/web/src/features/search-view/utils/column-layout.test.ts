import { describe, expect, it } from 'vitest';
import type { ViewColumn } from '../types';
import { alignOf, gridTemplateOf, typedColumns, visibleColumns } from './column-layout';

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

  it('never makes a column narrower than its header', () => {
    const measure = (label: string) => label.length * 0.6;
    const columns = [
      column('quantity', { label: 'Quantity ordered', width: 'max-w-24' }),
      column('city', { label: 'City', width: 'max-w-24' }),
      column('name', { label: 'A very long header of a wide column', width: 'max-w-80' }),
    ];
    expect(gridTemplateOf(columns, measure).template).toBe('9.75rem 6rem minmax(21rem, 21rem)');
  });

  it('reads an unknown width as Auto', () => {
    expect(gridTemplateOf([column('a', { width: 'wide' as ViewColumn['width'] })]).template).toBe(
      'minmax(8rem, 1fr)',
    );
  });

  it('shows each column by its own value type, or by the one its values suggest', () => {
    const columns = typedColumns(
      [column('total'), column('id', { valueType: 'number' }), column('note')],
      new Map([
        ['total', 'number'],
        ['id', 'text'],
      ]),
    );
    expect(columns.map((c) => c.valueType)).toEqual(['number', 'number', 'text']);
    expect(alignOf('number')).toBe('end');
    expect(alignOf('datenotime')).toBeUndefined();
  });
});
