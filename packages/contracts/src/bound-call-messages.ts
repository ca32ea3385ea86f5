// Texts of a plain user's data call refused for not being one their page makes (DESIGN.md §6c),
// spread into `messages`. Those ending in ':' are followed by the name they refuse.
export const boundCallMessages = {
  proxyPageRequired: 'A data call must name the page that makes it (view, and on a detail page its dataset).',
  proxyPageNotYours: 'This page is not one of yours, so its data cannot be loaded.',
  proxyDatasetNotOfPage: 'This page has no dataset of this name:',
  proxyEndpointNotOfPage: 'This page does not load its data from this endpoint.',
  proxyVariableFixed: 'This URL variable is fixed by the page:',
  proxyVariableNotOfPage: 'This page does not fill this URL variable:',
  proxyFilterRequired: 'This dataset always filters by its field:',
  proxyFilterNotOfPage: 'This page does not filter by this field:',
  proxySortNotOfPage: 'This page does not sort by this field:',
  proxyParamNotOfPage: 'This page does not send this parameter:',
} as const;
