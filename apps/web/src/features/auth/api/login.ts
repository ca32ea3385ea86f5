import type { LoginBody, SessionUser } from '@portal/contracts';
import { ok, publicClient } from '../../../lib/api-client';
import { computeFingerprint } from '../../../lib/fingerprint';

export type LoginInput = Pick<LoginBody, 'email' | 'password'>;

export async function login(input: LoginInput): Promise<SessionUser> {
  const fingerprint = await computeFingerprint();
  return ok(publicClient.POST('/api/login', { body: { ...input, fingerprint } }));
}
