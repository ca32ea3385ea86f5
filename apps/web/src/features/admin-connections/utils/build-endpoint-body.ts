import {
  defaultCacheSeconds,
  type Endpoint,
  type EndpointEntry,
  type EndpointMethod,
  type EndpointResponse,
  type EndpointUpdateBody,
  messages,
  withoutLeadingSlash,
} from '@portal/contracts';

/**
 * One row of the Params, Body or Headers tab; `key` only keeps React rows stable. A secret value
 * is never read back: `stored` says the server holds one, kept when the value is left blank.
 */
export type EntryDraft = { key: string; name: string; value: string; secret?: boolean; stored?: boolean };
export type EntryKind = 'params' | 'bodyParams' | 'headers';
export const entryKinds: readonly EntryKind[] = ['params', 'bodyParams', 'headers'];

export type EndpointDraft = {
  name: string;
  url: string;
  method: EndpointMethod;
  response: EndpointResponse;
  /** 'Cache answers for', in seconds (0: Off). */
  cacheSeconds: number;
} & Record<EntryKind, EntryDraft[]>;

/** What is wrong, by field: 'name', 'url', or the key of a Params, Body or Headers row. */
export type EndpointErrors = Record<string, string>;
export type BodyCheck<Body> = { ok: true; body: Body } | { ok: false; errors: EndpointErrors };

let nextKey = 0;
export const newEntryKey = () => `entry-${++nextKey}`;

export function draftOf(endpoint: Endpoint): EndpointDraft {
  const rows = (entries: { name: string; value?: string; secret?: boolean }[]) =>
    entries.map((entry) => ({
      key: newEntryKey(),
      name: entry.name,
      value: entry.value ?? '',
      secret: entry.secret === true,
      stored: entry.secret === true,
    }));
  const { url, method, response, params, bodyParams, headers, cacheSeconds } = endpoint.settings;
  return {
    name: endpoint.name,
    url,
    method,
    response,
    cacheSeconds: cacheSeconds ?? defaultCacheSeconds,
    params: rows(params),
    bodyParams: rows(bodyParams),
    headers: rows(headers),
  };
}

const nameRequired: Record<EntryKind, string> = {
  params: messages.paramNameRequired,
  bodyParams: messages.paramNameRequired,
  headers: messages.headerNameRequired,
};

const entriesOf = (rows: EntryDraft[]): EndpointEntry[] =>
  rows.map((row) => ({
    name: row.name.trim(),
    value: row.value === '' ? undefined : row.value,
    ...(row.secret ? { secret: true } : {}),
  }));

/** SPEC.md §5 Endpoint: name and URL required on update; every entry needs a name. */
export function buildEndpointUpdate(draft: EndpointDraft): BodyCheck<EndpointUpdateBody> {
  const name = draft.name.trim();
  const url = withoutLeadingSlash(draft.url);
  const errors: EndpointErrors = {};
  if (!name) errors.name = messages.endpointNameRequired;
  if (!url) errors.url = messages.endpointUrlRequired;
  for (const kind of entryKinds) {
    for (const row of draft[kind]) if (!row.name.trim()) errors[row.key] = nameRequired[kind];
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      name,
      settings: {
        url,
        method: draft.method,
        response: draft.response,
        params: entriesOf(draft.params),
        bodyParams: entriesOf(draft.bodyParams),
        headers: entriesOf(draft.headers),
        cacheSeconds: draft.cacheSeconds,
      },
    },
  };
}
