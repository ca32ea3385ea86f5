import { mainDatasetName, messages } from '@portal/contracts';
import { useState } from 'react';
import { messageOf } from '../../../../lib/api-client';
import { showToast } from '../../../../lib/toasts';
import { callDatasetEndpoint, fetchDatasetAnswer, fetchListPage } from '../../api/fetch-dataset';
import { isRow } from '../../engine/read-field';
import { resolveRequest } from '../../engine/resolve-request';
import { useDetailPage } from '../../hooks/detail-page-context';
import { useDesignEdits } from '../hooks/use-design-edits';
import { useSourceOf } from '../hooks/use-source-of';
import { checkDraft, type DatasetDraft, definitionOf } from '../utils/dataset-draft';

/**
 * 'Test and Confirm': the draft is checked (name, cycles), its request is made with the values
 * loaded now, and only a real answer puts it in the view: 'Dataset correctly created or updated.';
 * anything else leaves the view as it was: 'Dataset not created.', with the reason under the form.
 */
export function useTestDataset(onConfirmed: (name: string) => void) {
  const page = useDetailPage();
  const sourceOf = useSourceOf();
  const { setMetadata } = useDesignEdits();
  const [testing, setTesting] = useState(false);
  const [reason, setReason] = useState<string | null>(null);

  const refuse = (why: string) => {
    setReason(why);
    showToast(messages.detailDatasetNotCreated, 'error');
  };

  const test = async (draft: DatasetDraft, serverName: string) => {
    setReason(null);
    const checked = checkDraft(draft, page.content.metadata.datasets, serverName);
    if (!checked.ok) return refuse(checked.error);
    const definition = definitionOf(draft, serverName);
    const inputs = resolveRequest(definition, sourceOf, page.vars, page.uuid);
    if (inputs.kind === 'unsettled') return refuse(messages.detailSourceStillLoading);
    if (inputs.kind === 'missing')
      return refuse(`${messages.detailValuesMissing} ${inputs.missing.join(', ')}`);
    setTesting(true);
    try {
      const { request } = inputs;
      if (request.kind === 'list') await fetchListPage(request, 0);
      else if (request.kind === 'lookup') await fetchDatasetAnswer(request);
      else {
        const answer = await callDatasetEndpoint(request, undefined);
        if (!isRow(answer) && !Array.isArray(answer)) return refuse(messages.wizardNoData);
      }
      setMetadata(() => ({
        datasets: checked.definitions,
        // The view's own server and endpoint are those of its main record.
        ...(definition.name === mainDatasetName
          ? { server: definition.server, endpoint: definition.endpoint }
          : {}),
      }));
      showToast(messages.detailDatasetSaved, 'success');
      onConfirmed(definition.name);
    } catch (error) {
      refuse(messageOf(error, messages.detailErrorLoadingEndpointData));
    } finally {
      setTesting(false);
    }
  };

  return { test, testing, reason, clearReason: () => setReason(null) };
}
