import { type DetailView, mainDatasetName, messages } from '@portal/contracts';
import { type QueryClient, useQueries, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { endpointsQueryOptions } from '../../../../lib/api/servers';
import { viewQueryOptions, viewsQueryOptions } from '../../../../lib/api/views';
import { messageOf } from '../../../../lib/api-client';
import { fieldOptionsOf } from '../../../../lib/field-options';
import { showToast } from '../../../../lib/toasts';
import { callDatasetEndpoint } from '../../api/fetch-dataset';
import { readRecord } from '../../engine/dataset-engine';
import { resolveRequest } from '../../engine/resolve-request';
import { useDetailPage } from '../../hooks/detail-page-context';
import { useEngineSnapshot } from '../../hooks/use-datasets';
import { useSourceOf } from '../hooks/use-source-of';
import { mainPageVariables } from '../sample-record/sample-record';
import {
  freeDatasetName,
  type RelatedCandidate,
  type RelatedDestination,
  relatedCandidates,
  relatedDataset,
  relatedPanel,
} from '../utils/related-panel';

/** The first other detail page whose record is read by this endpoint and opened by one variable. */
async function detailPageOf(
  queryClient: QueryClient,
  endpoint: string,
  self: string,
): Promise<RelatedDestination | undefined> {
  const views = await queryClient.fetchQuery(viewsQueryOptions);
  const details = views.filter((view) => view.type === 'detail' && view.uuid !== self);
  const read = await Promise.allSettled(
    details.map((view) => queryClient.fetchQuery(viewQueryOptions(view.uuid))),
  );
  for (const result of read) {
    if (result.status !== 'fulfilled' || result.value.type !== 'detail') continue;
    const view = result.value as DetailView;
    const main = view.metadata.datasets.find((dataset) => dataset.name === mainDatasetName);
    const variables = mainPageVariables(view.metadata);
    if (main?.endpoint === endpoint && variables.length === 1)
      return { uuid: view.uuid, variable: variables[0] };
  }
  return undefined;
}

/**
 * A related record's panel from one choice: the fields of the page's records that hold another
 * record's id, and what adds one: its record dataset, a panel of its fields (read from its answer)
 * and, where a detail page shows that record, the link to it.
 */
export function useRelatedPanels() {
  const page = useDetailPage();
  const snapshot = useEngineSnapshot();
  const sourceOf = useSourceOf();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const { datasets } = page.content.metadata;
  const servers = [...new Set(datasets.map((dataset) => dataset.server))];
  const endpoints = useQueries({ queries: servers.map((server) => endpointsQueryOptions(server)) });
  const endpointsKey = endpoints.map((query) => query.dataUpdatedAt).join();

  // biome-ignore lint/correctness/useExhaustiveDependencies: endpointsKey stands for the answers
  const candidates = useMemo(() => {
    const byServer = new Map(servers.map((server, index) => [server, endpoints[index]?.data ?? []]));
    return relatedCandidates(
      datasets,
      (name) => {
        const state = snapshot.datasets[name];
        return state?.status === 'loaded' && state.data
          ? fieldOptionsOf([state.data]).map((option) => option.field)
          : [];
      },
      (server) => byServer.get(server) ?? [],
    );
  }, [datasets, snapshot, endpointsKey]);

  const add = async (candidate: RelatedCandidate): Promise<boolean> => {
    const name = freeDatasetName(datasets, candidate.noun);
    const definition = relatedDataset(candidate, name);
    const inputs = resolveRequest(definition, sourceOf, page.vars, page.uuid);
    if (inputs.kind !== 'ready') {
      showToast(messages.detailSourceStillLoading, 'error');
      return false;
    }
    setAdding(true);
    try {
      const record = readRecord(await callDatasetEndpoint(inputs.request, undefined));
      const fields = record ? fieldOptionsOf([record]) : [];
      if (fields.length === 0) {
        showToast(messages.detailRelatedNoFields, 'error');
        return false;
      }
      const destination = await detailPageOf(queryClient, candidate.endpoint.uuid, page.uuid);
      const panel = relatedPanel(candidate, name, fields, destination);
      page.setContent((current) => ({
        ...current,
        metadata: { ...current.metadata, datasets: [...current.metadata.datasets, definition] },
        metacontent: { ...current.metacontent, panels: [...current.metacontent.panels, panel] },
      }));
      showToast(`${messages.detailRelatedAdded} ${panel.title}`, 'success');
      return true;
    } catch (error) {
      showToast(messageOf(error, messages.detailErrorLoadingEndpointData), 'error');
      return false;
    } finally {
      setAdding(false);
    }
  };

  return { candidates, loading: endpoints.some((query) => query.isLoading), add, adding };
}
