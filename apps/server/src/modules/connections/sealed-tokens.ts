import type { SecretBox } from '../../crypto/secret-box.ts';
import type { IssuedTokens } from './authorization-server.ts';

type Owner = { server_id: string; user_id: string };

// The server and the person are the sealing context: a value copied onto another row does not open.
const contextOf = (owner: Owner) => `connection:${owner.server_id}:${owner.user_id}`;

/** A person's tokens for storage (DESIGN.md §6d): sealed with the application key, never in clear. */
export function sealTokens(box: SecretBox, owner: Owner, tokens: IssuedTokens): string {
  const { accessToken, refreshToken } = tokens;
  return box.seal(JSON.stringify({ accessToken, refreshToken }), contextOf(owner));
}

/** Throws when the value does not open (changed, or sealed under another key or for another row). */
export function openTokens(
  box: SecretBox,
  owner: Owner & { tokens_sealed: string; expires_at: number | null },
): IssuedTokens {
  const opened = JSON.parse(box.open(owner.tokens_sealed, contextOf(owner))) as {
    accessToken?: unknown;
    refreshToken?: unknown;
  };
  if (typeof opened.accessToken !== 'string') throw new Error('Unreadable connection tokens');
  return {
    accessToken: opened.accessToken,
    refreshToken: typeof opened.refreshToken === 'string' ? opened.refreshToken : undefined,
    expiresAt: owner.expires_at,
  };
}
