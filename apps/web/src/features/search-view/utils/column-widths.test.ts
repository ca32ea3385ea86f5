import { afterEach, describe, expect, it } from 'vitest';
import type { ViewColumn } from '../types';
import {
  clampColumnRem,
  columnWidthsKey,
  gridTemplateWithWidths,
  readColumnWidths,
  writeColumnWidths,
} from './column-widths';

const column = (value: string, width: ViewColumn['width']): ViewColumn => ({
  value,
  label: value,
  width,
  hidemobile: '',
});
const columns = [column('id', 'max-w-24'), column('name', 'max-w-auto')];

/** A storage like the browser's, in memory. */
const store = new Map<string, string>();
globalThis.localStorage ??= {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, value),
  removeItem: (key: string) => void store.delete(key),
  clear: () => store.clear(),
  key: (at: number) => [...store.keys()][at] ?? null,
  get length() {
    return store.size;
  },
} as Storage;

afterEach(() => localStorage.clear());

describe('column widths a person sets', () => {
  it('are kept per user and per page', () => {
    const mine = columnWidthsKey('user-1', '/user/search/a');
    writeColumnWidths(mine, { name: 14.5 });
    expect(readColumnWidths(mine)).toEqual({ name: 14.5 });
    expect(readColumnWidths(columnWidthsKey('user-2', '/user/search/a'))).toEqual({});
    expect(readColumnWidths(columnWidthsKey('user-1', '/user/search/b'))).toEqual({});
  });

  it('forget a page whose widths all went back to their own', () => {
    const key = columnWidthsKey('user-1', '/user/search/a');
    writeColumnWidths(key, { name: 12 });
    writeColumnWidths(key, {});
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('read nothing from what is not a set of widths, and keep widths within bounds', () => {
    const key = columnWidthsKey('user-1', '/user/search/a');
    localStorage.setItem(key, 'not json');
    expect(readColumnWidths(key)).toEqual({});
    localStorage.setItem(key, JSON.stringify({ id: 'wide', name: 1, other: 500 }));
    expect(readColumnWidths(key)).toEqual({ name: 3, other: 60 });
    expect(clampColumnRem(10.03)).toBe(10);
  });

  it('replace the track of a column given a width, and end with the whole-row button', () => {
    expect(gridTemplateWithWidths(columns, {}, () => 0)).toEqual({
      template: '6rem minmax(8rem, 1fr) minmax(2.75rem, auto)',
      minWidthRem: 16.75,
    });
    expect(gridTemplateWithWidths(columns, { name: 20 }, () => 0)).toEqual({
      template: '6rem 20rem minmax(2.75rem, auto)',
      minWidthRem: 28.75,
    });
  });
});
