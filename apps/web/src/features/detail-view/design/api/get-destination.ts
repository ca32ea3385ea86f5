import { type Endpoint, parseUrlVariables, type View } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** What a navigation needs of its destination: its type, text filters (search) or URL variables (detail). */
export type DestinationDetails =
  | {
      type: 'search';
      textFilters: Array<{ field: string; label: string }>;
      columns: Array<{ value: string; label: string }>;
    }
  | { type: 'detail'; variables: string[] };

export async function getDestinationDetails(uuid: string): Promise<DestinationDetails> {
  const view = await api.get<View>(`/api/views/${encodeURIComponent(uuid)}`);
  if (view.type === 'search')
    return { type: 'search', textFilters: view.metacontent.textFilters, columns: view.metacontent.columns };
  const { server, endpoint } = view.metadata;
  const definition = await api.get<Endpoint>(
    `/api/servers/${encodeURIComponent(server)}/endpoints/${encodeURIComponent(endpoint)}`,
  );
  return { type: 'detail', variables: parseUrlVariables(definition.settings.url) };
}

export function useDestinationDetails(uuid: string | null) {
  return useQuery({
    queryKey: ['destination-details', uuid],
    queryFn: () => getDestinationDetails(uuid!),
    enabled: Boolean(uuid),
    retry: false,
  });
}
