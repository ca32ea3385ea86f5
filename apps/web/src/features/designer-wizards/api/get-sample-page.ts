import { callProxy } from '../../../lib/api/proxy';

/** One small page of a list endpoint through the proxy, to learn the main entity's fields. */
export function getSamplePage(endpointId: string, signal?: AbortSignal): Promise<unknown> {
  return callProxy({ uuid: endpointId, urlVariables: {}, params: { offset: 0, limit: 1 } }, signal);
}
