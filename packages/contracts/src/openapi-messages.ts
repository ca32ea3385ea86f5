/**
 * Texts of pages made from an API's own description (DESIGN.md §7d): the conventions read from an
 * OpenAPI document, the parameters it does not declare, the proposal and the pages created from it.
 */
export const openApiMessages = {
  /** Followed by the field. */
  exactSeveralUnsupported: "The data server's convention does not support several values in one filter:",
  proposalNoEndpoints:
    'This connection has no list or record endpoints yet: import its OpenAPI document or add endpoints first.',
  pagesNoneChosen: 'Choose at least one page to create.',
  pagesKeysRepeated: 'Each page to create needs a key of its own.',
  pagesGroupNotFound: 'The group was not found.',
  pagesCreated: 'Pages created',
  createPagesAction: 'Create pages from this API',
  createPagesIntro:
    'A search page for each list and a record page for each record endpoint, linked to each other. Choose the pages, name them, and give them to a group.',
  proposalLoading: "Reading the API's endpoints…",
  proposalFailed: 'The pages could not be proposed',
  proposalRetry: 'Try again',
  proposedPageChoose: 'Create',
  proposedPageName: 'Page name',
  proposedSearchPage: 'Search page',
  proposedDetailPage: 'Record page',
  proposedColumns: 'Columns',
  proposedPanels: 'Panels',
  proposedFilters: 'Filters',
  proposedLinks: 'Opens',
  pagesGroupLegend: 'Give the pages to',
  pagesGroupExisting: 'A group',
  pagesGroupNew: 'A new group',
  pagesGroupLabel: 'Group',
  pagesNewGroupLabel: 'New group name',
  pagesGroupRequired: 'Choose a group.',
  pagesNewGroupRequired: 'Name the new group.',
  pagesCreateFailed: 'The pages could not be created',
  pagesOpenTitle: 'Open them',
  /** e.g. "Pages created: 4, given to the group Desk." */
  pagesCreatedSummary: (count: number, group?: string) =>
    `Pages created: ${count}${group ? `, given to the group ${group}` : ''}.`,
  createPagesSubmit: (count: number) => (count === 1 ? 'Create 1 page' : `Create ${count} pages`),
  /** Followed by the status the address answered. */
  importUrlFailed: 'The document could not be fetched: the address answered',
  importUrlTooLarge: 'The document at that address is larger than 1 MB, the most the portal reads.',
  importUrlInvalid: "Give the document's address as http(s)://… or a path relative to the server's URL.",
  /** Beside a sort the endpoint's document does not declare, at design time. */
  undeclaredSortNote:
    "The API's OpenAPI document declares no query parameter for sorting by this field: its column does not sort.",
  /** Where a page offers an exact filter's values from its rows: the document lists none. */
  exactAnyValue: 'Any',
  exactNoSuchValue: 'No such value',
  filterChangedNothing:
    'The answer did not change without this parameter: the data server may ignore it, so a filter on it would show every row.',
} as const;

/** What a condition asks, in words, as a refusal names it. */
export const conditionWords = {
  sortAsc: 'sorting by',
  sortDesc: 'sorting descending by',
  equals: 'an exact filter on',
  numberFrom: 'a lower bound on',
  numberTo: 'an upper bound on',
  contains: 'a text filter on',
  freeText: 'a search',
} as const;

/**
 * Beside a filter or search at design time whose query parameter the endpoint's OpenAPI document does
 * not declare (`what` one of conditionWords): the page's calls asking it would be refused.
 */
export const undeclaredFilterNote = (what: string) =>
  `The API's OpenAPI document declares no query parameter for ${what} this field: the data server would ignore it, so a call asking it is refused.`;

/**
 * A call that would send a query parameter the endpoint's OpenAPI document does not declare: the API
 * would ignore it and answer as if unfiltered, so it is refused (DESIGN.md §7d).
 */
export const undeclaredParameterRefusal = (parameter: string, what: string) =>
  `The data server's OpenAPI document does not declare the query parameter ${parameter} for this list, so it would ignore ${what}. The call was not sent.`;
