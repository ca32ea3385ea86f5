import { isIP } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, '::' expanded and an embedded IPv4 tail converted. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0];
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1].split('.').map(Number);
    text = `${text.slice(0, -v4[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : [];
  const start = parse(head);
  const end = parse(tail);
  return tail === undefined ? start : [...start, ...Array(8 - start.length - end.length).fill(0), ...end];
}

/**
 * Who a per-address limit counts: an IPv4 address (also when written IPv4-mapped), or the /64 of
 * an IPv6 address, since one subscriber is handed a whole /64 and picks addresses in it at will.
 */
export function clientKeyOf(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const groups = ipv6Groups(ip);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
