import { type AllowList, mayCarryCredentials } from '../../proxy/outbound/classify-address.ts';
import type { OutboundClient } from '../../proxy/outbound/outbound-client.ts';

type FetchOptions = {
  method: string;
  headers: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal;
};

/** Statuses whose answer has no body: a Response refuses to be built with one. */
const withoutBody = new Set([101, 204, 205, 304]);

/**
 * The fetch openid-client uses for every call to an identity provider (discovery, keys, token,
 * userinfo): the portal's outbound client, so each call goes through the outbound guard (no private
 * or special address unless the operator allowed it), follows no redirect, has a deadline and a
 * size cap (proxy/outbound/outbound-client.ts). The client secret and the codes travel over
 * https only, or plain http to a host the operator listed (UPSTREAM_ALLOW), whatever the provider's
 * metadata names.
 */
export function guardedFetch(client: OutboundClient, allow: AllowList) {
  return async (url: string, options: FetchOptions): Promise<Response> => {
    const method = options.method.toUpperCase();
    if (method !== 'GET' && method !== 'POST') throw new TypeError(`${method} is not used with a provider`);
    const target = new URL(url);
    if (!mayCarryCredentials(allow, target)) throw new TypeError(`${target.origin} is not https`);
    const answer = await client.send({
      url: target,
      method,
      headers: options.headers,
      body: options.body === undefined || options.body === null ? undefined : String(options.body),
      signal: options.signal,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
        headers.append(name, one);
    }
    const body = withoutBody.has(answer.status) ? null : new Uint8Array(answer.body);
    return new Response(body, { status: answer.status, headers });
  };
}
