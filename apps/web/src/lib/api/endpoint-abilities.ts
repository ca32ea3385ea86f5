import { abilitiesOfEndpoint, type EndpointDescription, type QueryAbilities } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { endpointsOfKindQueryOptions, serverQueryOptions } from './servers';

export type EndpointAbilities = {
  /** What the endpoint's OpenAPI document lets a page ask; undefined where no document is known. */
  abilities?: QueryAbilities;
  /** What the document says of its fields (enums), when known. */
  described?: EndpointDescription;
};

/**
 * What a page over one List endpoint may filter, range, search and sort by, read from its server's
 * conventions and the endpoint's document (DESIGN.md §7d) the way the proxy reads them, for design
 * screens (designers read servers and endpoints).
 */
export function useEndpointAbilities(serverId: string | null, endpointId: string | null): EndpointAbilities {
  const server = useQuery({
    ...serverQueryOptions(serverId ?? ''),
    enabled: serverId !== null,
    retry: false,
  });
  const endpoints = useQuery({
    ...endpointsOfKindQueryOptions(serverId ?? '', 'list'),
    enabled: serverId !== null,
  });
  return useMemo(() => {
    const endpoint = endpoints.data?.find((candidate) => candidate.uuid === endpointId);
    if (!server.data || !endpoint) return {};
    return {
      abilities: abilitiesOfEndpoint(server.data.settings.rest, {
        params: endpoint.settings.params,
        described: endpoint.settings.described,
      }),
      described: endpoint.settings.described,
    };
  }, [server.data, endpoints.data, endpointId]);
}
