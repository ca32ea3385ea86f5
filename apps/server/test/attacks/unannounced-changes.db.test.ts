import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStore, type SharedStore } from '../../src/shared-store/shared-store.ts';
import { callApi } from '../server-fixtures.ts';
import {
  addUser,
  createSecondInstance,
  createTenant,
  createTestApp,
  type TestApp,
  type TestUser,
} from '../test-app.ts';

// A stolen session outlived its sign-out, and a deactivated user kept working, for up to a minute:
// when the shared store refused the write that tells every instance to drop its in-memory copies
// (Redis restarting, out of memory, read-only after a failover), the write was given up.
describe('a sign-out or deactivation while the shared store refuses writes', () => {
  const shared = createMemoryStore();
  let refusingUntil = 0;
  // One store both instances write to, as to one Redis, that refuses writes for a while.
  const store: SharedStore = {
    ...shared,
    async bumpGeneration(accountId) {
      if (Date.now() < refusingUntil) throw new Error('OOM command not allowed when used memory > maxmemory');
      await shared.bumpGeneration(accountId);
    },
  };
  const refuseWritesFor = (ms: number) => {
    refusingUntil = Date.now() + ms;
  };
  let first: TestApp;
  let second: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    first = await createTestApp({}, { store });
    second = await createSecondInstance(first, store);
    ({ user: admin } = await createTenant(first, ['admin']));
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await shared.close();
  });

  // A call that trusts the session alone (unlike /api/vt, which reads the user again).
  const whoAmI = (instance: TestApp, user: TestUser) =>
    callApi(instance, user.cookie, 'GET', '/api/myviews').then((response) => response.statusCode);
  /** Both instances have answered the user from the rows once, and so keep a copy of the session. */
  const seenOnBoth = async (user: TestUser) => {
    expect(await whoAmI(first, user)).toBe(200);
    expect(await whoAmI(second, user)).toBe(200);
  };
  const refusedWithin = async (instance: TestApp, user: TestUser, ms: number) => {
    const deadline = Date.now() + ms;
    while ((await whoAmI(instance, user)) !== 401) {
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return true;
  };

  it('ends the session at once on the instance that signed out, and on the other once the store takes writes', async () => {
    const victim = await addUser(first, admin.accountId, ['user']);
    await seenOnBoth(victim);
    refuseWritesFor(1_500);
    const signedOut = await callApi(first, victim.cookie, 'GET', '/api/logout');
    expect(signedOut.statusCode).toBe(200);
    expect(await whoAmI(first, victim)).toBe(401);
    expect(await refusedWithin(second, victim, 5_000)).toBe(true);
  });

  it('refuses a deactivated user at once where the admin acted, and on the other instance soon after', async () => {
    const user = await addUser(first, admin.accountId, ['user']);
    await seenOnBoth(user);
    refuseWritesFor(1_500);
    const deactivated = await callApi(first, admin.cookie, 'PUT', `/api/users/${user.id}`, {
      firstName: 'Test',
      lastName: 'User',
      email: user.email,
      roles: ['user'],
      active: false,
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(await whoAmI(first, user)).toBe(401);
    expect(await refusedWithin(second, user, 5_000)).toBe(true);
  });
});
