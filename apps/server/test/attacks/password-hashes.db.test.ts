import { argon2Sync, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashingThreads } from '../../src/crypto/argon2-pool.ts';
import { post } from '../auth-test-support.ts';
import { createTenant, createTestApp, type TestApp } from '../test-app.ts';

const fingerprint = 'a'.repeat(64);

/** A hash as another release of the portal (other costs) or another argon2id library wrote it. */
function hashWith(password: string, m: number, t: number, p: number, tagLength = 32): string {
  const nonce = randomBytes(16);
  const tag = argon2Sync('argon2id', {
    message: password,
    nonce,
    memory: m,
    passes: t,
    parallelism: p,
    tagLength,
  });
  return `$argon2id$v=19$m=${m},t=${t},p=${p}$${nonce.toString('base64url')}$${tag.toString('base64url')}`;
}

/** The sign-in's status, or 'no answer' when it has none within the time a sign-in takes at most. */
async function signInStatus(test: TestApp, email: string, password: string): Promise<number | string> {
  const attempt = post(test, '/api/login', { email, password, fingerprint }).then(
    (response) => response.statusCode,
  );
  const late = new Promise<string>((resolve) => setTimeout(() => resolve('no answer'), 5_000).unref());
  return Promise.race([attempt, late]);
}

// Hole 8: sign-in that breaks when the hashing costs change (everyone hashed before is locked out)
// or when a hashing thread dies (every later sign-in hangs).
describe('password hashes of other costs, and hashing threads that die', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => test.close());

  async function userWithHash(hash: (password: string) => string) {
    const { user } = await createTenant(test);
    await test.context.db
      .updateTable('users')
      .set({ password_hash: hash(user.password) })
      .where('id', '=', user.id)
      .execute();
    return user;
  }

  it('signs in a user whose hash was made with other costs, and refuses a wrong password there', async () => {
    for (const [m, t, p, tagLength] of [
      [8 * 1024, 3, 1, 32],
      [32 * 1024, 1, 2, 32],
      [12 * 1024, 2, 1, 16],
    ]) {
      const user = await userWithHash((password) => hashWith(password, m, t, p, tagLength));
      expect(await signInStatus(test, user.email, user.password), `m=${m},t=${t},p=${p}`).toBe(200);
      expect(await signInStatus(test, user.email, `${user.password}!`)).toBe(401);
    }
  });

  it('refuses, without hashing, a stored hash that asks for absurd costs', async () => {
    const user = await userWithHash((password) =>
      hashWith(password, 8 * 1024, 1, 1).replace('m=8192,t=1,p=1', 'm=4194304,t=1000,p=1'),
    );
    expect(await signInStatus(test, user.email, user.password)).toBe(401);
  });

  it('still signs people in after every hashing thread has died', async () => {
    const { user } = await createTenant(test);
    expect(await signInStatus(test, user.email, user.password)).toBe(200);
    const threads = hashingThreads();
    expect(threads.length).toBeGreaterThan(0);
    // As the system would stop them: out of memory, a crash in the thread.
    await Promise.all(threads.map((thread) => thread.terminate()));
    const statuses = await Promise.all(
      Array.from({ length: 4 }, () => signInStatus(test, user.email, user.password)),
    );
    expect(statuses).toEqual([200, 200, 200, 200]);
  });
});
