import { type Abilities, type Ability, ownValue } from '@portal/contracts';

/** The screens each first path segment holds, and the ability that opens them. */
const screenAbilities: Readonly<Record<string, Ability>> = {
  admin: 'openAdminScreens',
  designer: 'openDesignerScreens',
  user: 'openUserPages',
};

/** The ability a path needs: the one its first segment's screens ask for (admin, designer, user). */
export function requiredAbility(pathname: string): Ability | undefined {
  const firstSegment = pathname.split('/').find((segment) => segment !== '');
  return firstSegment === undefined ? undefined : ownValue(screenAbilities, firstSegment);
}

/** Whether the signed-in person opens the path, by the abilities the server answered with them. */
export function mayVisit(pathname: string, abilities: Abilities): boolean {
  const ability = requiredAbility(pathname);
  return ability === undefined || abilities[ability];
}
