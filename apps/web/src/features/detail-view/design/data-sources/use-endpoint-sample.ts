import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fieldOptionsOf } from '../../../../lib/field-options';
import { queryKeys } from '../../../../lib/query-keys';
import { callDatasetEndpoint } from '../../api/fetch-dataset';
import { resolveRequest } from '../../engine/resolve-request';
import { useDetailPage } from '../../hooks/detail-page-context';
import { useSourceOf } from '../hooks/use-source-of';
import { type DatasetDraft, definitionOf } from '../utils/dataset-draft';

const sampleRows = 5;

/**
 * A few rows of a list endpoint, unfiltered, with its URL variables as bound: the fields a list or
 * lookup can be filtered on, each with a value. Waits until the variables can be filled.
 */
export function useEndpointSample(draft: DatasetDraft) {
  const { vars, uuid } = useDetailPage();
  const sourceOf = useSourceOf();
  const inputs = useMemo(() => {
    if (draft.datasetType === 'record' || !draft.endpoint) return null;
    const definition = { ...definitionOf(draft, ''), datasetType: 'record' as const, name: '\u0000sample' };
    const resolved = resolveRequest(definition, sourceOf, vars, uuid);
    return resolved.kind === 'ready' ? resolved.request : null;
  }, [draft, sourceOf, vars, uuid]);
  const sample = useQuery({
    queryKey: queryKeys.proxy.endpointSample(inputs?.endpoint, inputs?.urlVariables),
    queryFn: ({ signal }) =>
      callDatasetEndpoint(
        // A designer's sample of a dataset not saved yet: it names the page, not a dataset.
        { ...inputs!, dataset: '', kind: 'list', filters: [] },
        { offset: 0, limit: sampleRows },
        signal,
      ),
    enabled: inputs !== null,
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
  const fields = useMemo(() => {
    const rows = (sample.data as { value?: unknown } | undefined)?.value;
    return fieldOptionsOf(Array.isArray(rows) ? rows : []);
  }, [sample.data]);
  return { fields, loading: sample.isFetching, error: sample.error, waiting: inputs === null };
}
