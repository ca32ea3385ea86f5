import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

/** The nice value of each thread of this process, by thread name. */
function niceByThread(): Array<{ name: string; nice: number }> {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), nice: Number(fields[16]) };
  });
}

describe('password hashing', () => {
  it('verifies the password it hashed and refuses another, with Unicode and long passwords', async () => {
    for (const password of ['correct horse battery', 'pässwörd ✓ 密码', 'x'.repeat(500)]) {
      const stored = await hashPassword(password);
      expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w-]+\$[\w-]+$/);
      expect(await verifyPassword(password, stored)).toBe(true);
      expect(await verifyPassword(`${password}!`, stored)).toBe(false);
    }
  });

  it('answers every one of many hashes asked at once', async () => {
    const hashes = await Promise.all(Array.from({ length: 6 }, (_, i) => hashPassword(`password ${i}`)));
    expect(new Set(hashes).size).toBe(6);
    expect(await verifyPassword('password 5', hashes[5])).toBe(true);
  });

  it.runIf(process.platform === 'linux')(
    'hashes on threads of the lowest priority, leaving the main thread as it was',
    async () => {
      await hashPassword('warm the pool');
      const threads = niceByThread();
      const main = threads.find((thread) => thread.name === 'MainThread' || thread.name.startsWith('node'));
      expect(threads.some((thread) => thread.nice === 19)).toBe(true);
      expect(main?.nice ?? 0).toBe(0);
    },
  );
});
