import type { Db } from '../../db/database.ts';
import { viewDestinations, viewEndpoints } from './view-links.ts';
import { findViewLinks, listGroupViewIdsOfMember } from './view-repository.ts';

export type UserAccess = {
  /** The views the user may open. */
  viewIds: ReadonlySet<string>;
  /** The endpoints the user may call through the proxy. */
  endpointIds: ReadonlySet<string>;
};

const parse = (json: string): unknown => {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
};

/**
 * What a plain user may open and call (DESIGN.md §7, Access): the views of their groups and every
 * view reachable from one by navigation, transitively, and the endpoints all those views' data
 * comes through. Decided from saved views only, never from what a browser says. This is the one
 * place the rule lives: a cache may wrap it per account and user, and must drop its entry when a
 * view, a group's views or a group's members change.
 */
export async function computeUserAccess(db: Db, accountId: string, userId: string): Promise<UserAccess> {
  const viewIds = new Set<string>();
  const endpointIds = new Set<string>();
  const asked = new Set<string>();
  let frontier = await listGroupViewIdsOfMember(db, accountId, userId);
  // One query per level of navigation; a cycle of views ends because each id is asked once.
  while (frontier.length > 0) {
    for (const id of frontier) asked.add(id);
    const next = new Set<string>();
    for (const row of await findViewLinks(db, accountId, frontier)) {
      viewIds.add(row.id);
      for (const endpoint of viewEndpoints(parse(row.metadata))) endpointIds.add(endpoint);
      for (const destination of viewDestinations(row.type, parse(row.metacontent))) {
        if (!asked.has(destination)) next.add(destination);
      }
    }
    frontier = [...next];
  }
  return { viewIds, endpointIds };
}
