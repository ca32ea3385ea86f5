import { randomBytes, timingSafeEqual } from 'node:crypto';
import { deriveOnPool } from './argon2-pool.ts';
import type { HashJob } from './argon2-worker.ts';

type Parameters = HashJob['parameters'];

// OWASP's argon2id floor: 19 MiB, two passes, one lane. New hashes use these; each stored hash
// keeps its own, so raising them later locks nobody out.
const parameters: Parameters = { memory: 19 * 1024, passes: 2, parallelism: 1, tagLength: 32 };

/**
 * What a stored hash may ask of a hashing thread: anything sensible, never what would exhaust the
 * machine (a tampered or mistyped row must not take down sign-in for everyone).
 */
const limits = { memory: 256 * 1024, passes: 64, parallelism: 16, tagLength: [16, 64] } as const;

/** PHC-style string: $argon2id$v=19$m=…,t=…,p=…$salt$hash */
export async function hashPassword(password: string): Promise<string> {
  const nonce = randomBytes(16);
  const key = await deriveOnPool({ message: password, nonce, parameters });
  const { memory, passes, parallelism } = parameters;
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${nonce.toString('base64url')}$${key.toString('base64url')}`;
}

/** The parameters a stored hash was made with, or undefined when they are missing or out of bounds. */
function storedParameters(field: string, tagLength: number): Parameters | undefined {
  const values = Object.fromEntries(
    field.split(',').map((pair) => {
      const [name, value] = pair.split('=');
      return [name, /^\d{1,9}$/.test(value ?? '') ? Number(value) : Number.NaN];
    }),
  );
  const { m: memory, t: passes, p: parallelism } = values;
  const within = (value: number, low: number, high: number) => value >= low && value <= high;
  if (!within(parallelism, 1, limits.parallelism)) return undefined;
  if (!within(memory, 8 * parallelism, limits.memory) || !within(passes, 1, limits.passes)) return undefined;
  if (!within(tagLength, limits.tagLength[0], limits.tagLength[1])) return undefined;
  return { memory, passes, parallelism, tagLength };
}

/** Verifies against the parameters stored with the hash, whatever the current ones are. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[1] !== 'argon2id' || parts[2] !== 'v=19') return false;
  const nonce = Buffer.from(parts[4], 'base64url');
  const expected = Buffer.from(parts[5], 'base64url');
  const used = storedParameters(parts[3], expected.length);
  if (!used || nonce.length < 8) return false;
  const key = await deriveOnPool({ message: password, nonce, parameters: used });
  return timingSafeEqual(key, expected);
}

/** A hash of a random password, verified against when the e-mail is unknown so both cases take as long. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
