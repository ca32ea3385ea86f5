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

export type DnsLookup = typeof dnsLookup;

/**
 * A DNS lookup that checks every address a name resolves to, so the address checked is the
 * address connected to (no gap for DNS rebinding between a check and the connect). One special
 * address refuses the whole name, so a round-robin record cannot slip one in.
 */
export function guardedLookup(
  allow: AllowList,
  port: number,
  resolve: DnsLookup = dnsLookup,
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { all: true, family: options.family ?? 0, hints: options.hints }, (error, found) => {
      const addresses = found as unknown as LookupAddress[];
      if (error) return callback(error, '', 0);
      const refused = addresses.find((entry) => !mayConnect(allow, hostname, entry.address, port));
      if (refused) return callback(new BlockedAddressError(hostname, refused.address), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      return callback(null, first.address, first.family);
    });
  };
}

const defaultPorts: Record<string, number> = { 'http:': 80, 'https:': 443 };

/**
 * undici's connector with the guard in front: literal addresses are checked here (Node skips the
 * lookup for them), names through the guarded lookup while the socket connects. Allow-list entries
 * may name a port, so the lookup is built per destination port.
 */
export function createGuardedConnector(
  allow: AllowList,
  timeoutMs: number,
  resolve: DnsLookup = dnsLookup,
): buildConnector.connector {
  const connectors = new Map<number, buildConnector.connector>();
  const connectorFor = (port: number) => {
    let connect = connectors.get(port);
    if (!connect) {
      connect = buildConnector({
        timeout: timeoutMs,
        lookup: guardedLookup(allow, port, resolve),
      } as buildConnector.BuildOptions);
      connectors.set(port, connect);
    }
    return connect;
  };
  return (options, callback) => {
    const hostname = options.hostname.replace(/^\[(.*)\]$/, '$1');
    const port = Number(options.port) || defaultPorts[options.protocol] || 80;
    if (isIP(hostname) !== 0 && !mayConnect(allow, hostname, hostname, port)) {
      callback(new BlockedAddressError(hostname, hostname), null);
      return;
    }
    return connectorFor(port)(options, callback);
  };
}
