import { type DatasetDefinition, type DetailMetacontent, messages } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../errors.ts';
import { type DetailContent, detailNavigations, detailStructureProblem } from './check-detail-structure.ts';
import type { ViewCheck, ViewContent } from './check-view-references.ts';
import { findEndpointServers, findServerNames, findViewTypes } from './reference-repository.ts';

const unique = (ids: string[]) => [...new Set(ids)];

/** Every dataset's server is the account's, and its endpoint is on that server. */
async function checkDatasetConnections(db: Db, accountId: string, datasets: DatasetDefinition[]) {
  const servers = await findServerNames(db, accountId, unique(datasets.map((dataset) => dataset.server)));
  const endpoints = await findEndpointServers(
    db,
    accountId,
    unique(datasets.map((dataset) => dataset.endpoint)),
  );
  for (const dataset of datasets) {
    if (!servers.has(dataset.server))
      throw badRequest(`${messages.detailDatasetServerNotFound} ${dataset.name}`);
    if (endpoints.get(dataset.endpoint) !== dataset.server) {
      throw badRequest(`${messages.detailDatasetEndpointNotFound} ${dataset.name}`);
    }
  }
}

/** Every navigation leads to a view of the account of the type it names. */
async function checkDestinations(db: Db, accountId: string, metacontent: DetailMetacontent) {
  const navigations = detailNavigations(metacontent);
  const types = await findViewTypes(
    db,
    accountId,
    unique(navigations.map((navigation) => navigation.destination)),
  );
  for (const { destination, destinationType } of navigations) {
    if (types.get(destination) !== destinationType) {
      throw badRequest(`${messages.detailDestinationInvalid} ${destination}`);
    }
  }
}

export const checkDetailView: ViewCheck = async (db, accountId, view) => {
  if (view.type !== 'detail') return;
  // ViewContent picks from the union, so the type test does not narrow the content by itself.
  const detail = view as DetailContent;
  const problem = detailStructureProblem(detail);
  if (problem) throw badRequest(problem);
  await checkDatasetConnections(db, accountId, detail.metadata.datasets);
  await checkDestinations(db, accountId, detail.metacontent);
};

/** The view as stored: each dataset's serverName is its server's real name, whatever was sent. */
export async function withServerNames<T extends ViewContent>(db: Db, accountId: string, view: T): Promise<T> {
  if (view.type !== 'detail') return view;
  const { metadata } = view as DetailContent & T;
  const names = await findServerNames(
    db,
    accountId,
    unique(metadata.datasets.map((dataset) => dataset.server)),
  );
  const datasets = metadata.datasets.map((dataset) => ({
    ...dataset,
    serverName: names.get(dataset.server) ?? dataset.serverName,
  }));
  return { ...view, metadata: { ...metadata, datasets } };
}
