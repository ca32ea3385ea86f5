import { useQuery } from '@tanstack/react-query';
import { serversQueryOptions } from '../../../lib/api/servers';

/** GET /api/servers: designers read the account's servers (no secrets). */
export function useWizardServers() {
  return useQuery(serversQueryOptions);
}
