import { mainDatasetName } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../../../../lib/query-keys';
import { callDatasetEndpoint } from '../../api/fetch-dataset';
import { useDetailPage } from '../../hooks/detail-page-context';
import { useEndpoints } from '../api/get-servers';
import { listEndpointOf, mainPageVariables, sampleVarsOf } from './sample-record';

/** As many rows as the data sources' own sample asks, so both share one answer. */
const sampleRows = 5;

/**
 * A page opened without a record shows the first row of its endpoint's list (`tickets` for
 * `tickets/$(id)`) as a sample; 'none' when there is no such list or it has no usable row.
 */
export function useSampleRecord() {
  const page = useDetailPage();
  const { metadata } = page.content;
  const main = metadata.datasets.find((dataset) => dataset.name === mainDatasetName);
  const endpoints = useEndpoints(main?.server ?? null);
  const all = endpoints.data ?? [];
  const list = listEndpointOf(
    all.find((endpoint) => endpoint.uuid === main?.endpoint),
    all,
  );
  const variables = mainPageVariables(metadata);
  const first = useQuery({
    queryKey: queryKeys.proxy.endpointSample(list?.uuid, {}),
    queryFn: ({ signal }) =>
      callDatasetEndpoint(
        // A designer's sample: it names the page, not a dataset.
        { view: page.uuid, dataset: '', kind: 'list', endpoint: list!.uuid, urlVariables: {}, filters: [] },
        { offset: 0, limit: sampleRows },
        signal,
      ),
    enabled: Boolean(list),
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
  const rows = (first.data as { value?: unknown } | undefined)?.value;
  const vars = Array.isArray(rows) ? sampleVarsOf(rows[0], variables) : null;
  const { sample, setSample } = page;

  useEffect(() => {
    if (vars && !sample) setSample({ vars, from: 'first', list: list?.name });
  }, [vars, sample, setSample, list?.name]);

  const finding = endpoints.isLoading || first.isLoading;
  return { variables, finding, found: vars !== null };
}
