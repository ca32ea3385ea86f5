// Texts of exact search entries and of the pages that use a connection (DESIGN.md §7c), spread
// into `messages`.
export const navigationMessages = {
  // A search page's chips: 'Customer: Acme' (contains), 'Any field: Acme' (free text), 'Customer = Acme' (exact)
  searchAnyField: 'Any field',
  searchContainsSign: ':',
  searchExactSign: '=',
  // The navigation editor's choice of the destination's field
  navigationDestinationField: 'Destination field',
  navigationDestinationFieldHint:
    "The destination page shows the rows whose field equals the value. Empty: a list panel's own filter field, otherwise the field of the same name.",
  navigationDestinationFieldDefault: 'As the list filters (default)',
  navigationDestinationFieldSame: 'Same name (default)',
  // The pages built on a server or an endpoint
  usedBy: 'Used by:',
  usedByNobody: 'No page uses it.',
  errorLoadingUsage: 'Error loading the pages that use it',
  // A page whose data fails: its designer can still repoint it
  searchDataSource: 'Data Source',
  searchDataSourceSaved: 'Data source changed. Save & Exit keeps it.',
  searchServerMissing: 'The server of this page no longer exists. Pick another.',
  searchEndpointMissing: 'The endpoint of this page no longer exists. Pick another.',
  searchDataSourceHint:
    'The server and List endpoint this page reads its rows from. Columns and filters whose field the new endpoint lacks are removed.',
  searchUseDataSource: 'Use this data source',
  errorReadingDataSource: 'Error reading the endpoint',
  searchRepairHint: "This page's rows cannot be loaded. Open Design Mode and pick another data source.",
  detailRepairHint:
    "This page's data cannot be loaded. Open Design Mode and point its data sources elsewhere.",
} as const;
