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

/** The upstream's raw answer, as the tester shows it, with its headers and the time it took. */
export const endpointTestReply = z.object({
  status: z.number(),
  contentType: z.string().nullable(),
  body: z.string(),
  headers: z.record(z.string(), z.string()),
  durationMs: z.number(),
});
export type EndpointTestReply = z.infer<typeof endpointTestReply>;
