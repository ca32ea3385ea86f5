import { fillUrlVariables, messages, ownValue, parseUrlVariables } from '@portal/contracts';
import { badRequest } from '../../errors.ts';

/**
 * A URL variable value as one path segment: everything but unreserved characters encoded, and
 * dots too, so no value can form a '.' or '..' segment or reach another path, host or query.
 */
export const encodeSegmentValue = (value: unknown) =>
  encodeURIComponent(value === null || value === undefined ? '' : String(value)).replaceAll('.', '%2E');

const encodeQueryValue = (value: unknown) =>
  encodeURIComponent(value === null || value === undefined ? '' : String(value));

/** '.' and '..' segments, literal or percent-encoded: URL parsers resolve them and climb. */
const isDotSegment = (segment: string) => /^(?:\.|%2e){1,2}$/i.test(segment);

const isMissing = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A variable without a value would leave an empty segment, and `customers/` answers the whole
 * collection where `customers/$(id)` meant one record: refused, naming the variable.
 */
function refuseMissingVariables(template: string, variables: Record<string, unknown>) {
  const missing = parseUrlVariables(template).find((name) => isMissing(ownValue(variables, name)));
  if (missing !== undefined) throw badRequest(`${messages.urlVariableMissing} ${missing}`);
}

/**
 * The upstream URL of an endpoint: its URL relative to the server URL, with $(name) placeholders
 * filled (each value confined to its own segment). Throws when a variable has no value or the
 * result would leave the server's origin or its base path.
 */
export function buildUpstreamUrl(serverUrl: string, endpointUrl: string, variables: Record<string, unknown>) {
  const base = new URL(serverUrl);
  const basePath = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  const template = endpointUrl.trim().replace(/^\/+/, '').split('#')[0];
  refuseMissingVariables(template, variables);
  const queryStart = template.indexOf('?');
  const pathTemplate = queryStart === -1 ? template : template.slice(0, queryStart);
  const queryTemplate = queryStart === -1 ? '' : template.slice(queryStart + 1);
  const path = `${basePath}${fillUrlVariables(pathTemplate, (name) => encodeSegmentValue(ownValue(variables, name)))}`;
  if (path.split('/').some(isDotSegment)) throw badRequest(messages.upstreamUrlEscapes);
  const query = [
    base.search.slice(1),
    fillUrlVariables(queryTemplate, (name) => encodeQueryValue(ownValue(variables, name))),
  ]
    .filter(Boolean)
    .join('&');
  const url = new URL(`${base.origin}${path}${query ? `?${query}` : ''}`);
  if (url.origin !== base.origin || !url.pathname.startsWith(basePath)) {
    throw badRequest(messages.upstreamUrlEscapes);
  }
  return url;
}

/** Appends name=value pairs, percent-encoded (spaces as %20, which every upstream reads). */
export function appendQuery(url: URL, pairs: [string, string][]): URL {
  if (pairs.length === 0) return url;
  const added = pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  const existing = url.search.slice(1);
  url.search = [existing, ...added].filter(Boolean).join('&');
  return url;
}
