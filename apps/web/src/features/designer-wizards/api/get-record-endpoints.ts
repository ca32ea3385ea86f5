import { useQuery } from '@tanstack/react-query';
import { endpointsOfKindQueryOptions } from '../../../lib/api/servers';

/** The server's Record endpoints only: a detail page shows a record. */
export function useRecordEndpoints(serverId: string | null) {
  return useQuery({ ...endpointsOfKindQueryOptions(serverId ?? '', 'record'), enabled: serverId !== null });
}
