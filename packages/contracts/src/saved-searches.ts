import { z } from 'zod';
import { limits } from './constants.ts';
import { entityId } from './ids.ts';
import { savedSearchMessages } from './saved-search-messages.ts';
import { viewSummary } from './views.ts';

const addressParam = z.string().max(limits.longText * 4, savedSearchMessages.savedSearchStateTooLong);

/**
 * A search page's address state (DESIGN.md §8): the `search`, `sort` and `numbers` parameters as the
 * address carries them, each absent when the page does not set it.
 */
export const savedSearchState = z.strictObject({
  search: addressParam.optional(),
  sort: addressParam.optional(),
  numbers: addressParam.optional(),
});
export type SavedSearchState = z.infer<typeof savedSearchState>;

const savedSearchName = z
  .string({ error: savedSearchMessages.savedSearchNameRequired })
  .trim()
  .min(1, savedSearchMessages.savedSearchNameRequired)
  .max(limits.shortText, `At most ${limits.shortText} characters.`);

/** POST /api/views/{id}/saved-searches. */
export const savedSearchCreateBody = z.object({
  name: savedSearchName,
  state: savedSearchState,
});
export type SavedSearchCreateBody = z.infer<typeof savedSearchCreateBody>;

/** PUT /api/views/{id}/saved-searches/{searchId}: a new name. */
export const savedSearchRenameBody = z.object({ name: savedSearchName });
export type SavedSearchRenameBody = z.infer<typeof savedSearchRenameBody>;

export const savedSearch = z.object({ uuid: z.string(), name: z.string(), state: savedSearchState });
export type SavedSearch = z.infer<typeof savedSearch>;

/** GET /api/saved-searches: the caller's saved searches with the view each belongs to (Home). */
export const savedSearchEntry = savedSearch.extend({ view: viewSummary });
export type SavedSearchEntry = z.infer<typeof savedSearchEntry>;

export const savedSearchParams = z.object({ id: entityId(), searchId: entityId() });
