import { messages } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { serverMessageFor } from '../../../lib/server-message';
import { showToast } from '../../../lib/toasts';

/** POST /api/users/{id}/invitation: a new invitation e-mail; the earlier link stops working. */
export function resendInvitation(uuid: string): Promise<{ message: string }> {
  return ok(client.POST('/api/users/{id}/invitation', { params: { path: { id: uuid } } }));
}

export function useResendInvitation() {
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => showToast(messages.invitationSent, 'success'),
    onError: (error) => showToast(serverMessageFor(error, [400], messages.errorSendingInvitation), 'error'),
  });
}
