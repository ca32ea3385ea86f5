/** How a proxy call was answered: from the cache, by its own upstream call, or by joining another's. */
export type CacheResult = 'hit' | 'miss' | 'coalesced';

/** What the engine tells about its work (the metrics plugin counts it); every method is optional. */
export type ProxyObserver = {
  cacheResult?(result: CacheResult): void;
  /** One exchange with a server's upstream (token included), whatever its outcome. */
  upstreamCall?(serverId: string, seconds: number): void;
  /** A failed call, by error code: upstream_timeout, upstream_unreachable, upstream_error… */
  upstreamError?(kind: string): void;
  tokenRequest?(outcome: 'issued' | 'refused'): void;
};
