import { messages } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, messageOf } from '../../../lib/api-client';
import { showToast } from '../../../lib/toasts';

/** POST .../purge: the endpoint's cached answers are forgotten on every instance (DESIGN.md §7b). */
export const refreshEndpointData = (server: string, endpoint: string) =>
  api.post<{ message: string }>(
    `/api/servers/${encodeURIComponent(server)}/endpoints/${encodeURIComponent(endpoint)}/purge`,
  );

/** Design mode's 'Refresh data': forget the cached answers, then read the page's rows again. */
export function useRefreshData(view: string, server: string, endpoint: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => refreshEndpointData(server, endpoint),
    onSuccess: async () => {
      await queryClient.resetQueries({ queryKey: ['proxy', 'search', view] });
      showToast(messages.dataRefreshed, 'success');
    },
    onError: (error) => showToast(messageOf(error, messages.errorRefreshingData), 'error'),
  });
}
