import { randomBytes, timingSafeEqual } from 'node:crypto';
import { deriveOnPool } from './argon2-pool.ts';

// OWASP's argon2id floor: 19 MiB, two passes, one lane.
const parameters = { memory: 19 * 1024, passes: 2, parallelism: 1, tagLength: 32 };

function derive(password: string, nonce: Buffer): Promise<Buffer> {
  return deriveOnPool({ message: password, nonce, parameters });
}

/** PHC-style string: $argon2id$v=19$m=…,t=…,p=…$salt$hash */
export async function hashPassword(password: string): Promise<string> {
  const nonce = randomBytes(16);
  const key = await derive(password, nonce);
  const { memory, passes, parallelism } = parameters;
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${nonce.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[1] !== 'argon2id') return false;
  const nonce = Buffer.from(parts[4], 'base64url');
  const expected = Buffer.from(parts[5], 'base64url');
  const key = await derive(password, nonce);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a random password, verified against when the e-mail is unknown so both cases take as long. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
