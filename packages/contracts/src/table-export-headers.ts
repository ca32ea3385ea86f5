// Apart from the export's body schema: the search page, part of the web app's entry, reads these, and a
// module of zod schemas kept for one constant would bring zod with it.

/** The export's answer headers, read by the search page. */
export const exportHeaders = {
  /** 'true' when the file stops at the cap while the upstream has more rows; 'false' otherwise. */
  truncated: 'x-export-truncated',
  /** The most rows one export holds (EXPORT_MAX_ROWS). */
  maxRows: 'x-export-max-rows',
} as const;

/** Rows asked of the upstream per call while exporting: few calls against the budget, small answers. */
export const exportPageSize = 500;

/** The default of EXPORT_MAX_ROWS. */
export const defaultExportMaxRows = 100_000;
