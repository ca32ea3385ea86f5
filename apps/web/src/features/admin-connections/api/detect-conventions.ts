import type { RestDetectBody, RestDetectReply } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type DetectConventionsInput = { serverId: string; body: RestDetectBody };

/** 'Detect': the parts one sample answer of a list path suggests; nothing is saved. */
export function detectConventions({ serverId, body }: DetectConventionsInput): Promise<RestDetectReply> {
  return api.post<RestDetectReply>(`/api/servers/${encodeURIComponent(serverId)}/detect-conventions`, body);
}

export function useDetectConventions() {
  return useMutation({ mutationFn: detectConventions });
}
