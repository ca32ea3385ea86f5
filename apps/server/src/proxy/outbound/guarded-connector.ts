import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { buildConnector } from 'undici';
import { type AllowList, mayConnect } from './classify-address.ts';

/** Raised at connect time; the client turns it into upstream_blocked. */
export class BlockedAddressError extends Error {
  readonly code = 'UPSTREAM_BLOCKED';
  readonly address: string;
  constructor(hostname: string, address: string) {
    super(`Connection to ${hostname} (${address}) refused by the outbound guard`);
    this.address = address;
  }
}

/**
 * A DNS lookup that checks every address a name resolves to, so the address checked is the
 * address connected to (no gap for DNS rebinding between a check and the connect). One special
 * address refuses the whole name, so a round-robin record cannot slip one in.
 */
export function guardedLookup(allow: AllowList): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0, hints: options.hints }, (error, found) => {
      const addresses = found as unknown as LookupAddress[];
      if (error) return callback(error, '', 0);
      const refused = addresses.find((entry) => !mayConnect(allow, hostname, entry.address));
      if (refused) return callback(new BlockedAddressError(hostname, refused.address), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      return callback(null, first.address, first.family);
    });
  };
}

/**
 * undici's connector with the guard in front: literal addresses are checked here (Node skips the
 * lookup for them), names through the guarded lookup while the socket connects.
 */
export function createGuardedConnector(allow: AllowList, timeoutMs: number): buildConnector.connector {
  const connect = buildConnector({
    timeout: timeoutMs,
    lookup: guardedLookup(allow),
  } as buildConnector.BuildOptions);
  return (options, callback) => {
    const hostname = options.hostname.replace(/^\[(.*)\]$/, '$1');
    if (isIP(hostname) !== 0 && !mayConnect(allow, hostname, hostname)) {
      callback(new BlockedAddressError(hostname, hostname), null);
      return;
    }
    return connect(options, callback);
  };
}
