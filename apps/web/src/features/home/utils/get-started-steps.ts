import { type Abilities, messages, type PageOverview } from '@portal/contracts';
import { paths } from '../../../config/paths';

export type GetStartedFacts = {
  servers: number;
  endpoints: number;
  pages: readonly PageOverview[];
  /** The people of the account, the reader included. */
  people: number;
};

export type GetStartedStep = {
  title: string;
  hint: string;
  done: boolean;
  /** Where the step is done, when the reader may go there; otherwise an administrator does it. */
  href: string | null;
};

/**
 * The first hour of an account in order: a server, its endpoints, a search page, a detail page, the
 * pages in a group, a second person. Each is done when the data says so, whoever did it; each links
 * to its screen when the reader's abilities open it.
 */
export function getStartedSteps(
  facts: GetStartedFacts,
  abilities: Pick<Abilities, 'openAdminScreens' | 'openDesignerScreens'>,
): GetStartedStep[] {
  const asAdmin = (href: string) => (abilities.openAdminScreens ? href : null);
  const asDesigner = (href: string) => (abilities.openDesignerScreens ? href : null);
  const hasPage = (type: PageOverview['type']) => facts.pages.some((page) => page.type === type);
  return [
    {
      title: messages.getStartedServer,
      hint: messages.getStartedServerHint,
      done: facts.servers > 0,
      href: asAdmin(paths.connectionsAdmin.getHref()),
    },
    {
      title: messages.getStartedEndpoints,
      hint: messages.getStartedEndpointsHint,
      done: facts.endpoints > 0,
      href: asAdmin(paths.connectionsAdmin.getHref()),
    },
    {
      title: messages.getStartedSearchPage,
      hint: messages.getStartedSearchPageHint,
      done: hasPage('search'),
      href: asDesigner(paths.newSearch.getHref()),
    },
    {
      title: messages.getStartedDetailPage,
      hint: messages.getStartedDetailPageHint,
      done: hasPage('detail'),
      href: asDesigner(paths.newDetail.getHref()),
    },
    {
      title: messages.getStartedGroup,
      hint: messages.getStartedGroupHint,
      done: facts.pages.some((page) => page.groups.length > 0),
      href: asDesigner(paths.editGroups.getHref()),
    },
    {
      title: messages.getStartedUser,
      hint: messages.getStartedUserHint,
      done: facts.people > 1,
      href: asAdmin(paths.usersAdmin.getHref()),
    },
  ];
}
