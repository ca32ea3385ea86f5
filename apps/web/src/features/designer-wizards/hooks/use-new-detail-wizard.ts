import { useEffect, useRef, useState } from 'react';
import { paths } from '../../../config/paths';
import { getSampleRecord } from '../api/get-sample-record';
import { useWizardServers } from '../api/get-servers';
import { buildDetailView } from '../utils/build-detail-view';
import { describeProxyFailure } from '../utils/describe-proxy-failure';
import {
  detailWizardReducer,
  detailWizardSteps,
  firstInvalidDetailStep,
  initialDetailWizard,
  sampleKeyOf,
  urlVariablesOf,
  validateEntityInputs,
} from '../utils/detail-wizard-state';
import { readSampleRecord } from '../utils/read-sample-record';
import { useWizard } from './use-wizard';

/**
 * The new detail wizard: step 1's 'Next' reads the sample record with the typed URL variables (its
 * fields feed the title and contextual steps); the last step creates the view. A sample that cannot be
 * read is said under the inputs it was read with, not as a toast.
 */
export function useNewDetailWizard() {
  const { state, dispatch, startOver, createView, creating } = useWizard(
    'detail',
    detailWizardReducer,
    initialDetailWizard,
  );
  const [sampleLoading, setSampleLoading] = useState(false);
  const reading = useRef<AbortController | null>(null);
  const servers = useWizardServers();

  useEffect(() => () => reading.current?.abort(), []);

  const readSample = () => {
    reading.current?.abort();
    const controller = new AbortController();
    reading.current = controller;
    const key = sampleKeyOf(state);
    setSampleLoading(true);
    getSampleRecord(state.endpointId!, urlVariablesOf(state), controller.signal)
      .then((answer) => {
        const sample = readSampleRecord(answer);
        if (sample.ok) dispatch({ type: 'sampleRead', key, record: sample.record });
        else dispatch({ type: 'sampleFailed', key, message: sample.message });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        dispatch({ type: 'sampleFailed', key, message: describeProxyFailure(error) });
      })
      .finally(() => {
        if (reading.current === controller) setSampleLoading(false);
      });
  };

  const next = () => {
    const needsSample = state.active === 0 && !state.sample;
    const inputsMissing = Object.values(validateEntityInputs(state)).some(Boolean);
    if (needsSample && !inputsMissing) readSample();
    else dispatch({ type: 'next' });
  };

  const create = () => {
    const { serverId, endpointId, titleField, groupId, sample } = state;
    if (
      firstInvalidDetailStep(state, 0, detailWizardSteps.length) ||
      !serverId ||
      !endpointId ||
      !titleField ||
      !groupId ||
      !sample
    ) {
      dispatch({ type: 'createRequested' });
      return;
    }
    const serverName = servers.data?.find((server) => server.uuid === serverId)?.name ?? '';
    const body = buildDetailView({
      serverId,
      serverName,
      endpointId,
      variables: state.variables,
      name: state.name,
      titleField,
      contextual: state.contextual,
      sample,
      groupId,
    });
    const vars = JSON.stringify(urlVariablesOf(state));
    createView(body, (view) => `${paths.detailView.getHref(view.uuid)}?vars=${encodeURIComponent(vars)}`);
  };

  return { state, dispatch, startOver, sampleLoading, next, create, creating };
}
