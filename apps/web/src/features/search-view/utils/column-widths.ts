import type { ViewColumn } from '../types';
import { gridTemplateOf, type MeasureHeader } from './column-layout';

/** Widths a person gave columns by dragging or with the keyboard, in rem, by column field. */
export type ColumnWidths = Readonly<Record<string, number>>;

/** The narrowest and widest a person can make a column, in rem. */
export const minColumnRem = 3;
export const maxColumnRem = 60;
/** The last track: the button that shows the whole row. */
export const wholeRowTrackRem = 2.75;

/** Where the widths are kept in this browser: per signed-in user and per page (its address). */
export const columnWidthsKey = (userUuid: string, page: string) => `portal.columnWidths:${userUuid}:${page}`;

export const clampColumnRem = (rem: number) =>
  Math.round(Math.min(maxColumnRem, Math.max(minColumnRem, rem)) * 16) / 16;

/** The widths kept for a page; nothing when none are kept or storage cannot be read. */
export function readColumnWidths(key: string): ColumnWidths {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
    return Object.fromEntries(
      Object.entries(stored).flatMap(([field, rem]) =>
        typeof rem === 'number' && Number.isFinite(rem) ? [[field, clampColumnRem(rem)]] : [],
      ),
    );
  } catch {
    return {};
  }
}

/** Keeps a page's widths; a browser that refuses (private mode, full) keeps them for this visit only. */
export function writeColumnWidths(key: string, widths: ColumnWidths) {
  try {
    if (Object.keys(widths).length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(widths));
  } catch {
    // Nothing to do: the widths still hold until the page is left.
  }
}

/**
 * The grid template of the table: each column's own track (column-layout) unless a person gave it a
 * width, then that width; and last the narrow track of the whole-row button.
 */
export function gridTemplateWithWidths(
  columns: readonly ViewColumn[],
  widths: ColumnWidths,
  measure: MeasureHeader,
): { template: string; minWidthRem: number } {
  const tracks = columns.map((column) => {
    const given = widths[column.value];
    if (given !== undefined) return { template: `${given}rem`, minWidthRem: given };
    return gridTemplateOf([column], measure);
  });
  return {
    // The last track takes what space the columns leave, so its button sits at the table's right edge.
    template: [...tracks.map((track) => track.template), `minmax(${wholeRowTrackRem}rem, auto)`].join(' '),
    minWidthRem: tracks.reduce((sum, track) => sum + track.minWidthRem, wholeRowTrackRem),
  };
}
