import type { SessionUser } from '@portal/contracts';
import { ok, publicClient } from './api-client';
import { mayBeSignedIn } from './signed-in-hint';

/**
 * POST /api/vt: the user when the session cookie is valid; null when it is not (or cannot be checked).
 * Apart from lib/session (its query) so the public pages check the session without TanStack Query.
 */
export async function validateSession(): Promise<SessionUser | null> {
  if (!mayBeSignedIn()) return null;
  try {
    return await ok(publicClient.POST('/api/vt'));
  } catch {
    return null;
  }
}
