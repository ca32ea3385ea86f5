import type { SearchView, SortDirection } from '@portal/contracts';

export type SearchMetacontent = SearchView['metacontent'];
export type ViewColumn = SearchMetacontent['columns'][number];
export type ColumnNavigation = NonNullable<ViewColumn['navigation']>;
export type TextFilterOption = SearchMetacontent['textFilters'][number];
export type CustomFilter = SearchMetacontent['customFilters'][number];

/** An active text filter (SPEC.md §3); label and field are '*' for free text. */
export type TextEntry = { label: string; field: string; value: string };

export type SortState = { field: string; direction: SortDirection } | null;

/** A row of a list answer: whatever object the data server sent. */
export type Row = Record<string, unknown>;

/** The part of a view a designer edits and saves. */
export type ViewContent = { name: string; metacontent: SearchMetacontent };
