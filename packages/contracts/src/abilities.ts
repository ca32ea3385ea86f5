import { z } from 'zod';

const ability = (description: string) => z.boolean().meta({ description });

/**
 * What the signed-in person may do, as the server's policies compute it from their roles
 * (apps/server/src/modules/access/policies.ts). Login, /api/vt and PUT /api/me answer it with the
 * user; the web app's route guard, menus and buttons read it instead of role names.
 */
export const abilities = z.object({
  openAdminScreens: ability(
    'Opens the admin screens (paths under /admin): people, connections, the audit log.',
  ),
  openDesignerScreens: ability(
    'Opens the designer screens (paths under /designer): the wizards, groups, pages.',
  ),
  openUserPages: ability('Opens the pages of their groups (paths under /user).'),
  designPages: ability("Switches a page into design mode and changes its layout from the page's own screen."),
  listPeople: ability('Lists the people of the account (summaries only, unless managePeople too).'),
  managePeople: ability("Creates, changes and removes people and reads each person's full details."),
  readServers: ability('Reads the servers and their endpoints.'),
  manageServers: ability(
    'Creates, changes and removes servers and endpoints, reads their credentials, tries an endpoint.',
  ),
  buildPages: ability(
    'Creates, changes and removes pages and groups, reads every page, and calls any endpoint outside a page.',
  ),
  readAuditLog: ability("Reads the account's audit log."),
});
export type Abilities = z.infer<typeof abilities>;
export type Ability = keyof Abilities;
