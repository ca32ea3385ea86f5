import { messages } from '@portal/contracts';
import { Agent } from 'undici';
import { AppError } from '../../errors.ts';
import { createAllowList } from './classify-address.ts';
import { createGuardedConnector, type DnsLookup } from './guarded-connector.ts';
import { mapTransportError } from './map-transport-error.ts';

export type OutboundRequest = {
  url: URL;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** It holds an endpoint's secret fixed value: like a credential, over plain http only to allowed hosts. */
  carriesSecrets?: boolean;
  /** Stops the exchange early, e.g. when the admin who asked for it has gone. */
  signal?: AbortSignal;
};

export type OutboundResponse = {
  status: number;
  /** Lower-case names; Set-Cookie is never kept. */
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

export type OutboundClient = {
  send(request: OutboundRequest): Promise<OutboundResponse>;
  close(): Promise<void>;
};

export type OutboundOptions = {
  timeoutMs: number;
  maxBytes: number;
  /** UPSTREAM_ALLOW entries: host names, addresses or CIDRs the guard lets through. */
  allow: string[];
  /** Resolves host names (node's dns.lookup); tests give their own answers. */
  lookup?: DnsLookup;
};

type Body = AsyncIterable<Buffer> & { destroy(): void; on(event: 'error', listener: () => void): unknown };

/** Drops a body we will not read; the connection closes, and the abort it causes is expected. */
function discard(body: Body) {
  body.on('error', () => {});
  body.destroy();
}

async function readCapped(body: Body, maxBytes: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > maxBytes) {
      discard(body);
      throw new AppError('upstream_too_large', messages.upstreamTooLarge);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/**
 * The only way out to an upstream (data and token calls alike): http(s) only, every address
 * checked when the socket connects, no redirects, one deadline for the whole exchange and a
 * size cap enforced while the body streams in.
 */
export function createOutboundClient(options: OutboundOptions): OutboundClient {
  const agent = new Agent({
    connect: createGuardedConnector(createAllowList(options.allow), options.timeoutMs, options.lookup),
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
    keepAliveTimeout: 10_000,
    connections: 128,
  });

  async function send(request: OutboundRequest): Promise<OutboundResponse> {
    const { url } = request;
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new AppError('upstream_blocked', messages.upstreamBadScheme);
    }
    const deadline = AbortSignal.timeout(options.timeoutMs);
    try {
      const response = await agent.request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal: request.signal ? AbortSignal.any([deadline, request.signal]) : deadline,
      });
      if (response.statusCode >= 300 && response.statusCode < 400) {
        discard(response.body);
        throw new AppError('upstream_error', messages.upstreamRedirected);
      }
      const length = Number(response.headers['content-length']);
      if (length > options.maxBytes) {
        discard(response.body);
        throw new AppError('upstream_too_large', messages.upstreamTooLarge);
      }
      const body = await readCapped(response.body, options.maxBytes);
      const { 'set-cookie': _dropped, ...headers } = response.headers;
      return { status: response.statusCode, headers, body };
    } catch (error) {
      throw mapTransportError(error, deadline);
    }
  }

  return { send, close: () => agent.close() };
}
