import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';

// OWASP's argon2id floor: 19 MiB, two passes, one lane.
const parameters = { memory: 19 * 1024, passes: 2, parallelism: 1, tagLength: 32 };

// Hashing is deliberately slow; a cap keeps a burst of logins from starving every other request.
const maxConcurrent = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: Array<() => void> = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= maxConcurrent) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function derive(password: string, nonce: Buffer): Promise<Buffer> {
  return withSlot(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        argon2('argon2id', { message: password, nonce, ...parameters }, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
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
