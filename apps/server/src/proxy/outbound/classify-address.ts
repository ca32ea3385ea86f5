import { BlockList, isIP } from 'node:net';

/**
 * Addresses no tenant may reach: loopback, private, shared (CGNAT), link-local (cloud metadata),
 * unspecified, documentation, benchmarking, multicast and reserved ranges, their IPv6 forms, and
 * the IPv6 prefixes that embed or tunnel to IPv4 (IPv4-compatible ::/96, IPv4-translated
 * ::ffff:0:0:0/96, NAT64, 6to4, Teredo). IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) match the
 * IPv4 ranges.
 */
const specialRanges: [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.88.99.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  // IPv4-compatible (::a.b.c.d), which also holds :: and ::1, and IPv4-translated (::ffff:0:a.b.c.d).
  ['::', 96, 'ipv6'],
  ['::ffff:0:0:0', 96, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
  ['64:ff9b:1::', 48, 'ipv6'],
  ['100::', 64, 'ipv6'],
  ['2001::', 23, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['2002::', 16, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['fec0::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];

const special = new BlockList();
for (const [network, prefix, family] of specialRanges) special.addSubnet(network, prefix, family);

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Whether an IP address lies in a range the proxy must not reach. Non-addresses count as special. */
export function isSpecialAddress(address: string): boolean {
  if (isIP(address) === 0) return true;
  return special.check(address, familyOf(address));
}

export type AllowList = {
  /** A host name the operator listed (on this port, when the entry names one), whatever it resolves to. */
  allowsHost(hostname: string, port: number): boolean;
  /** An address inside a listed CIDR or equal to a listed address (on this port, when the entry names one). */
  allowsAddress(address: string, port: number): boolean;
};

type Entry = { host: string; port: number | undefined };

/** "host", "host:port", "[v6]", "[v6]:port", "10.0.0.0/8" → the host part and the port, if any. */
function splitPort(entry: string): Entry {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(entry);
  if (bracketed) return { host: bracketed[1], port: bracketed[2] ? Number(bracketed[2]) : undefined };
  const withPort = /^([^:]+):(\d{1,5})$/.exec(entry);
  if (withPort) return { host: withPort[1], port: Number(withPort[2]) };
  return { host: entry, port: undefined };
}

const normalHost = (hostname: string) => hostname.toLowerCase().replace(/\.$/, '');

/**
 * UPSTREAM_ALLOW: host names, addresses and CIDRs, each optionally with one port
 * (e.g. "sample.local, 127.0.0.2:3001, [fd00::5]:8443, 10.1.0.0/16"). An entry with a port allows
 * that port only, so allowing one local service opens no other service of the same address.
 */
export function createAllowList(entries: string[]): AllowList {
  const hosts: Entry[] = [];
  const networks = new Map<number | undefined, BlockList>();
  for (const raw of entries) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    const { host, port } = splitPort(entry);
    const [network, prefixText] = host.split('/');
    const family = isIP(network);
    if (family === 0) {
      hosts.push({ host: normalHost(host), port });
      continue;
    }
    const prefix = prefixText === undefined ? (family === 4 ? 32 : 128) : Number(prefixText);
    const list = networks.get(port) ?? new BlockList();
    list.addSubnet(network, prefix, family === 4 ? 'ipv4' : 'ipv6');
    networks.set(port, list);
  }
  const portMatches = (listed: number | undefined, port: number) => listed === undefined || listed === port;
  return {
    allowsHost: (hostname, port) =>
      hosts.some((entry) => entry.host === normalHost(hostname) && portMatches(entry.port, port)),
    allowsAddress: (address, port) => {
      if (isIP(address) === 0) return false;
      for (const [listed, list] of networks) {
        if (portMatches(listed, port) && list.check(address, familyOf(address))) return true;
      }
      return false;
    },
  };
}

/** May the proxy connect to this address and port, reached through this host name? */
export function mayConnect(allow: AllowList, hostname: string, address: string, port: number): boolean {
  return allow.allowsHost(hostname, port) || allow.allowsAddress(address, port) || !isSpecialAddress(address);
}

/**
 * May credentials (basic, a password grant, a bearer token) go to this URL? Over https always;
 * over plain http only to a host the operator listed, by the name or address the URL spells.
 */
export function mayCarryCredentials(allow: AllowList, url: URL): boolean {
  if (url.protocol === 'https:') return true;
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = Number(url.port) || 80;
  return allow.allowsHost(hostname, port) || allow.allowsAddress(hostname, port);
}
