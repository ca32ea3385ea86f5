import { messages, type View } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageOf } from '../api-client';
import { queryKeys } from '../query-keys';
import { showToast } from '../toasts';
import { saveView } from './views';

/** What 'Save & Exit' sends: the view as it was read (its version included) and design mode's edits. */
export type SaveViewInput<V extends View> = {
  read: V;
  edits: Pick<V, 'name' | 'metacontent' | 'metadata'>;
};

/**
 * The view as the page keeps it after a save. The save answers the view alone: what a search page's
 * server can write stays as it was read while the server is the same. (Another server's capabilities
 * are read with the view next time; meanwhile everything is offered.)
 */
export function savedViewOf<V extends View>(answer: V, read: V): V {
  if (answer.type !== 'search' || read.type !== 'search') return answer;
  const capabilities = answer.metadata.server === read.metadata.server ? read.capabilities : undefined;
  return capabilities ? { ...answer, capabilities } : answer;
}

/**
 * 'Save & Exit' of design mode, for both page types: PUT /api/views/{id}, then the saved view is the
 * one every later visit finds, and the page says so. A refusal is said as a toast (a stale version
 * says to reload, 409) and design mode stays on, so the edits are not lost.
 */
export function useSaveView<V extends View>() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ read, edits }: SaveViewInput<V>) =>
      savedViewOf(await saveView<V>({ ...read, ...edits }), read),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.views.detail(saved.uuid), saved);
      showToast(messages.searchViewSaved, 'success');
    },
    onError: (error) => showToast(messageOf(error, messages.searchErrorSavingView), 'error'),
  });
}
