import { hash } from 'node:crypto';
import { isPerPersonAuth } from '@portal/contracts';
import type { PreparedRequest } from '../engine/prepare-upstream-request.ts';
import type { ProxyCallInput } from '../engine/proxy-types.ts';
import { credentialScope } from '../upstream-auth/send-authorized.ts';

/** What a proxy call's answer depends on, but for the position of a cursor-paged page. */
function keyMaterial(input: ProxyCallInput, prepared: PreparedRequest): unknown[] {
  const { request } = prepared;
  const headers = Object.entries(request.headers).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return [
    input.accountId,
    input.endpoint.id,
    input.endpoint.version ?? 0,
    input.server.adapter,
    input.endpoint.settings.response,
    input.endpoint.settings.rowsPath ?? '',
    request.method,
    request.url.href,
    request.body ?? '',
    headers,
    credentialScope(input.server),
    personScope(input),
  ];
}

/**
 * A per-person server answers each person with their own rows (DESIGN.md §6d): the person is part of
 * the key, so two people never share an answer or a call in flight. Other servers answer everyone alike.
 */
export function personScope(input: ProxyCallInput): string | null {
  return isPerPersonAuth(input.server.authType) ? (input.person?.scope ?? '') : null;
}

const hashed = (secret: string, material: unknown[]) =>
  hash('sha256', `${secret}\n${JSON.stringify(material)}`, 'base64url');

/**
 * The cache key of a proxy call: the tenant, the endpoint and how its answer is read, the final
 * upstream request, the auth scope (which credentials, never the secret or token itself) and, for a
 * per-person server, the person.
 * The material is hashed behind a secret prefix, so keys in a shared store reveal nothing and
 * cannot be computed by anyone without the secret. (One-shot hash rather than an HMAC: a key is
 * only looked up, never verified, and this runs on every call, hits included.) A cursor-paged
 * list sends the same first request for every page, so its offset is part of the key.
 */
export function proxyCacheKey(secret: string, input: ProxyCallInput, prepared: PreparedRequest): string {
  const position = prepared.query && prepared.adapter.cursor ? prepared.query.offset : null;
  return `proxy:${hashed(secret, [...keyMaterial(input, prepared), position])}`;
}

/** Where the cursor of the page at `offset` of a cursor-paged call is remembered (same tenant scope). */
export function cursorKey(secret: string, input: ProxyCallInput, prepared: PreparedRequest, offset: number) {
  return `cursor:${hashed(secret, ['cursor', ...keyMaterial(input, prepared), offset])}`;
}
