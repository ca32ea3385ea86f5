import { useQuery } from '@tanstack/react-query';
import { endpointsQueryOptions } from '../../../lib/api/servers';

export function useEndpoints(serverId: string | null) {
  return useQuery({ ...endpointsQueryOptions(serverId ?? ''), enabled: serverId !== null });
}
