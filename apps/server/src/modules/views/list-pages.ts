import type { PageOverview, ViewSummary } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../plugins/session.ts';
import { listGroupHoldings, listViewsWithAuthors } from './page-repository.ts';
import { viewDestinations } from './view-links.ts';

const parse = (json: string): unknown => {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
};

/**
 * The Pages screen (DESIGN.md §7c): every page of the account with the groups holding it, the pages
 * whose links lead to it (read from the saved links, the way access reads them) and its last change.
 */
export async function listPages(app: FastifyInstance, actor: AuthContext): Promise<PageOverview[]> {
  const [views, holdings] = await Promise.all([
    listViewsWithAuthors(app.db, actor.accountId),
    listGroupHoldings(app.db, actor.accountId),
  ]);
  const summaries = new Map<string, ViewSummary>(
    views.map((view) => [view.id, { uuid: view.id, name: view.name, type: view.type }]),
  );
  const linkedFrom = new Map<string, ViewSummary[]>();
  for (const view of views) {
    for (const destination of viewDestinations(view.type, parse(view.metacontent))) {
      // A link to itself says nothing about who depends on a page; a link to a deleted page leads nowhere.
      if (destination === view.id || !summaries.has(destination)) continue;
      linkedFrom.set(destination, [...(linkedFrom.get(destination) ?? []), summaries.get(view.id)!]);
    }
  }
  const groups = new Map<string, { uuid: string; name: string }[]>();
  for (const holding of holdings) {
    groups.set(holding.view_id, [
      ...(groups.get(holding.view_id) ?? []),
      { uuid: holding.id, name: holding.name },
    ]);
  }
  return views.map((view) => ({
    ...summaries.get(view.id)!,
    groups: groups.get(view.id) ?? [],
    linkedFrom: linkedFrom.get(view.id) ?? [],
    updatedAt: Number(view.updated_at),
    updatedBy:
      view.author_id && view.author_first_name !== null && view.author_last_name !== null
        ? { uuid: view.author_id, firstName: view.author_first_name, lastName: view.author_last_name }
        : null,
  }));
}
