import { useQuery } from '@tanstack/react-query';
import { endpointsOfKindQueryOptions } from '../../../lib/api/servers';

/** The server's List endpoints only: a search page shows a list. */
export function useListEndpoints(serverId: string | null) {
  return useQuery({ ...endpointsOfKindQueryOptions(serverId ?? '', 'list'), enabled: serverId !== null });
}
