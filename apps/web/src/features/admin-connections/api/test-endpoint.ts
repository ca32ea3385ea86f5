import type { EndpointTestBody, EndpointTestReply } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type TestEndpointInput = { serverId: string; endpointId: string; body: EndpointTestBody };

/** The admin's endpoint tester: the upstream's raw status and body, never cached. */
export function testEndpoint({ serverId, endpointId, body }: TestEndpointInput): Promise<EndpointTestReply> {
  return api.post<EndpointTestReply>(
    `/api/servers/${encodeURIComponent(serverId)}/endpoints/${encodeURIComponent(endpointId)}/test`,
    body,
  );
}

export function useTestEndpoint() {
  return useMutation({ mutationFn: testEndpoint });
}
