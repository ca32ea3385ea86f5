import type { Abilities, Ability, Role } from '@portal/contracts';

/** Whoever an ability is asked of: the signed-in person's roles are all a rule reads. */
export type Actor = { readonly roles: readonly Role[] };
type Rule = (actor: Actor) => boolean;

const has = (actor: Actor, role: Role) => actor.roles.includes(role);

/**
 * Every permission of the portal, one line per rule (DESIGN.md §5). The route guards
 * (`app.requireAbility`), the services and the web app (through the abilities answered with the
 * user) all read these; no other code compares role names. Each ability is described in the
 * contract (packages/contracts/src/abilities.ts).
 */
export const policies = {
  openAdminScreens: (actor) => has(actor, 'admin'),
  openDesignerScreens: (actor) => has(actor, 'designer'),
  openUserPages: (actor) => has(actor, 'user'),
  designPages: (actor) => has(actor, 'designer'),
  listPeople: (actor) => has(actor, 'admin') || has(actor, 'designer'),
  managePeople: (actor) => has(actor, 'admin'),
  readServers: (actor) => has(actor, 'admin') || has(actor, 'designer'),
  manageServers: (actor) => has(actor, 'admin'),
  buildPages: (actor) => has(actor, 'admin') || has(actor, 'designer'),
  readAuditLog: (actor) => has(actor, 'admin'),
} satisfies Record<Ability, Rule>;

/** Whether the actor may do what the ability names. */
export const may = (actor: Actor, ability: Ability): boolean => policies[ability](actor);

/** Every ability of the actor, as answered with the signed-in user. */
export function abilitiesOf(actor: Actor): Abilities {
  const entries = Object.entries(policies).map(([name, rule]) => [name, rule(actor)]);
  return Object.fromEntries(entries) as Abilities;
}
