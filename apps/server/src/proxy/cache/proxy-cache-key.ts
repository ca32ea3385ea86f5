import { createHmac } from 'node:crypto';
import type { PreparedRequest } from '../engine/prepare-upstream-request.ts';
import type { ProxyCallInput } from '../engine/proxy-types.ts';
import { credentialScope } from '../upstream-auth/send-authorized.ts';

/**
 * The cache key of a proxy call: the tenant, the endpoint and how its answer is read, the final
 * upstream request, and the auth scope (which credentials, never the secret or token itself).
 * The material is HMAC-ed, so keys in a shared store reveal nothing and cannot be forged.
 */
export function proxyCacheKey(secret: Buffer, input: ProxyCallInput, prepared: PreparedRequest): string {
  const { request } = prepared;
  const headers = Object.entries(request.headers).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const material = JSON.stringify([
    input.accountId,
    input.endpoint.id,
    input.server.adapter,
    input.endpoint.settings.response,
    input.endpoint.settings.rowsPath ?? '',
    request.method,
    request.url.href,
    request.body ?? '',
    headers,
    credentialScope(input.server),
  ]);
  return `proxy:${createHmac('sha256', secret).update(material).digest('base64url')}`;
}
