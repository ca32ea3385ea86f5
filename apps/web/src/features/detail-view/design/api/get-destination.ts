import { parseUrlVariables } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { getEndpoint } from '../../../../lib/api/servers';
import { getView } from '../../../../lib/api/views';
import { queryKeys } from '../../../../lib/query-keys';

/** What a navigation needs of its destination: its type, text filters (search) or URL variables (detail). */
export type DestinationDetails =
  | {
      type: 'search';
      textFilters: Array<{ field: string; label: string }>;
      columns: Array<{ value: string; label: string }>;
    }
  | { type: 'detail'; variables: string[] };

export async function getDestinationDetails(uuid: string): Promise<DestinationDetails> {
  const view = await getView(uuid);
  if (view.type === 'search')
    return { type: 'search', textFilters: view.metacontent.textFilters, columns: view.metacontent.columns };
  const { server, endpoint } = view.metadata;
  const definition = await getEndpoint(server, endpoint);
  return { type: 'detail', variables: parseUrlVariables(definition.settings.url) };
}

export function useDestinationDetails(uuid: string | null) {
  return useQuery({
    queryKey: queryKeys.destinations.details(uuid),
    queryFn: () => getDestinationDetails(uuid!),
    enabled: Boolean(uuid),
    retry: false,
  });
}
