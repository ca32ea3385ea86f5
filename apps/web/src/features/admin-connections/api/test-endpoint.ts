import type { EndpointTestBody, EndpointTestReply } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';

export type TestEndpointInput = {
  serverId: string;
  endpointId: string;
  body: EndpointTestBody;
  /** Cancels the test; the server then hangs up on the upstream too. */
  signal?: AbortSignal;
};

/** The admin's endpoint tester: the upstream's raw status and body, never cached. */
export function testEndpoint({
  serverId,
  endpointId,
  body,
  signal,
}: TestEndpointInput): Promise<EndpointTestReply> {
  return ok(
    client.POST('/api/servers/{id}/endpoints/{endpointId}/test', {
      params: { path: { id: serverId, endpointId } },
      body,
      signal,
    }),
  );
}

export function useTestEndpoint() {
  return useMutation({ mutationFn: testEndpoint });
}
