import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listApiRoutes } from '../../../test/access/list-api-routes.ts';
import {
  type Caller,
  callers,
  createMatrixWorld,
  type MatrixWorld,
} from '../../../test/access/matrix-world.ts';
import { type PermissionRow, permissionRows } from '../../../test/access/permission-rows.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * DESIGN.md §5 as one table (permission-rows.ts): every API route, called as each kind of caller,
 * answers the status the table gives. A new route without a row fails the first test.
 */
describe('the permission matrix', () => {
  let test: TestApp;
  let world: MatrixWorld;
  beforeAll(async () => {
    test = await createTestApp();
    world = await createMatrixWorld(test);
  });
  afterAll(() => test.close());

  it('has a row for every registered API route, and no row for a route that does not exist', () => {
    const registered = [...listApiRoutes(test.app), ...listApiRoutes(test.app, '/scim/')].sort();
    const covered = [...new Set(permissionRows.map((row) => row.route))].sort();
    expect(covered).toEqual(registered);
  });

  async function statusOf(row: PermissionRow, caller: Caller): Promise<number> {
    const [method, path] = row.route.split(' ') as [Method, string];
    const call = (await row.call?.(world)) ?? {};
    const response = await test.app.inject({
      method,
      url: call.url ?? path,
      headers: await world.headersOf(caller),
      ...(call.body ? { payload: call.body } : {}),
    });
    return response.statusCode;
  }

  it.each(permissionRows.map((row) => [`${row.route}${row.note ? ` (${row.note})` : ''}`, row] as const))(
    '%s',
    async (_name, row) => {
      const answered: Record<string, number> = {};
      const expected: Record<string, number> = {};
      for (const [index, caller] of callers.entries()) {
        answered[caller] = await statusOf(row, caller);
        expected[caller] = row.expect[index];
      }
      expect(answered).toEqual(expected);
    },
  );
});
