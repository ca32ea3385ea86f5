import type { RestDetectBody, RestDetectReply } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';

export type DetectConventionsInput = { serverId: string; body: RestDetectBody };

/** 'Detect': the parts one sample answer of a list path suggests; nothing is saved. */
export function detectConventions({ serverId, body }: DetectConventionsInput): Promise<RestDetectReply> {
  return ok(
    client.POST('/api/servers/{id}/detect-conventions', { params: { path: { id: serverId } }, body }),
  );
}

export function useDetectConventions() {
  return useMutation({ mutationFn: detectConventions });
}
