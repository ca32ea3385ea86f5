import { messages } from '@portal/contracts';
import { type Dispatch, useEffect, useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toasts';
import { useCreateView } from '../api/create-view';
import { getSamplePage } from '../api/get-sample-page';
import { buildSearchView } from '../utils/build-search-view';
import { readSampleFields } from '../utils/read-sample-fields';
import {
  firstInvalidStep,
  initialSearchWizard,
  type SearchWizardAction,
  searchWizardReducer,
  searchWizardSteps,
} from '../utils/search-wizard-state';

/** SPEC.md §8 Wizards: on a proxy failure, the server's message or else the raw HTTP status. */
function describeProxyFailure(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return messages.wizardNoData;
}

/** SPEC.md §7 Create a view: 400 means the view exists, anything else is an error. */
function describeCreateFailure(error: unknown): string {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.serverMessage) {
    return messages.errorCreatingView;
  }
  if (error.serverMessage === messages.viewExists) return messages.viewExists;
  return `${messages.errorCreatingView}: ${error.serverMessage}`;
}

/** Reads one sample page whenever the endpoint changes; a late answer for another endpoint is dropped. */
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
          dispatch({ type: 'sampleRead', endpointId, fields: sample.fields, textFields: sample.textFields });
        } else {
          showToast(sample.message, 'error');
          dispatch({ type: 'sampleFailed', endpointId, message: sample.message });
        }
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = describeProxyFailure(error);
        showToast(message, 'error');
        dispatch({ type: 'sampleFailed', endpointId, message });
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
  const [state, dispatch] = useReducer(searchWizardReducer, initialSearchWizard);
  const sampleLoading = useSampleFields(state.endpointId, dispatch);
  const creation = useCreateView();
  const navigate = useNavigate();

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
      groupId: state.groupId,
    });
    creation.mutate(body, {
      onSuccess: () => {
        showToast(messages.viewCreated, 'success');
        navigate(paths.designer.getHref());
      },
      onError: (error) => showToast(describeCreateFailure(error), 'error'),
    });
  };

  return { state, dispatch, sampleLoading, create, creating: creation.isPending };
}
