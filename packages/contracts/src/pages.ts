import { z } from 'zod';
import { limits } from './constants.ts';
import { viewSummary } from './views.ts';

/** POST /api/views/{id}/duplicate answers the copy: in no group, named after the original. */
export const viewDuplicate = z.object({ uuid: z.string(), name: z.string() });
export type ViewDuplicate = z.infer<typeof viewDuplicate>;

/**
 * The name of a copy: "{name} (copy)", then "(copy 2)", "(copy 3)"… for the `attempt`-th try, the
 * original shortened so the whole stays within a view name's length.
 */
export function copyNameOf(name: string, attempt: number): string {
  const suffix = attempt <= 1 ? ' (copy)' : ` (copy ${attempt})`;
  return `${name.slice(0, limits.shortText - suffix.length).trimEnd()}${suffix}`;
}

const person = z.object({ uuid: z.string(), firstName: z.string(), lastName: z.string() });

/** GET /api/views/overview answers a list of these: the Pages screen's rows (DESIGN.md §7c). */
export const pageOverview = viewSummary.extend({
  /** The groups holding the page. */
  groups: z.array(z.object({ uuid: z.string(), name: z.string() })),
  /** The pages whose navigation leads to this page. */
  linkedFrom: z.array(viewSummary),
  /** Epoch milliseconds of the last save (or the creation). */
  updatedAt: z.number(),
  /** Who saved it last; null when not recorded or no longer a person of the account. */
  updatedBy: person.nullable(),
});
export type PageOverview = z.infer<typeof pageOverview>;
