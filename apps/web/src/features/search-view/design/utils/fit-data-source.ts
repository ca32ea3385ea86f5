import type { SearchMetacontent } from '../../types';

/**
 * The page's columns and filters kept for a new data source: those whose field its rows still
 * have. Rows without any field (an empty list) tell nothing, so everything is kept.
 */
export function fitDataSource(metacontent: SearchMetacontent, fields: readonly string[]): SearchMetacontent {
  if (fields.length === 0) return metacontent;
  const has = new Set(fields);
  return {
    ...metacontent,
    columns: metacontent.columns.filter((column) => has.has(column.value)),
    textFilters: metacontent.textFilters.filter((filter) => has.has(filter.field)),
    customFilters: metacontent.customFilters.filter((filter) => has.has(filter.field)),
  };
}
