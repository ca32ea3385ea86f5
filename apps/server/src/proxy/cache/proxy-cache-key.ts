import { hash } from 'node:crypto';
import type { PreparedRequest } from '../engine/prepare-upstream-request.ts';
import type { ProxyCallInput } from '../engine/proxy-types.ts';
import { credentialScope } from '../upstream-auth/send-authorized.ts';

/**
 * The cache key of a proxy call: the tenant, the endpoint and how its answer is read, the final
 * upstream request, and the auth scope (which credentials, never the secret or token itself).
 * The material is hashed behind a secret prefix, so keys in a shared store reveal nothing and
 * cannot be computed by anyone without the secret. (One-shot hash rather than an HMAC: a key is
 * only looked up, never verified, and this runs on every call, hits included.)
 */
export function proxyCacheKey(secret: string, input: ProxyCallInput, prepared: PreparedRequest): string {
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
  return `proxy:${hash('sha256', `${secret}\n${material}`, 'base64url')}`;
}
