import { api } from '../../../lib/api-client';

/** The record a record endpoint answers for these URL variables, through the proxy. */
export function getSampleRecord(
  endpointId: string,
  urlVariables: Record<string, string>,
  signal?: AbortSignal,
): Promise<unknown> {
  return api.post<unknown>('/api/proxy', { uuid: endpointId, urlVariables }, { signal });
}
