import type { z } from 'zod';
import { normalizedQuery } from './proxy.ts';

/**
 * POST /api/views/{id}/export (DESIGN.md §7b): a search page's own question, without the page. The
 * server pages through the view's endpoint itself, in the page's order.
 */
export const viewExportBody = normalizedQuery.omit({ offset: true, limit: true }).strict();
export type ViewExportBody = z.infer<typeof viewExportBody>;

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
