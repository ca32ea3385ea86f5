/** Texts of exporting a search page (DESIGN.md §7b) and of an endpoint's cache. */
export const tableMessages = {
  exportAction: 'Export CSV',
  /** {rows} is the number of rows so far. */
  exportProgress: 'Exported {rows} rows…',
  exportCancel: 'Cancel export',
  exportDone: 'Export complete',
  exportCancelled: 'Export cancelled',
  /** Followed by the reason when one is known. */
  exportFailed: 'The export failed and no file was saved.',
  exportFailedHalfway: 'The data server stopped answering part way; no file was saved.',
  /** {max} is the cap, e.g. 100,000. */
  exportTruncated:
    'The file holds the first {max} rows, the most one export holds; narrow the search for the rest.',
  exportTruncatedMaybe:
    'The file stopped at {max} rows, the most one export holds; the data server did not say whether more match.',
  exportNotSearchView: 'Only a search page can be exported.',
  exportTooManyOfYours: 'You already have the most exports running at once: wait for one to finish.',
  exportTooManyRunning: 'The portal is busy with other exports right now. Please try again in a minute.',
  cacheAnswersFor: 'Cache answers for',
  cacheAnswersForHint: 'Off: every page view asks the data server.',
  cacheSecondsInvalid: 'Cache answers for: from 0 to 86,400 seconds.',
  refreshData: 'Refresh data',
  dataRefreshed: 'Cached answers forgotten; the data is read afresh from the data server.',
  errorRefreshingData: 'Error refreshing data',
} as const;
