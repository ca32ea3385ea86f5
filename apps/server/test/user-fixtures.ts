import { randomUUID } from 'node:crypto';
import type { User } from '@portal/contracts';
import { callApi } from './server-fixtures.ts';
import type { TestApp } from './test-app.ts';

export function newUserBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: `grace-${randomUUID()}@example.com`,
    active: true,
    roles: ['user'],
    custom1: 'Navy',
    custom2: '',
    custom3: '',
    settings: { addons: { embed: 0 } },
    ...overrides,
  };
}

/** Creates a user through the users admin, so they get the invitation mail. */
export async function createUserAs(
  test: TestApp,
  adminCookie: string,
  overrides: Record<string, unknown> = {},
): Promise<User> {
  const response = await callApi(test, adminCookie, 'POST', '/api/users', newUserBody(overrides));
  if (response.statusCode !== 200) throw new Error(`creating a user failed: ${response.body}`);
  return response.json();
}

/** The user as the edit dialog sends it back on 'Update User'. */
export function updateBody(user: User, changes: Partial<User> = {}) {
  const { uuid: _uuid, lastAccess: _lastAccess, ...editable } = { ...user, ...changes };
  return editable;
}
