import { useQuery } from '@tanstack/react-query';
import { serversQueryOptions } from '../../../lib/api/servers';

export function useServers() {
  return useQuery(serversQueryOptions);
}
