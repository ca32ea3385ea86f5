import { messages } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { refreshEndpointData } from '../../../lib/refresh-endpoint-data';
import { showToast } from '../../../lib/toasts';
import { useDetailPage } from './detail-page-context';

/**
 * Design mode's 'Refresh data' on a detail page: every endpoint its datasets read forgets its
 * cached answers, then every dataset and list is asked again.
 */
export function useRefreshData() {
  const page = useDetailPage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const endpoints = new Map<string, string>();
      for (const dataset of page.content.metadata.datasets) endpoints.set(dataset.endpoint, dataset.server);
      await Promise.all(
        [...endpoints].map(([endpointId, serverId]) => refreshEndpointData({ serverId, endpointId })),
      );
    },
    onSuccess: async () => {
      for (const dataset of page.content.metadata.datasets) page.engine.reload(dataset.name);
      await queryClient.resetQueries({ queryKey: queryKeys.proxy.lists() });
      showToast(messages.dataRefreshed, 'success');
    },
    onError: (error) => showToast(messageOf(error, messages.errorRefreshingData), 'error'),
  });
}
