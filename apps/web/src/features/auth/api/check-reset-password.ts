import { ok, publicClient } from '../../../lib/api-client';

/** What a usable link is for: an invitation's first password, or a reset. */
export type PasswordLinkPurpose = 'reset' | 'invitation';

export async function checkResetPassword(uuid: string): Promise<PasswordLinkPurpose> {
  const reply = await ok(publicClient.POST('/api/checkresetpassword', { body: { uuid } }));
  return reply?.purpose === 'invitation' ? 'invitation' : 'reset';
}
