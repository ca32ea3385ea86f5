import { errorReply } from '@portal/contracts';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { changesState } from '../plugins/csrf.ts';
import { sessionDemandOf } from '../plugins/session.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type RouteSchema = Record<string, unknown> & { response?: Record<string, unknown> };

/** Every refusal and failure of the API answers this; one component of the document. */
const errorAnswer = errorReply.meta({
  id: 'ErrorReply',
  description: 'A refusal or failure: a stable code (e.g. validation, not_found) and a message to show.',
});

const answer = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorAnswer } },
});

const refusals = {
  400: answer(
    'The input is not valid: the message says what is wrong, and field names the input of the body it is about (code validation).',
  ),
  401: answer(
    'No valid session: sign in first (code unauthenticated); or, for a data call, no connection of the person to a data server that answers as them: connect to the server named first (code connection_required).',
  ),
  403: answer(
    'Refused: the session lacks the role or the right, or the call did not come from the portal (codes forbidden, csrf).',
  ),
  404: answer('Nothing with that id in your account (code not_found).'),
  415: answer('The body is not JSON (code unsupported_media_type).'),
  429: answer('Too many calls from this address: try again in a minute (code rate_limited).'),
  '4XX': answer(
    'Another refusal, e.g. 409 when a name is taken or a page changed since it was read (codes conflict, stale_version), or 429 when calls come too fast.',
  ),
  '5XX': answer(
    'The portal, its database or the server it called failed (codes internal, unavailable, upstream_*); never with internals.',
  ),
};

const hooksOf = (route: RouteOptions): unknown[] =>
  [route.onRequest, route.preValidation, route.preHandler].flat().filter(Boolean);

/**
 * The answers {code, message} a call can get, from what its route declares: its input (400), its
 * session hooks (401, 403), a state change (csrf 403), a JSON body (415), an id in the path (404), a rate limit
 * (429). Any other refusal or failure is in the 4XX and 5XX ranges.
 */
function refusalsOf(route: RouteOptions, schema: RouteSchema) {
  const demand = hooksOf(route).map(sessionDemandOf).find(Boolean);
  const checkedByCsrf = changesState(String(route.method), route.url);
  const readsInput = Boolean(schema.body || schema.querystring || schema.params);
  const codes: Array<keyof typeof refusals> = [
    ...(readsInput ? [400 as const] : []),
    ...(demand ? [401 as const] : []),
    ...(demand?.ability || checkedByCsrf ? [403 as const] : []),
    ...(route.url.includes('/:') ? [404 as const] : []),
    ...(schema.body ? [415 as const] : []),
    ...(route.config && 'rateLimit' in route.config ? [429 as const] : []),
    '4XX',
    '5XX',
  ];
  return { demand, answers: Object.fromEntries(codes.map((code) => [code, refusals[code]])) };
}

/**
 * One route as the API document shows it: its zod schemas as JSON Schema, the session it needs
 * (security, and the ability with the roles holding it in its description) and the error answers it can give.
 */
export function documentRoute(input: TransformInput) {
  const { route } = input as { route: RouteOptions };
  const schema = (input.schema ?? {}) as RouteSchema;
  if (schema.hide) return jsonSchemaTransform(input);
  const { demand, answers } = refusalsOf(route, schema);
  const needs = demand?.ability
    ? `Needs the role ${demand.roles.join(' or ')} (the ability ${demand.ability} answered with the user).`
    : undefined;
  const description = [schema.description, needs].filter(Boolean).join('\n\n') || undefined;
  return jsonSchemaTransform({
    ...input,
    schema: {
      ...schema,
      ...(description ? { description } : {}),
      security: demand ? [{ session: [] }] : [],
      response: { ...schema.response, ...answers },
    },
  } as TransformInput);
}
