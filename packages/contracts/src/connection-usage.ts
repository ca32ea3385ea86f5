import { z } from 'zod';
import { viewTypes } from './views.ts';

/**
 * GET /api/servers/{id}/usage (DESIGN.md §7c): the pages built on a server, and on each of its
 * endpoints, so removing one names what stops loading data before it happens.
 */
export const usingView = z.object({ uuid: z.string(), name: z.string(), type: z.enum(viewTypes) });
export type UsingView = z.infer<typeof usingView>;

export const connectionUsage = z.object({
  /** Every page whose main record, search rows or any dataset comes from the server. */
  views: z.array(usingView),
  /** Endpoint uuid → the pages that call that endpoint (endpoints no page uses are left out). */
  endpoints: z.record(z.string(), z.array(z.object({ uuid: z.string(), name: z.string() }))),
});
export type ConnectionUsage = z.infer<typeof connectionUsage>;
