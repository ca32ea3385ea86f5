import { z } from 'zod';

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** POST /api/servers/{id}/endpoints/{endpointId}/test: the admin's endpoint tester. */
export const endpointTestBody = z.object({
  urlVariables: z.record(z.string(), scalar).default({}),
  params: z.record(z.string(), scalar).default({}),
  bodyParams: z.record(z.string(), scalar).default({}),
  headers: z.record(z.string(), scalar).default({}),
});
export type EndpointTestBody = z.infer<typeof endpointTestBody>;

/**
 * What the portal understood of a rest server's answer (DESIGN.md §6a): a list page (its rows, the
 * total, whether more follow and what the next request sends), a record, or why the answer does not
 * fit the declared conventions. `sample` holds the first rows (or the record), for judging field types.
 */
export const endpointTestUnderstanding = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('list'),
    rows: z.number(),
    total: z.number().nullable(),
    hasMore: z.boolean(),
    /** The next page's cursor token or URL, or the query pairs its request changes ("_page=2"). */
    next: z.string().nullable(),
    sample: z.array(z.unknown()),
  }),
  z.object({ kind: z.literal('record'), sample: z.array(z.unknown()) }),
  z.object({ kind: z.literal('misfit'), message: z.string() }),
]);
export type EndpointTestUnderstanding = z.infer<typeof endpointTestUnderstanding>;

/** The upstream's raw answer, as the tester shows it, with its headers and the time it took. */
export const endpointTestReply = z.object({
  status: z.number(),
  contentType: z.string().nullable(),
  body: z.string(),
  headers: z.record(z.string(), z.string()),
  durationMs: z.number(),
  /** For a rest server's 2xx answer: what the portal read from it. */
  understood: endpointTestUnderstanding.optional(),
  /**
   * Where no OpenAPI document says what the API reads: the params given (at most five) whose absence
   * left the answer byte for byte the same, asked again without each; the data server may ignore them.
   */
  unchangedWithout: z.array(z.string()).default([]),
});
export type EndpointTestReply = z.infer<typeof endpointTestReply>;
