import type { ColumnWidth } from '@portal/contracts';
import type { ViewColumn } from '../types';

// The widths of SPEC.md §3 are Tailwind max-width classes: max-w-24/40/80 are 6, 10 and 20 rem. Small and
// Medium keep their width on a narrow screen (the table scrolls sideways instead); Large gives way to 10rem.
const tracks: Record<ColumnWidth, { min: number; track: string }> = {
  'max-w-auto': { min: 8, track: 'minmax(8rem, 1fr)' },
  'max-w-24': { min: 6, track: '6rem' },
  'max-w-40': { min: 10, track: '10rem' },
  'max-w-80': { min: 10, track: 'minmax(10rem, 20rem)' },
};

function trackOf(column: ViewColumn) {
  return tracks[column.width as ColumnWidth] ?? tracks['max-w-auto'];
}

/** The columns shown: on a small screen those marked hide-on-mobile ('hidden') are left out. */
export function visibleColumns(columns: readonly ViewColumn[], smallScreen: boolean): ViewColumn[] {
  return smallScreen ? columns.filter((column) => column.hidemobile !== 'hidden') : [...columns];
}

/** One grid template shared by the header and every row, so the columns line up without measuring. */
export function gridTemplateOf(columns: readonly ViewColumn[]): { template: string; minWidthRem: number } {
  return {
    template: columns.map((column) => trackOf(column).track).join(' ') || '1fr',
    minWidthRem: columns.reduce((sum, column) => sum + trackOf(column).min, 0),
  };
}

/** A cell's text: objects as JSON, nothing for null or undefined. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
