import { type Dispatch, useEffect, useState } from 'react';
import { paths } from '../../../config/paths';
import { useEndpointAbilities } from '../../../lib/api/endpoint-abilities';
import { getSamplePage } from '../api/get-sample-page';
import { useWizardServers } from '../api/get-servers';
import { buildSearchView } from '../utils/build-search-view';
import { describeProxyFailure } from '../utils/describe-proxy-failure';
import { readSampleFields } from '../utils/read-sample-fields';
import {
  firstInvalidStep,
  initialSearchWizard,
  type SearchWizardAction,
  searchWizardReducer,
  searchWizardSteps,
} from '../utils/search-wizard-state';
import { useWizard } from './use-wizard';

/**
 * Reads one sample page whenever the endpoint changes; a late answer for another endpoint is dropped.
 * A failure shows under the Endpoint field, where the designer is looking.
 */
function useSampleFields(endpointId: string | null, dispatch: Dispatch<SearchWizardAction>) {
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!endpointId) return;
    const controller = new AbortController();
    setLoading(true);
    getSamplePage(endpointId, controller.signal)
      .then((answer) => {
        const sample = readSampleFields(answer);
        if (sample.ok) {
          const { fields, textFields, valueTypes } = sample;
          dispatch({ type: 'sampleRead', endpointId, fields, textFields, valueTypes });
        } else {
          dispatch({ type: 'sampleFailed', endpointId, message: sample.message });
        }
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        dispatch({ type: 'sampleFailed', endpointId, message: describeProxyFailure(error) });
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => {
      controller.abort();
      setLoading(false);
    };
  }, [endpointId, dispatch]);
  return loading;
}

export function useNewSearchWizard() {
  const { state, dispatch, startOver, createView, creating } = useWizard(
    'search',
    searchWizardReducer,
    initialSearchWizard,
  );
  const sampleLoading = useSampleFields(state.endpointId, dispatch);
  const servers = useWizardServers();
  // Only what the server's conventions can write is offered (DESIGN.md §6a).
  const capabilities = servers.data?.find((server) => server.uuid === state.serverId)?.capabilities;
  const textSearch = capabilities?.contains ?? true;
  const exactMatch = capabilities?.exactMatch ?? true;
  // Where the endpoint's OpenAPI document is known, what it does not declare is flagged (DESIGN.md §7d).
  const endpoint = useEndpointAbilities(state.serverId, state.endpointId);

  const create = () => {
    if (
      firstInvalidStep(state, 0, searchWizardSteps.length) ||
      !state.serverId ||
      !state.endpointId ||
      !state.groupId
    ) {
      dispatch({ type: 'createRequested' });
      return;
    }
    const body = buildSearchView({
      serverId: state.serverId,
      endpointId: state.endpointId,
      name: state.name,
      title: state.title,
      columns: state.columns,
      textFields: state.textFields,
      valueTypes: state.valueTypes,
      groupId: state.groupId,
      textSearch,
      exactFilters: exactMatch ? state.exactFilters : [],
      endpoint,
    });
    createView(body, (view) => paths.searchView.getHref(view.uuid));
  };

  return { state, dispatch, startOver, sampleLoading, textSearch, exactMatch, endpoint, create, creating };
}
