import type { ShownColumn, ViewColumn } from '../types';

/**
 * The columns with the links to deleted pages made inert: the view's read names those pages, and
 * such a cell shows its text and says the page was deleted instead of opening 'View not found'.
 */
export function inertDeletedLinks(
  columns: readonly ViewColumn[],
  deleted: readonly string[] | undefined,
): ShownColumn[] {
  if (!deleted?.length) return [...columns];
  return columns.map((column) =>
    column.navigation && deleted.includes(column.navigation.destination)
      ? { ...column, navigation: undefined, destinationDeleted: true }
      : column,
  );
}
