import { z } from 'zod';
import { restPaging, restQuery, restRanges, restTotal } from './rest-conventions.ts';
import { authTypes, clientAuthModes } from './servers.ts';

/**
 * What an import read of the API's conventions from its OpenAPI document (DESIGN.md §7d), in the
 * import's answer: the parts it set on the server (settings.rest beside the preset `openapi`), and
 * what it could not tell, each with the reason. What stays unknown is not offered on pages.
 */
export const conventionsUnknown = z.array(
  z.object({
    /** The part: rows, total, paging, record, equals, ranges, contains, freeText, sortAsc, sortDesc, parameters. */
    part: z.string(),
    reason: z.string(),
  }),
);
export type ConventionsUnknown = z.infer<typeof conventionsUnknown>;

export const conventionsReport = z.object({
  set: z.object({
    rows: z.string().optional(),
    record: z.string().optional(),
    paging: restPaging.optional(),
    total: restTotal.optional(),
    query: restQuery.optional(),
    ranges: restRanges.optional(),
  }),
  unknown: conventionsUnknown,
});
export type ConventionsReport = z.infer<typeof conventionsReport>;

/**
 * The sign-in the document's security schemes describe (components.securitySchemes), for the admin
 * screen to prefill: HTTP basic, or the OAuth2 password flow with its token URL. Nothing is saved.
 */
export const authSuggestion = z.object({
  /** The scheme's name in the document. */
  scheme: z.string(),
  authType: z.enum(authTypes),
  tokenurl: z.string().optional(),
  clientauth: z.enum(clientAuthModes).optional(),
});
export type AuthSuggestion = z.infer<typeof authSuggestion>;
