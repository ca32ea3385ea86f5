import { api } from '../../../lib/api-client';

/** One small page of a list endpoint through the proxy, to learn the main entity's fields. */
export function getSamplePage(endpointId: string, signal?: AbortSignal): Promise<unknown> {
  return api.post<unknown>(
    '/api/proxy',
    { uuid: endpointId, urlVariables: {}, params: { offset: 0, limit: 1 } },
    { signal },
  );
}
