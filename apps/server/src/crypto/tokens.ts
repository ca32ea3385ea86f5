import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes as base64url: the form of every session and e-mailed link token. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this digest, so a database leak does not hand out sessions or links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
