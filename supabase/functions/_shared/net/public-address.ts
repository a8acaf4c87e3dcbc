// Which IP addresses the server may connect to for an address someone else chose (a post's photo, a device's
// push endpoint). Such an address may name the server's own network: loopback, a private range, the cloud's
// metadata address (169.254.169.254). Only globally routable unicast addresses pass; an IPv6 address that
// carries an IPv4 one (mapped, NAT64, 6to4) is judged by the IPv4 address inside.
import { BlockList, isIP } from 'node:net';

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  // NAT64's local-use prefix (RFC 8215) and the SIIT form: both can carry a private IPv4 address.
  ['64:ff9b:1::', 48],
  ['::ffff:0:0:0', 96],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** The eight 16-bit groups of an IPv6 address (with '::' and a dotted IPv4 tail expanded). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = (dotted[1] as string).split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups].map((group) =>
    Number.parseInt(group, 16),
  );
}

/** The IPv4 address an IPv6 one carries (IPv4-mapped, IPv4-compatible, NAT64 or 6to4), or null. */
function embeddedIpv4(address: string): string | null {
  const groups = ipv6Groups(address);
  const quad = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && (g5 === 0xffff || g5 === 0)) return quad(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return quad(g6, g7);
  if (g0 === 0x2002) return quad(g1, g2);
  return null;
}

export type AddressPolicy = {
  /** Loopback addresses too (the demo's and the tests' own photo host and push service); never in production. */
  allowLoopback: boolean;
};

/** Whether an IP address is a loopback one (127.0.0.0/8, ::1, or 127.x inside IPv6). */
export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (LOOPBACK.check(address, family === 4 ? 'ipv4' : 'ipv6')) return true;
  const inner = family === 6 ? embeddedIpv4(address) : null;
  return inner !== null && LOOPBACK.check(inner, 'ipv4');
}

/** Whether a photo may be fetched from this IP address under the policy. */
export function isFetchableAddress(address: string, policy: AddressPolicy): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (LOOPBACK.check(address, type)) return policy.allowLoopback;
  if (NOT_PUBLIC.check(address, type)) return false;
  const inner = family === 6 ? embeddedIpv4(address) : null;
  return inner === null || isFetchableAddress(inner, policy);
}
