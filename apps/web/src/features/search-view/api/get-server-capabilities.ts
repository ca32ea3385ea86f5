import { allCapabilities } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { serverQueryOptions } from '../../../lib/api/servers';

/**
 * GET /api/servers/{id}: what the page's server lets a page ask (DESIGN.md §6a), read by designers so
 * design mode offers only that. Until it is known (or when it cannot be read) everything is offered
 * and the server still refuses what its conventions cannot write.
 */
export function useServerCapabilities(serverId: string) {
  const server = useQuery({ ...serverQueryOptions(serverId), retry: false });
  return server.data?.capabilities ?? allCapabilities;
}
