// Texts of the Pages screen and of deleting and duplicating a page (DESIGN.md §7c), spread into
// `messages`.
export const pageMessages = {
  pagesTitle: 'Pages',
  pagesSubtitle: 'Every page of the account: where it is shared, what links to it, who changed it last.',
  pagesSearchLabel: 'Search pages',
  pagesSearchPlaceholder: 'Search by page, group or author',
  pagesNone: 'No pages yet. Build one with a Search Page or Detail Page wizard.',
  pagesNoMatch: 'No page matches your search.',
  errorLoadingPages: 'Error loading pages',
  deletePage: 'Delete page',
  duplicatePage: 'Duplicate',
  pageDeleted: 'Page deleted',
  pageDuplicated: 'Page duplicated',
  errorDeletingPage: 'Error deleting page',
  errorDuplicatingPage: 'Error duplicating page',
  // Shown on a link whose destination page was deleted; the link stays saved, inert.
  destinationDeleted: 'This page was deleted',
  // Above a search page's table whose columns linked to a deleted page, followed by their labels
  columnsLinkedToDeletedPage: 'These columns linked to a page that was deleted:',
  // Groups screen: what a group's page opens through its links
  groupReachableLabel: 'Also opens through links',
} as const;
