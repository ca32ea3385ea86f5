/** How long a view read counts as this visit's read (a phone may take seconds to load the screen). */
export const viewReadForThisVisitMs = 5_000;

/**
 * A designer may have saved since the view was last read, so every visit of a page reads its view
 * again, but only once: a view read moments ago (by fetch-ahead, as the page was opened) is this
 * visit's read, and the screen showing it does not ask for it a second time.
 */
export function rereadViewOnMount(query: { state: { dataUpdatedAt: number } }, now = Date.now()): boolean {
  return now - query.state.dataUpdatedAt > viewReadForThisVisitMs;
}
