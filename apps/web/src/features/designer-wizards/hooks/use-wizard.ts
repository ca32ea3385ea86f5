import { messages, type View, type ViewCreateBody } from '@portal/contracts';
import { type Reducer, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { clearErrorToasts, showToast } from '../../../lib/toasts';
import { useCreateView } from '../api/create-view';
import { useViewNames } from '../api/get-view-names';
import { describeCreateFailure, isNameTaken } from '../utils/describe-create-failure';
import type { WizardCoreAction, WizardCoreState } from '../utils/wizard-core';
import { useWizardDraft } from './use-wizard-draft';

/**
 * What both new page wizards do around their reducer: the answers kept as this tab's draft, the
 * account's page names (a new one must differ), the errors of a step left behind cleared, 'Start
 * over', and the creation. A created page is announced with 'Open page' (`hrefOf` says where it
 * opens) and the designer is back on the Designer screen; a name taken meanwhile sends them back
 * to the name, any other refusal is said as a toast.
 */
export function useWizard<S extends WizardCoreState, A>(
  wizard: 'search' | 'detail',
  reducer: Reducer<S, A | WizardCoreAction>,
  initial: S,
) {
  const { state, dispatch, clear, finish } = useWizardDraft(wizard, reducer, initial);
  const creation = useCreateView();
  const navigate = useNavigate();
  const viewNames = useViewNames();

  useEffect(() => {
    if (viewNames.data) dispatch({ type: 'namesLoaded', names: viewNames.data });
  }, [viewNames.data, dispatch]);

  // A step change answers the errors shown for the step left behind.
  useEffect(() => {
    if (state.active >= 0) clearErrorToasts();
  }, [state.active]);

  const createView = (body: ViewCreateBody, hrefOf: (view: View) => string) =>
    creation.mutate(body, {
      onSuccess: (view) => {
        showToast(messages.viewCreated, 'success', {
          action: { label: 'Open page', onClick: () => navigate(hrefOf(view)) },
        });
        finish();
        navigate(paths.designer.getHref());
      },
      onError: (error) => {
        if (isNameTaken(error))
          dispatch({ type: 'nameRefused', message: error.serverMessage ?? messages.viewExists });
        else showToast(describeCreateFailure(error), 'error');
      },
    });

  const startOver = () => {
    clear();
    dispatch({ type: 'startOver' });
  };

  return { state, dispatch, startOver, createView, creating: creation.isPending };
}
