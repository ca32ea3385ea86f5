import type { Ability, Role } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, apiHeaders, createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { abilitiesOf } from '../access/policies.ts';

/**
 * One call per ability of the API, made without a valid body where it changes data: the guard
 * answers before the input is read (403), so a caller who holds the ability gets the input's 400.
 */
const probes: Partial<Record<Ability, { method: 'GET' | 'POST'; url: string; allowed: number }>> = {
  listPeople: { method: 'GET', url: '/api/users', allowed: 200 },
  managePeople: { method: 'POST', url: '/api/users', allowed: 400 },
  readServers: { method: 'GET', url: '/api/servers', allowed: 200 },
  manageServers: { method: 'POST', url: '/api/servers', allowed: 400 },
  buildPages: { method: 'GET', url: '/api/groups', allowed: 200 },
  readAuditLog: { method: 'GET', url: '/api/audit', allowed: 200 },
};

const roleSets: Role[][] = [
  ['user'],
  ['designer'],
  ['admin'],
  ['admin', 'user'],
  ['admin', 'designer', 'user'],
];

describe('the abilities answered with the signed-in user', () => {
  let test: TestApp;
  let accountId: string;
  beforeAll(async () => {
    test = await createTestApp();
    ({ accountId } = await createTenant(test));
  });
  afterAll(() => test.close());

  const validate = (cookie: string) =>
    test.app.inject({ method: 'POST', url: '/api/vt', headers: apiHeaders(cookie) });

  it.each(roleSets.map((roles) => [roles.join(', '), roles] as const))(
    '/api/vt answers the abilities of the policies for %s',
    async (_name, roles) => {
      const person = await addUser(test, accountId, roles);
      const answer = await validate(person.cookie);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ uuid: person.id, roles, abilities: abilitiesOf({ roles }) });
    },
  );

  it('says what each role opens and designs, as the web app reads it', async () => {
    const abilitiesAs = async (roles: Role[]) =>
      (await validate((await addUser(test, accountId, roles)).cookie)).json().abilities;
    expect(await abilitiesAs(['user'])).toEqual({
      openAdminScreens: false,
      openDesignerScreens: false,
      openUserPages: true,
      designPages: false,
      listPeople: false,
      managePeople: false,
      readServers: false,
      manageServers: false,
      buildPages: false,
      readAuditLog: false,
    });
    expect(await abilitiesAs(['designer'])).toMatchObject({
      openDesignerScreens: true,
      designPages: true,
      openAdminScreens: false,
      managePeople: false,
      manageServers: false,
    });
    expect(await abilitiesAs(['admin'])).toMatchObject({
      openAdminScreens: true,
      managePeople: true,
      manageServers: true,
      readAuditLog: true,
      openDesignerScreens: false,
      designPages: false,
      openUserPages: false,
    });
  });

  it.each(roleSets.map((roles) => [roles.join(', '), roles] as const))(
    'the API grants %s exactly what the answered abilities say',
    async (_name, roles) => {
      const person = await addUser(test, accountId, roles);
      const { abilities } = (await validate(person.cookie)).json() as { abilities: Record<Ability, boolean> };
      for (const [ability, probe] of Object.entries(probes)) {
        const answer = await test.app.inject({
          method: probe.method,
          url: probe.url,
          headers: apiHeaders(person.cookie),
          ...(probe.method === 'POST' ? { payload: {} } : {}),
        });
        expect(answer.statusCode, `${probe.method} ${probe.url} (${ability})`).toBe(
          abilities[ability as Ability] ? probe.allowed : 403,
        );
      }
    },
  );

  it("sign-in and a change of one's own names answer the same abilities as /api/vt", async () => {
    const person = await addUser(test, accountId, ['designer', 'user']);
    const expected = abilitiesOf({ roles: ['designer', 'user'] });
    const signedIn = await test.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: apiHeaders(),
      payload: { email: person.email, password: person.password },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().abilities).toEqual(expected);
    const renamed = await test.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: apiHeaders(person.cookie),
      payload: { firstName: 'Ada', lastName: 'King' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().abilities).toEqual(expected);
  });
});
