import type { PasswordChangeBody } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';

/** POST /api/me/password: the user's other sessions end; this one stays signed in. */
export function changePassword(body: PasswordChangeBody): Promise<{ message: string }> {
  return ok(client.POST('/api/me/password', { body }));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
