import { parseUrlVariables } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { getEndpoint } from '../../../lib/api/servers';
import { getView } from '../../../lib/api/views';
import { queryKeys } from '../../../lib/query-keys';

/** The variable names a detail view needs: the $(name) placeholders of its main endpoint's URL. */
export async function getDestinationVariables(destination: string): Promise<string[]> {
  const view = await getView(destination);
  const { server, endpoint } = view.metadata;
  const definition = await getEndpoint(server, endpoint);
  return parseUrlVariables(definition.settings.url);
}

export function useDestinationVariables(destination: string | null) {
  return useQuery({
    queryKey: queryKeys.destinations.variables(destination),
    queryFn: () => getDestinationVariables(destination!),
    enabled: Boolean(destination),
    retry: false,
  });
}
