import type { SearchView, SortDirection } from '@portal/contracts';

export type SearchMetacontent = SearchView['metacontent'];
/** Where a search page reads its rows: a server and one of its List endpoints. */
export type SearchMetadata = SearchView['metadata'];
export type ViewColumn = SearchMetacontent['columns'][number];
export type ColumnNavigation = NonNullable<ViewColumn['navigation']>;
/**
 * A column as the table shows it: a link whose page was deleted since (DESIGN.md §7c) has no
 * navigation, and its cells say 'This page was deleted'.
 */
export type ShownColumn = ViewColumn & {
  destinationDeleted?: boolean;
  /** false where the endpoint's OpenAPI document declares no sort by its field (DESIGN.md §7d). */
  sorts?: false;
};
export type TextFilterOption = SearchMetacontent['textFilters'][number];
export type CustomFilter = SearchMetacontent['customFilters'][number];

/** An exact entry's value as the link gave it: a number stays a number for typed query languages. */
export type ExactValue = string | number | boolean;

/**
 * An active text filter (SPEC.md §3); label and field are '*' for free text. An entry with `exact`
 * (DESIGN.md §7c, from a detail page's navigation) matches its field exactly instead of "contains";
 * `value` is then its text and `exact.value` the value itself.
 */
export type TextEntry = { label: string; field: string; value: string; exact?: { value: ExactValue } };

export type SortState = { field: string; direction: SortDirection } | null;

/** A row of a list answer: whatever object the data server sent. */
export type Row = Record<string, unknown>;

/** The part of a view a designer edits and saves. */
export type ViewContent = { name: string; metacontent: SearchMetacontent };
