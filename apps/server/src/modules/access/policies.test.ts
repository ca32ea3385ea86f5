import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Ability, abilities, type Role, roles } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { abilitiesOf, may, policies } from './policies.ts';

/** DESIGN.md §5, ability by ability: the roles that grant it on their own. */
const grantedBy: Record<Ability, readonly Role[]> = {
  openAdminScreens: ['admin'],
  openDesignerScreens: ['designer'],
  openUserPages: ['user'],
  designPages: ['designer'],
  listPeople: ['admin', 'designer'],
  managePeople: ['admin'],
  readServers: ['admin', 'designer'],
  manageServers: ['admin'],
  buildPages: ['admin', 'designer'],
  readAuditLog: ['admin'],
};

/** Every set of roles a person can hold, the empty one too. */
const roleSets: Role[][] = [[]];
for (const role of roles) for (const set of [...roleSets]) roleSets.push([...set, role]);

describe('the policies', () => {
  it('declare exactly the abilities of the contract', () => {
    expect(Object.keys(policies).sort()).toEqual(Object.keys(abilities.shape).sort());
    expect(Object.keys(grantedBy).sort()).toEqual(Object.keys(abilities.shape).sort());
  });

  it.each(Object.entries(grantedBy))('%s is granted by exactly the roles %j', (ability, holders) => {
    for (const role of roles)
      expect(may({ roles: [role] }, ability as Ability), role).toBe(holders.includes(role));
  });

  it('grant an ability to anyone holding one of its roles, whatever else they hold, and nothing without a role', () => {
    for (const held of roleSets)
      for (const [ability, holders] of Object.entries(grantedBy))
        expect(may({ roles: held }, ability as Ability), `${ability} for [${held}]`).toBe(
          held.some((role) => holders.includes(role)),
        );
  });

  it('keep an admin who is no designer out of design mode and the designer screens, though the API lets them build pages', () => {
    const admin = abilitiesOf({ roles: ['admin', 'user'] });
    expect(admin).toMatchObject({ buildPages: true, openDesignerScreens: false, designPages: false });
  });

  it('answer every ability, as the contract reads it, for each role', () => {
    expect(abilities.parse(abilitiesOf({ roles: ['user'] }))).toEqual({
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
    expect(abilitiesOf({ roles: ['designer'] })).toEqual({
      openAdminScreens: false,
      openDesignerScreens: true,
      openUserPages: false,
      designPages: true,
      listPeople: true,
      managePeople: false,
      readServers: true,
      manageServers: false,
      buildPages: true,
      readAuditLog: false,
    });
    expect(abilitiesOf({ roles: ['admin'] })).toEqual({
      openAdminScreens: true,
      openDesignerScreens: false,
      openUserPages: false,
      designPages: false,
      listPeople: true,
      managePeople: true,
      readServers: true,
      manageServers: true,
      buildPages: true,
      readAuditLog: true,
    });
    expect(Object.values(abilitiesOf({ roles: ['admin', 'designer', 'user'] }))).not.toContain(false);
  });
});

const repositoryRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const sourceFiles = (folder: string): string[] =>
  readdirSync(join(repositoryRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(folder, file));

describe('permissions declared once', () => {
  // The one other reading of roles: an admin may not drop their own admin role. That is a rule about
  // the roles a change sends, not about what the sender may do.
  const readsRolesOfTheBody = ['apps/server/src/modules/users/update-user.ts'];

  it('no server or web code but the policies compares role names', () => {
    const offenders = [...sourceFiles('apps/server/src'), ...sourceFiles('apps/web/src')]
      .filter((file) => !file.endsWith('modules/access/policies.ts') && !readsRolesOfTheBody.includes(file))
      .filter((file) =>
        /\broles\.(includes|some|every)\(|requireRole\(/.test(
          readFileSync(join(repositoryRoot, file), 'utf8'),
        ),
      )
      .map((file) => relative(repositoryRoot, join(repositoryRoot, file)));
    expect(offenders).toEqual([]);
  });
});
