import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPerson, outboxMailsTo, post, rowCounts } from '../auth-test-support.ts';
import { createTenant, createTestApp, type TestApp } from '../test-app.ts';

// Hole 6: registration told which e-mails have an account, by its answer (409) and by its time
// (no password hashing on that path).
describe('a stranger registering addresses to learn which have an account', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => test.close());

  const register = (email: string) => post(test, '/api/register', { ...newPerson('probe'), email });

  it('gets the same answer for a known address as for a new one, and creates nothing for it', async () => {
    const { user } = await createTenant(test);
    const fresh = await register(`fresh-${user.id}@example.com`);
    const before = await rowCounts(test.context.db);
    const known = await register(user.email.toUpperCase());
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.json()).toEqual(fresh.json());
    expect(known.json()).toEqual({ message: messages.registerSuccess });
    const after = await rowCounts(test.context.db);
    expect({ accounts: after.accounts, users: after.users }).toEqual({
      accounts: before.accounts,
      users: before.users,
    });
  });

  it("mails the address's owner instead, who learns someone tried", async () => {
    const { user } = await createTenant(test);
    await register(user.email);
    const deadline = Date.now() + 5000;
    while (outboxMailsTo(test.dataDir, user.email).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const [mail] = outboxMailsTo(test.dataDir, user.email);
    expect(mail).toMatch(/^Subject: Someone tried to register with your e-mail address/m);
    expect(mail).toContain('http://portal.test/login');
    expect(mail).not.toMatch(/\/activate\//);
  });

  it('takes about as long for a known address as for a new one', async () => {
    const { user } = await createTenant(test);
    const timed = async (email: string) => {
      const start = performance.now();
      expect((await register(email)).statusCode).toBe(200);
      return performance.now() - start;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const known: number[] = [];
    const fresh: number[] = [];
    // Past the third try the owner is no longer mailed: five rounds show that costs no time either.
    for (let round = 0; round < 5; round++) {
      known.push(await timed(user.email));
      fresh.push(await timed(`fresh-${round}-${user.id}@example.com`));
    }
    // Both paths hash the password (tens of milliseconds); without it the known path took ~1 ms.
    // Neither waits on a mail.
    expect(median(known)).toBeGreaterThan(median(fresh) * 0.5);
    expect(median(known)).toBeLessThan(median(fresh) * 2);
  });

  it('answers an address waiting for activation as a new one, in about the same time', async () => {
    const waiting = newPerson('waiting');
    expect((await post(test, '/api/register', waiting)).statusCode).toBe(200);
    const timed = async (email: string) => {
      const start = performance.now();
      const response = await register(email);
      return { time: performance.now() - start, status: response.statusCode, body: response.json() };
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const again: number[] = [];
    const fresh: number[] = [];
    for (let round = 0; round < 3; round++) {
      const repeated = await timed(waiting.email);
      const newcomer = await timed(`fresh-${round}-${waiting.email}`);
      expect(repeated.status).toBe(newcomer.status);
      expect(repeated.body).toEqual(newcomer.body);
      again.push(repeated.time);
      fresh.push(newcomer.time);
    }
    // Both hash the password and write one transaction and one mail.
    expect(median(again)).toBeGreaterThan(median(fresh) * 0.5);
  });
});
