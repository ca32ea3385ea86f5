import { randomUUID } from 'node:crypto';
import type { PagesProposal, ProposedPage } from '@portal/contracts';
import { type ProposalEndpoint, type ProposalServer, readApiEntities, recordOf } from './api-entities.ts';
import { type PageKeys, proposeDetailPage } from './propose-detail-page.ts';
import { proposeSearchPage } from './propose-search-page.ts';

/**
 * The pages an API's endpoints make (DESIGN.md §7d): for each list endpoint a search page whose rows
 * open their record's detail page, for each record endpoint a detail page with its related records
 * and lists. Each page is the complete body a create takes; links name the other pages by key.
 */
export function proposePages(
  server: ProposalServer,
  endpoints: readonly ProposalEndpoint[],
  newKey: () => string = randomUUID,
): PagesProposal {
  const entities = readApiEntities(server, endpoints);
  const searchKeys = new Map(entities.lists.map((list) => [list, newKey()]));
  const detailKeys = new Map(entities.records.map((record) => [record, newKey()]));
  const keys: PageKeys = {
    searchOf: (list) => searchKeys.get(list),
    detailOf: (record) => detailKeys.get(record),
  };
  const pages: ProposedPage[] = [];
  const proposedRecords = new Set();
  for (const list of entities.lists) {
    const record = recordOf(entities, list.noun);
    const detailKey = record && detailKeys.get(record);
    pages.push(
      proposeSearchPage(
        searchKeys.get(list)!,
        server.uuid,
        list,
        record && detailKey ? { key: detailKey, record } : undefined,
      ),
    );
    if (record && detailKey && !proposedRecords.has(record)) {
      proposedRecords.add(record);
      pages.push(proposeDetailPage(detailKey, server, record, entities, keys));
    }
  }
  for (const record of entities.records) {
    if (proposedRecords.has(record)) continue;
    pages.push(proposeDetailPage(detailKeys.get(record)!, server, record, entities, keys));
  }
  return { pages };
}
