import type { ViewColumn } from '../../types';
import { bindingsOf, buildColumnNavigation } from './build-column-navigation';

/** What the navigation editor of one column holds, saved with 'Save Navigation' or not. */
export type NavigationDraft = {
  destination: string | null;
  bindings: Record<string, string>;
  /** The destination's variables once read; undefined while unknown. */
  variables: readonly string[] | undefined;
};

/** The drafts not yet saved into their columns, by column value. */
export type PendingNavigations = Readonly<Record<string, NavigationDraft>>;

/** A draft differs from its column's saved navigation (ignoring bindings left empty). */
export function isDraftPending(column: ViewColumn, draft: NavigationDraft): boolean {
  const saved = column.navigation;
  if ((saved?.destination ?? null) !== draft.destination) return true;
  const before = bindingsOf(saved);
  const after = Object.fromEntries(Object.entries(draft.bindings).filter(([, field]) => field));
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].some((name) => before[name] !== after[name]);
}

/**
 * What 'Done' does with the drafts not saved: a complete one goes into its column (an unsaved change
 * of the page, kept by Save & Exit); an incomplete one is named, so the designer is asked rather than
 * losing it. A draft that clears the destination is left to 'Clear Navigation'.
 */
export function settlePendingNavigations(
  columns: readonly ViewColumn[],
  pending: PendingNavigations,
): { columns: ViewColumn[]; kept: string[]; incomplete: string[] } {
  const kept: string[] = [];
  const incomplete: string[] = [];
  const next = columns.map((column) => {
    const draft = pending[column.value];
    if (!draft?.destination || !isDraftPending(column, draft)) return column;
    const built = buildColumnNavigation(draft.destination, draft.variables, draft.bindings);
    if (!built.ok) {
      incomplete.push(column.value);
      return column;
    }
    kept.push(column.value);
    return { ...column, navigation: built.navigation };
  });
  return { columns: next, kept, incomplete };
}
