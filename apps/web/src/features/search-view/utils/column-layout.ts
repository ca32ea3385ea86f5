import type { ColumnWidth, ValueType } from '@portal/contracts';
import type { ViewColumn } from '../types';

// The widths of SPEC.md §3 are Tailwind max-width classes: max-w-24/40/80 are 6, 10 and 20 rem. Small and
// Medium keep their width on a narrow screen (the table scrolls sideways instead); Large gives way to 10rem.
// No column is narrower than its header, so a short header is never cut to 'Qua…'.
const tracks: Record<ColumnWidth, (header: number) => { min: number; track: string }> = {
  'max-w-auto': (header) => ({ min: Math.max(8, header), track: `minmax(${Math.max(8, header)}rem, 1fr)` }),
  'max-w-24': (header) => ({ min: Math.max(6, header), track: `${Math.max(6, header)}rem` }),
  'max-w-40': (header) => ({ min: Math.max(10, header), track: `${Math.max(10, header)}rem` }),
  'max-w-80': (header) => ({
    min: Math.max(10, header),
    track: `minmax(${Math.max(10, header)}rem, ${Math.max(20, header)}rem)`,
  }),
};

/** The width a header needs, in rem: its label, the sort mark and the padding. */
export type MeasureHeader = (label: string) => number;
const noHeader: MeasureHeader = () => 0;

function trackOf(column: ViewColumn, measure: MeasureHeader) {
  const header = Math.ceil(measure(column.label || column.value) * 4) / 4;
  return (tracks[column.width as ColumnWidth] ?? tracks['max-w-auto'])(header);
}

/** The columns shown: on a small screen those marked hide-on-mobile ('hidden') are left out. */
export function visibleColumns(columns: readonly ViewColumn[], smallScreen: boolean): ViewColumn[] {
  return smallScreen ? columns.filter((column) => column.hidemobile !== 'hidden') : [...columns];
}

/** One grid template shared by the header and every row, so the columns line up without measuring. */
export function gridTemplateOf(
  columns: readonly ViewColumn[],
  measure: MeasureHeader = noHeader,
): { template: string; minWidthRem: number } {
  const each = columns.map((column) => trackOf(column, measure));
  return {
    template: each.map((track) => track.track).join(' ') || '1fr',
    minWidthRem: each.reduce((sum, track) => sum + track.min, 0),
  };
}

/** Numbers line up on the right, as in a spreadsheet; everything else on the left. */
export const alignOf = (valueType: ValueType | undefined) => (valueType === 'number' ? 'end' : undefined);

/** The columns with the value type each is shown by: its own, or the one its values suggest. */
export function typedColumns(columns: readonly ViewColumn[], inferred: ReadonlyMap<string, ValueType>) {
  return columns.map((column) =>
    column.valueType ? column : { ...column, valueType: inferred.get(column.value) ?? 'text' },
  );
}
