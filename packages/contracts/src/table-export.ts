import type { z } from 'zod';
import { normalizedQuery } from './proxy.ts';

/**
 * POST /api/views/{id}/export (DESIGN.md §7b): a search page's own question, without the page. The
 * server pages through the view's endpoint itself, in the page's order.
 */
export const viewExportBody = normalizedQuery.omit({ offset: true, limit: true }).strict();
export type ViewExportBody = z.infer<typeof viewExportBody>;
