// Texts of a new account's first hour: Home's 'Get started' steps and side boxes, what the wizards
// create without leaving, and empty lists that name their next step. Spread into `messages`.
export const getStartedMessages = {
  // Home, for admins and designers while the account is not yet in use
  getStartedTitle: 'Get started',
  getStartedIntro: 'Six steps from an empty account to a page your people open. Each says where it is done.',
  getStartedDone: 'Done',
  getStartedNotYet: 'Not yet',
  getStartedServer: 'Connect a data server',
  getStartedServerHint: 'The REST API your pages read from (Admin ▸ Connections ▸ New Server).',
  getStartedEndpoints: 'Add or import its endpoints',
  getStartedEndpointsHint: 'A List endpoint for a search page, a Record endpoint for a detail page.',
  getStartedSearchPage: 'Build a search page',
  getStartedSearchPageHint: 'A searchable table over a List endpoint (Designer ▸ Search Page).',
  getStartedDetailPage: 'Build a detail page',
  getStartedDetailPageHint:
    "One record over a Record endpoint (Designer ▸ Detail Page); a search page's column links to it in Design Mode ▸ Edit Columns ▸ Navigation.",
  getStartedGroup: 'Give the pages to a group',
  getStartedGroupHint: 'The people of a group find its search pages on their Home (Designer ▸ Groups).',
  getStartedUser: 'Add a user',
  getStartedUserHint: 'Invite a person by e-mail (Admin ▸ Users) and pick their group in the same dialog.',
  getStartedAskAdmin: 'An administrator does this step.',
  getStartedOpen: 'Open',
  homeNoViewsDesigner: 'No pages in your groups yet. A page shows here once it is in a group you belong to.',
  // Home's side boxes
  homeSavedSearchesBox: 'Saved searches',
  homeSavedSearchesNone:
    "None yet. On a search page, 'Saved searches' keeps its filters and sort under a name.",
  homeRecentPages: 'Recently changed pages',
  homeRecentPagesNone: 'No pages yet.',
  // The wizards create what they lack without leaving
  wizardNewServer: 'New server',
  wizardNoServers: 'There are no servers yet.',
  wizardNoServersAskAdmin: 'There are no servers yet. An administrator connects one in Admin ▸ Connections.',
  wizardNoEndpoints: 'An administrator adds endpoints in Admin ▸ Connections ▸ Edit Endpoints.',
  wizardAddEndpoints: 'Add endpoints in Connections',
  wizardNewGroup: 'New group',
  wizardNoGroups: 'There are no groups yet. Create one here; you can add people to it later in Groups.',
  wizardDraftKept: 'Your answers here are kept until you come back.',
  wizardStartOver: 'Start over',
  // Destination lists say why they are empty
  navigationNoDetailPages:
    'The account has no detail page yet. Build one in Designer ▸ Detail Page; it is listed here at once.',
  navigationNoSearchPages:
    'The account has no search page yet. Build one in Designer ▸ Search Page; it is listed here at once.',
  // Edit Columns' Done with a navigation not yet saved
  navigationUnsavedTitle: 'Keep the navigation?',
  navigationUnsavedText:
    "Its navigation was changed but is not complete, so it was not kept: a destination and a row field for each of the destination's variables are needed.",
  navigationUnsavedDrop: 'Close without it',
  navigationUnsavedBack: 'Back to editing',
  // Where panels are added
  detailNoPanelsInDesign: "Add one with 'Panels' in the design bar above.",
  detailNoPanelsForDesigner:
    "Panels are added in Design Mode: page menu ▸ Designer ▸ Design Mode, then 'Panels'.",
} as const;
