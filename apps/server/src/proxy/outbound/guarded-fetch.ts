import type { OutboundClient } from './outbound-client.ts';

type FetchOptions = {
  body?: unknown;
  headers?: Record<string, string>;
  method: string;
  signal?: AbortSignal;
};

/** A body openid-client sends: a form (token, revocation, introspection) or text; nothing for GET. */
function textOf(body: unknown): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (body instanceof URLSearchParams) return body.toString();
  if (typeof body === 'string') return body;
  throw new Error('This request body cannot go through the outbound guard');
}

/**
 * A fetch for openid-client (its `customFetch`) over the outbound client: the same guard, deadline,
 * size cap and refusal of redirects as every upstream call (DESIGN.md §6), and plain http only to
 * allowed hosts when the client is the credentialed one. The guard's refusals reach the caller as
 * the portal's own errors.
 */
export function guardedFetch(client: OutboundClient) {
  return async (url: string, options: FetchOptions): Promise<Response> => {
    const method = options.method.toUpperCase();
    if (method !== 'GET' && method !== 'POST') throw new Error(`Method ${method} is not sent upstream`);
    const answer = await client.send({
      url: new URL(url),
      method,
      headers: { ...options.headers },
      body: textOf(options.body),
      signal: options.signal,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
    }
    // A status without a body (204, 304) takes none.
    const empty = answer.status === 204 || answer.status === 304;
    return new Response(empty ? null : new Uint8Array(answer.body), { status: answer.status, headers });
  };
}
