import { randomUUID } from 'node:crypto';
import type { Group } from '@portal/contracts';
import { callApi } from './server-fixtures.ts';
import type { TestApp } from './test-app.ts';

export async function addGroup(
  test: TestApp,
  cookie: string,
  name = `Group ${randomUUID()}`,
): Promise<Group> {
  const response = await callApi(test, cookie, 'POST', '/api/groups', { name });
  if (response.statusCode !== 200) throw new Error(`adding a group failed: ${response.body}`);
  return response.json();
}

export async function addToGroup(
  test: TestApp,
  cookie: string,
  groupId: string,
  member: { userUuid: string } | { viewUuid: string },
): Promise<void> {
  const list = 'userUuid' in member ? 'users' : 'views';
  const response = await callApi(test, cookie, 'POST', `/api/groups/${groupId}/${list}`, member);
  if (response.statusCode !== 200) throw new Error(`adding to a group failed: ${response.body}`);
}
