/**
 * When a link is followed, readies what its destination will need (DESIGN.md §9, B9): `idle` when
 * the link is merely on screen or pointed at (its screen's code and its view), `intent` once it is
 * pressed (also its first data call), so the destination finds them under way instead of asking one
 * after another. The app says how (app/navigation-ahead); a feature only names the link.
 */
export type NavigationMoment = 'idle' | 'intent';

let prepare: (href: string, moment: NavigationMoment) => void = () => {};

export function setNavigationAhead(next: typeof prepare): void {
  prepare = next;
}

export function prepareNavigation(href: string, moment: NavigationMoment): void {
  prepare(href, moment);
}
