import type { Server } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/servers: designers read the account's servers (no secrets). */
export function getServers(): Promise<Server[]> {
  return api.get<Server[]>('/api/servers');
}

export const wizardServersQueryOptions = queryOptions({ queryKey: ['servers'], queryFn: getServers });

export function useWizardServers() {
  return useQuery(wizardServersQueryOptions);
}
