import { BlockList, isIP } from 'node:net';

/**
 * Addresses no tenant may reach: loopback, private, shared (CGNAT), link-local (cloud metadata),
 * unspecified, documentation, benchmarking, multicast and reserved ranges, their IPv6 forms, and
 * the IPv6 prefixes that tunnel to IPv4 (NAT64, 6to4, Teredo). IPv4-mapped IPv6 addresses
 * (::ffff:127.0.0.1) match the IPv4 ranges.
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
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
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
  /** A host name the operator listed: whatever it resolves to may be reached. */
  allowsHost(hostname: string): boolean;
  /** An address inside a listed CIDR (or equal to a listed address). */
  allowsAddress(address: string): boolean;
};

/** UPSTREAM_ALLOW: host names, addresses and CIDRs (e.g. "sample.local, 127.0.0.1, 10.1.0.0/16"). */
export function createAllowList(entries: string[]): AllowList {
  const hosts = new Set<string>();
  const networks = new BlockList();
  for (const raw of entries) {
    const entry = raw
      .trim()
      .toLowerCase()
      .replace(/^\[(.*)\]$/, '$1');
    if (!entry) continue;
    const [network, prefixText] = entry.split('/');
    const family = isIP(network);
    if (family === 0) {
      hosts.add(entry.replace(/\.$/, ''));
      continue;
    }
    const prefix = prefixText === undefined ? (family === 4 ? 32 : 128) : Number(prefixText);
    networks.addSubnet(network, prefix, family === 4 ? 'ipv4' : 'ipv6');
  }
  return {
    allowsHost: (hostname) => hosts.has(hostname.toLowerCase().replace(/\.$/, '')),
    allowsAddress: (address) => isIP(address) !== 0 && networks.check(address, familyOf(address)),
  };
}

/** May the proxy connect to this address, reached through this host name? */
export function mayConnect(allow: AllowList, hostname: string, address: string): boolean {
  return allow.allowsHost(hostname) || allow.allowsAddress(address) || !isSpecialAddress(address);
}
