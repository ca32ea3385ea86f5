import {
  declaredParamsOf,
  type NormalizedQuery,
  normalizedQuery,
  normalizedQueryKeys,
} from '@portal/contracts';
import { badRequest } from '../../errors.ts';
import type { ProxyAdapter, RequestAdditions } from '../adapters/adapter-types.ts';
import { selectAdapter } from '../adapters/select-adapter.ts';
import { appendQuery, buildUpstreamUrl } from '../outbound/build-upstream-url.ts';
import {
  carriesCredentialHeader,
  fixedOnlyHeaders,
  pickDeclared,
  safeHeaders,
} from '../outbound/declared-entries.ts';
import type { OutboundRequest } from '../outbound/outbound-client.ts';
import type { DeclaredEntry, ProxyCallInput } from './proxy-types.ts';

export type PreparedRequest = {
  request: OutboundRequest;
  adapter: ProxyAdapter;
  /** Set for list endpoints. */
  query: NormalizedQuery | undefined;
};

const hasSecretValue = (entries: DeclaredEntry[]) => entries.some((entry) => entry.secret && entry.value);

const asText = (value: unknown) => (typeof value === 'object' ? JSON.stringify(value) : String(value));

function readQuery(params: Record<string, unknown> | undefined): NormalizedQuery {
  const picked = Object.fromEntries(
    normalizedQueryKeys.filter((key) => params?.[key] != null).map((key) => [key, params?.[key]]),
  );
  const parsed = normalizedQuery.safeParse(picked);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue.path.join('.');
  throw badRequest(path && !issue.message.includes(path) ? `${path}: ${issue.message}` : issue.message);
}

const queryKeys: ReadonlySet<string> = new Set(normalizedQueryKeys);
const withoutQueryKeys = (params: Record<string, unknown> | undefined) =>
  params && Object.fromEntries(Object.entries(params).filter(([name]) => !queryKeys.has(name)));

/**
 * The final upstream request, before auth: URL variables confined to their segments, the
 * adapter's rendering of the query, and only declared params, body params and headers (a fixed
 * value wins over the caller's, and declared entries over the adapter's).
 */
export function prepareUpstreamRequest(input: ProxyCallInput): PreparedRequest {
  const { server, endpoint, call } = input;
  const { settings } = endpoint;
  const method = settings.method === 'POST' ? 'POST' : 'GET';
  const adapter = selectAdapter(server);
  const query = settings.response === 'list' ? readQuery(call.params) : undefined;
  // With the API's own document known, a list is asked only what it declares (DESIGN.md §7d).
  const declared =
    server.rest?.preset === 'openapi' ? declaredParamsOf(settings.params, settings.described) : undefined;
  const additions: RequestAdditions = query
    ? adapter.buildListRequest(query, { method, declared })
    : adapter.buildRecordRequest({ method });

  // On a list, offset, limit, sort and the other keys of the normalized query are the page's question,
  // which the adapter writes: a declared param of the same name (an API's own `sort` or `limit`) takes
  // only its fixed value, never the page's.
  const declaredParams = pickDeclared(settings.params, query ? withoutQueryKeys(call.params) : call.params);
  const declaredNames = new Set(declaredParams.map(([name]) => name));
  const url = appendQuery(buildUpstreamUrl(server.url, settings.url, call.urlVariables ?? {}), [
    ...additions.query.filter(([name]) => !declaredNames.has(name)),
    ...declaredParams.map(([name, value]): [string, string] => [name, asText(value)]),
  ]);

  const headers: Record<string, string> = { accept: 'application/json', 'user-agent': 'portal-proxy' };
  const declaredHeaders = safeHeaders(pickDeclared(settings.headers, call.headers, fixedOnlyHeaders));
  // The adapter's headers hold a rest server's fixed ones: the same rules as an endpoint's.
  const adapterHeaders = safeHeaders(Object.entries(additions.headers));
  for (const [name, value] of Object.entries({ ...adapterHeaders, ...declaredHeaders })) {
    headers[name.toLowerCase()] = value;
  }
  let body: string | undefined;
  if (method === 'POST') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify({
      ...additions.body,
      ...Object.fromEntries(pickDeclared(settings.bodyParams, call.bodyParams)),
    });
  }
  // A fixed value always goes, so a secret one goes with every request of the endpoint.
  const carriesSecrets =
    hasSecretValue(settings.params) ||
    hasSecretValue(settings.headers) ||
    carriesCredentialHeader(headers) ||
    (method === 'POST' && hasSecretValue(settings.bodyParams));
  const request = { url, method, headers, body, ...(carriesSecrets ? { carriesSecrets } : {}) } as const;
  return { request, adapter, query };
}
