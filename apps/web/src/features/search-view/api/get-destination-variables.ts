import { type Endpoint, parseUrlVariables, type View } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The variable names a detail view needs: the $(name) placeholders of its main endpoint's URL. */
export async function getDestinationVariables(destination: string): Promise<string[]> {
  const view = await api.get<View>(`/api/views/${encodeURIComponent(destination)}`);
  const { server, endpoint } = view.metadata;
  const definition = await api.get<Endpoint>(
    `/api/servers/${encodeURIComponent(server)}/endpoints/${encodeURIComponent(endpoint)}`,
  );
  return parseUrlVariables(definition.settings.url);
}

export function useDestinationVariables(destination: string | null) {
  return useQuery({
    queryKey: ['destination-variables', destination],
    queryFn: () => getDestinationVariables(destination!),
    enabled: Boolean(destination),
    retry: false,
  });
}
