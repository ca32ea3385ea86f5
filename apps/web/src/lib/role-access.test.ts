import { type Abilities, type Ability, abilities } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { mayVisit, requiredAbility } from './role-access';

const everyAbility = Object.keys(abilities.shape) as Ability[];
/** Abilities as the server answers them for someone holding exactly these. */
const only = (...held: Ability[]): Abilities =>
  Object.fromEntries(everyAbility.map((name) => [name, held.includes(name)])) as Abilities;
const allBut = (missing: Ability) => only(...everyAbility.filter((name) => name !== missing));

describe('role guard', () => {
  it('requires the ability of the screens named by the first path segment', () => {
    expect(requiredAbility('/admin/usersadmin')).toBe('openAdminScreens');
    expect(requiredAbility('/designer')).toBe('openDesignerScreens');
    expect(requiredAbility('/user/search/123')).toBe('openUserPages');
  });

  it('requires no ability for /home', () => {
    expect(requiredAbility('/home')).toBeUndefined();
    expect(mayVisit('/home', only())).toBe(true);
  });

  it('lets a holder of the ability in', () => {
    expect(mayVisit('/admin/connectorsadmin', only('openAdminScreens'))).toBe(true);
    expect(mayVisit('/user/detail/9', only('openUserPages', 'openDesignerScreens'))).toBe(true);
  });

  it('keeps a plain user out of admin and designer screens', () => {
    const plainUser = only('openUserPages');
    expect(mayVisit('/admin', plainUser)).toBe(false);
    expect(mayVisit('/designer/newsearch', plainUser)).toBe(false);
  });

  it('keeps an admin without the user role out of user pages', () => {
    expect(mayVisit('/user/search/1', allBut('openUserPages'))).toBe(false);
  });

  it('reads only the ability the path needs', () => {
    expect(mayVisit('/admin', allBut('openAdminScreens'))).toBe(false);
    expect(mayVisit('/designer', allBut('openDesignerScreens'))).toBe(false);
    expect(mayVisit('/designer', only('openDesignerScreens'))).toBe(true);
  });

  it('matches whole segments only', () => {
    expect(requiredAbility('/administrator')).toBeUndefined();
    expect(requiredAbility('/home/admin')).toBeUndefined();
    expect(requiredAbility('/constructor')).toBeUndefined();
  });
});
