import type { Db } from '../../db/database.ts';
import { type PageCallRules, readPageCallRules, searchEntryFields } from './read-page-call-rules.ts';
import { viewDestinations } from './view-links.ts';
import { findViewLinks, listGroupViewIdsOfMember } from './view-repository.ts';

export type UserAccess = {
  /** The views the user may open. */
  viewIds: ReadonlySet<string>;
  /** What each of those pages may ask of the proxy (DESIGN.md §6c), by view id. */
  pages: ReadonlyMap<string, PageCallRules>;
};

const parse = (json: string): unknown => {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
};

/** What a set of starting views opens: the views and calls of UserAccess, and each view's links. */
export type Reach = UserAccess & {
  /** The views each reached view links to (existing or not), by view id. */
  links: ReadonlyMap<string, readonly string[]>;
};

/**
 * What a plain user may open and call (DESIGN.md §7, Access; §6c): the views of their groups and
 * every view reachable from one by navigation, transitively, and the calls each of those pages
 * makes. Decided from saved views only, never from what a browser says. This is the one place the
 * rule lives: a cache may wrap it per account and user, and must drop its entry when a view, a
 * group's views or a group's members change.
 */
export async function computeUserAccess(db: Db, accountId: string, userId: string): Promise<UserAccess> {
  return computeReach(db, accountId, await listGroupViewIdsOfMember(db, accountId, userId));
}

/**
 * The rule of computeUserAccess from any starting views: the Groups screen shows with it what a
 * group's pages open through their links, exactly as its members' access is decided.
 */
export async function computeReach(db: Db, accountId: string, startIds: readonly string[]): Promise<Reach> {
  const viewIds = new Set<string>();
  const pages = new Map<string, PageCallRules>();
  const links = new Map<string, string[]>();
  const entryFields: [string, string][] = [];
  const asked = new Set<string>();
  let frontier = [...new Set(startIds)];
  // One query per level of navigation; a cycle of views ends because each id is asked once.
  while (frontier.length > 0) {
    for (const id of frontier) asked.add(id);
    const next = new Set<string>();
    for (const row of await findViewLinks(db, accountId, frontier)) {
      viewIds.add(row.id);
      const metacontent = parse(row.metacontent);
      const metadata = parse(row.metadata);
      const rules = readPageCallRules(row.type, metacontent, metadata);
      if (rules) pages.set(row.id, rules);
      entryFields.push(...searchEntryFields(row.type, metacontent, metadata));
      const destinations = viewDestinations(row.type, metacontent);
      links.set(row.id, destinations);
      for (const destination of destinations) {
        if (!asked.has(destination)) next.add(destination);
      }
    }
    frontier = [...next];
  }
  // A search page also filters by what the user's pages that lead to it filter by (§7c).
  for (const [destination, field] of entryFields) {
    const page = pages.get(destination);
    if (page?.type === 'search') (page.filterFields as Set<string>).add(field);
  }
  return { viewIds, pages, links };
}
