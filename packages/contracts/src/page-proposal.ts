import { z } from 'zod';
import { limits } from './constants.ts';
import { entityId } from './ids.ts';
import { detailViewContent, searchViewContent } from './views.ts';

/*
 * Pages made from an API's own description (DESIGN.md §7d). A proposed page is the complete body
 * `POST /api/views` takes, with a `key`: links between proposed pages name each other's keys as
 * their destination, and creating them resolves each key to the new page's uuid.
 */
const key = entityId().describe('The proposed page, as the links of the other proposed pages name it.');

export const proposedPage = z.discriminatedUnion('type', [
  searchViewContent.extend({ key }),
  detailViewContent.extend({ key }),
]);
export type ProposedPage = z.infer<typeof proposedPage>;

/** POST /api/servers/{id}/pages/proposal: a search page per list endpoint, a detail page per record endpoint. */
export const pagesProposal = z.object({ pages: z.array(proposedPage) });
export type PagesProposal = z.infer<typeof pagesProposal>;

/** The most pages one creation takes. */
export const maxCreatedPages = 100;

/** POST /api/servers/{id}/pages: the pages to create (the proposal's, possibly edited or fewer), in one transaction. */
export const pagesCreateBody = z
  .object({
    pages: z.array(proposedPage).min(1).max(maxCreatedPages),
    /** The group that gets every created page. */
    groupUuid: entityId().optional(),
    /** Or a new group of this name, created with them. */
    groupName: z.string().trim().min(1).max(limits.shortText).optional(),
  })
  .refine((body) => body.groupUuid === undefined || body.groupName === undefined, {
    error: 'Give either groupUuid or groupName, not both.',
  });
export type PagesCreateBody = z.infer<typeof pagesCreateBody>;

export const pagesCreated = z.object({
  created: z.array(z.object({ uuid: z.string(), name: z.string(), type: z.enum(['search', 'detail']) })),
  /** The group the pages were given to, when one was named or created. */
  group: z.object({ uuid: z.string(), name: z.string() }).optional(),
});
export type PagesCreated = z.infer<typeof pagesCreated>;
