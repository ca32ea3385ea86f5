import { messages } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { refreshEndpointData } from '../../../lib/refresh-endpoint-data';
import { showToast } from '../../../lib/toasts';

/** Design mode's 'Refresh data': forget the cached answers, then read the page's rows again. */
export function useRefreshData(view: string, server: string, endpoint: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => refreshEndpointData({ serverId: server, endpointId: endpoint }),
    onSuccess: async () => {
      await queryClient.resetQueries({ queryKey: queryKeys.proxy.searchOfView(view) });
      showToast(messages.dataRefreshed, 'success');
    },
    onError: (error) => showToast(messageOf(error, messages.errorRefreshingData), 'error'),
  });
}
