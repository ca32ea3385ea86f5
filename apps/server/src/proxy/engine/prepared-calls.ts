import { personScope, proxyCacheKey } from '../cache/proxy-cache-key.ts';
import { type PreparedRequest, prepareUpstreamRequest } from './prepare-upstream-request.ts';
import type { ProxyCallInput, ProxyEndpoint, ProxyServer } from './proxy-types.ts';

export type PreparedCall = { prepared: PreparedRequest; key: string };

type Remembered = PreparedCall & {
  server: ProxyServer;
  settings: ProxyEndpoint['settings'];
};

export type PreparedCalls = {
  /** The final upstream request of a call and its cache key, built once per endpoint and call. */
  prepare(input: ProxyCallInput): PreparedCall;
};

/** Same server as far as the request and its key go: the fields read, credentials by identity. */
const sameServer = (a: ProxyServer, b: ProxyServer) =>
  a.id === b.id &&
  a.url === b.url &&
  a.adapter === b.adapter &&
  a.rest === b.rest &&
  a.authType === b.authType &&
  a.credentialVersion === b.credentialVersion &&
  a.auth === b.auth;

/**
 * A page asks the same few calls again and again (the first rows of a view, a record by its id),
 * and a cached answer must not pay for building the upstream URL and hashing the key each time.
 * The last `maxEntries` calls are remembered with what they were built from: the endpoint's
 * settings object and the server, which the caller loads afresh after any change to them, so an
 * edited endpoint or server never meets a request built from its old settings.
 */
export function createPreparedCalls(cacheKeySecret: string, maxEntries = 5_000): PreparedCalls {
  const remembered = new Map<string, Remembered>();
  return {
    prepare(input) {
      // A per-person server's key holds the person (the request itself does not).
      const name = `${input.accountId}\n${input.endpoint.id}\n${personScope(input) ?? ''}\n${JSON.stringify(input.call)}`;
      const found = remembered.get(name);
      if (found && found.settings === input.endpoint.settings && sameServer(found.server, input.server)) {
        return found;
      }
      const prepared = prepareUpstreamRequest(input);
      const entry: Remembered = {
        prepared,
        key: proxyCacheKey(cacheKeySecret, input, prepared),
        server: input.server,
        settings: input.endpoint.settings,
      };
      remembered.delete(name);
      if (remembered.size >= maxEntries) remembered.delete(remembered.keys().next().value as string);
      remembered.set(name, entry);
      return entry;
    },
  };
}
