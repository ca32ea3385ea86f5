import { useQueries, useQuery } from '@tanstack/react-query';
import { endpointsQueryOptions, serversQueryOptions } from '../../../lib/api/servers';
import { usersQueryOptions } from '../../../lib/api/users';
import type { GetStartedFacts } from '../utils/get-started-steps';
import { pageOverviewQueryOptions } from './get-recent-pages';

/**
 * What the 'Get started' steps are judged by, read as any admin or designer may read it: the servers
 * and their endpoints, every page with its groups (GET /api/views/overview) and the people.
 * Undefined until all of it is read.
 */
export function useGetStartedFacts(enabled: boolean): GetStartedFacts | undefined {
  const servers = useQuery({ ...serversQueryOptions, enabled, staleTime: 0 });
  const endpoints = useQueries({
    queries: (servers.data ?? []).map((server) => ({
      ...endpointsQueryOptions(server.uuid),
      enabled,
      staleTime: 0,
    })),
  });
  const pages = useQuery({ ...pageOverviewQueryOptions, enabled });
  const people = useQuery({ ...usersQueryOptions, enabled, staleTime: 0 });
  if (!servers.data || !pages.data || !people.data || endpoints.some((query) => !query.data)) return;
  return {
    servers: servers.data.length,
    endpoints: endpoints.reduce((total, query) => total + (query.data?.length ?? 0), 0),
    pages: pages.data,
    people: people.data.length,
  };
}
