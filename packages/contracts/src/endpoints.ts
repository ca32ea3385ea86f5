import { z } from 'zod';
import { limits } from './constants.ts';
import { maxCacheSeconds } from './endpoint-cache.ts';
import { endpointDescription } from './endpoint-description.ts';
import { headerRefusal } from './header-names.ts';
import { messages } from './messages.ts';

export const endpointMethods = ['GET', 'POST'] as const;
export type EndpointMethod = (typeof endpointMethods)[number];

export const endpointResponses = ['record', 'list', 'object'] as const;
export type EndpointResponse = (typeof endpointResponses)[number];
export const endpointResponseLabels: Record<EndpointResponse, string> = {
  record: 'Record',
  list: 'List',
  object: 'Complex Object',
};

/** Most entries an endpoint may declare in each of params, bodyParams and headers. */
export const maxEndpointEntries = 100;

const tooLong = (max: number) => `At most ${max} characters.`;

/**
 * An entry with a name and an optional fixed value; a blank value means "no fixed value". A secret
 * fixed value (an API key) is stored sealed and never read back: a secret entry sent blank keeps
 * the value stored under its name.
 */
const namedEntry = (nameRequired: string) =>
  z.object({
    name: z
      .string({ error: nameRequired })
      .trim()
      .min(1, nameRequired)
      .max(limits.shortText, tooLong(limits.shortText)),
    value: z
      .string()
      .max(limits.longText, tooLong(limits.longText))
      .nullish()
      .transform((value) => (value ? value : undefined)),
    secret: z.boolean().optional(),
  });

export const endpointParam = namedEntry(messages.paramNameRequired);
/** A header an endpoint declares: never one that decides where or how the request goes (header-names.ts). */
export const endpointHeader = namedEntry(messages.headerNameRequired).superRefine((entry, context) => {
  const refused = headerRefusal(entry.name);
  if (refused) context.addIssue({ code: 'custom', message: refused, path: ['name'] });
});
export type EndpointEntry = z.infer<typeof endpointParam>;

const entries = (entry: typeof endpointParam | typeof endpointHeader) =>
  z.array(entry).max(maxEndpointEntries, `At most ${maxEndpointEntries} entries.`);

/** The endpoint URL is relative to the server URL, so its leading slashes are dropped. */
export function withoutLeadingSlash(url: string): string {
  return url.trim().replace(/^\/+/, '');
}

const endpointUrl = z
  .string({ error: messages.endpointUrlRequired })
  .max(limits.longText, tooLong(limits.longText))
  .transform(withoutLeadingSlash);

const endpointName = z
  .string({ error: messages.endpointNameRequired })
  .trim()
  .min(1, messages.endpointNameRequired)
  .max(limits.shortText, tooLong(limits.shortText));

const method = z.enum(endpointMethods, { error: messages.invalidEndpointMethod });
/** How long the endpoint's answers are cached (DESIGN.md §7b); absent: defaultCacheSeconds. */
const cacheSeconds = z
  .number({ error: messages.cacheSecondsInvalid })
  .int(messages.cacheSecondsInvalid)
  .min(0, messages.cacheSecondsInvalid)
  .max(maxCacheSeconds, messages.cacheSecondsInvalid);
const response = z.enum(endpointResponses, { error: messages.invalidEndpointResponse });

export const endpointCreateBody = z.object(
  {
    name: endpointName,
    settings: z
      .object({
        url: endpointUrl.default(''),
        method: method.default('GET'),
        response: response.default('list'),
        params: entries(endpointParam).default([]),
        bodyParams: entries(endpointParam).default([]),
        headers: entries(endpointHeader).default([]),
        cacheSeconds: cacheSeconds.optional(),
      })
      .prefault({}),
  },
  { error: messages.endpointNameRequired },
);
export type EndpointCreateBody = z.infer<typeof endpointCreateBody>;

/** Settings left out keep their stored values; name and URL are always required. */
export const endpointUpdateBody = z.object(
  {
    name: endpointName,
    settings: z.object(
      {
        url: endpointUrl.pipe(z.string().min(1, messages.endpointUrlRequired)),
        method: method.optional(),
        response: response.optional(),
        params: entries(endpointParam).optional(),
        bodyParams: entries(endpointParam).optional(),
        headers: entries(endpointHeader).optional(),
        cacheSeconds: cacheSeconds.optional(),
      },
      { error: messages.endpointUrlRequired },
    ),
  },
  { error: messages.endpointNameRequired },
);
export type EndpointUpdateBody = z.infer<typeof endpointUpdateBody>;

/** An entry as read: a secret fixed value is never included, only that one is stored. */
const readEntry = z.object({
  name: z.string(),
  value: z.string().optional(),
  secret: z.boolean().optional(),
});

export const endpointSettings = z.object({
  url: z.string(),
  method: z.enum(endpointMethods),
  response: z.enum(endpointResponses),
  params: z.array(readEntry),
  bodyParams: z.array(readEntry),
  headers: z.array(readEntry),
  /** Absent: defaultCacheSeconds; 0: never cached. */
  cacheSeconds: z.number().int().optional(),
  /** What the API's OpenAPI document says of it (its rows' fields, its parameters' values), set by an import. */
  described: endpointDescription.optional(),
});
export type EndpointSettings = z.infer<typeof endpointSettings>;

/** An endpoint; GET of one is SPEC.md's "data source definition" (uuid, settings.url, settings.response). */
export const endpoint = z.object({
  uuid: z.string(),
  name: z.string(),
  serverUuid: z.string(),
  settings: endpointSettings,
});
export type Endpoint = z.infer<typeof endpoint>;
