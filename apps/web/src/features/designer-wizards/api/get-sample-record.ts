import { callProxy } from '../../../lib/api/proxy';

/** The record a record endpoint answers for these URL variables, through the proxy. */
export function getSampleRecord(
  endpointId: string,
  urlVariables: Record<string, string>,
  signal?: AbortSignal,
): Promise<unknown> {
  return callProxy({ uuid: endpointId, urlVariables }, signal);
}
