import { useQuery } from '@tanstack/react-query';
import { endpointsOfKindQueryOptions, serversQueryOptions } from '../../../lib/api/servers';

// The wizards' calls and keys, so a designer's lists are read once.

/** GET /api/servers: the account's servers a search page may read from (designers). */
export function useDataSourceServers(enabled: boolean) {
  return useQuery({ ...serversQueryOptions, enabled });
}

/** The server's List endpoints only: a search page shows a list. */
export function useDataSourceEndpoints(serverId: string | null) {
  return useQuery({ ...endpointsOfKindQueryOptions(serverId ?? '', 'list'), enabled: serverId !== null });
}
