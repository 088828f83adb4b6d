import { isIP } from 'node:net';

/**
 * Whether an address may be reached by an outbound call made for a client (issue 43's webhooks):
 * only public unicast addresses. Refused: private (RFC 1918, fc00::/7), loopback, link-local
 * (169.254/16 — the cloud's metadata service — and fe80::/10), carrier-grade NAT (100.64/10),
 * "this network", benchmarking, documentation, multicast and reserved ranges, and IPv6 forms that
 * carry an IPv4 address (mapped, NAT64, 6to4), which are judged by that address.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return isPublicV4(v4Number(address));
  if (family === 6) return isPublicV6(v6Groups(address));
  return false;
}

/** [network, prefix length] of the IPv4 ranges never reached. */
const BLOCKED_V4: readonly [string, number][] = [
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
];

function v4Number(address: string): number {
  return address.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

const inV4Range = (value: number, [network, bits]: readonly [string, number]) => {
  const size = 2 ** (32 - bits);
  const start = v4Number(network);
  return value >= start && value < start + size;
};

const isPublicV4 = (value: number) => !BLOCKED_V4.some((range) => inV4Range(value, range));

/** The eight 16-bit groups of an IPv6 address (with '::' expanded and a dotted IPv4 tail read). */
function v6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const v4 = v4Number(dotted[1]);
    text = `${text.slice(0, dotted.index)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const [left, right] = [parse(head), parse(tail ?? '')];
  const zeros = tail === undefined ? [] : Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}

function isPublicV6(groups: number[]): boolean {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const embeddedV4 = g6 * 65536 + g7;
  if (groups.slice(0, 7).every((group) => group === 0)) return false; // :: and ::1
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && (g5 === 0xffff || g5 === 0)) return isPublicV4(embeddedV4); // ::ffff:a.b.c.d, ::a.b.c.d
  if (g0 === 0x64 && g1 === 0xff9b) return isPublicV4(embeddedV4); // NAT64 64:ff9b::/96
  if (g0 === 0x2002) return isPublicV4(g1 * 65536 + g2); // 6to4 2002::/16
  if ((g0 & 0xfe00) === 0xfc00) return false; // unique local fc00::/7
  if ((g0 & 0xffc0) === 0xfe80) return false; // link-local fe80::/10
  if ((g0 & 0xff00) === 0xff00) return false; // multicast ff00::/8
  if (g0 === 0x2001 && g1 === 0x0db8) return false; // documentation 2001:db8::/32
  if (g0 === 0x2001 && g1 < 0x0200) return false; // IETF protocol assignments 2001::/23 (Teredo, benchmarking…)
  if (g0 === 0x0100 && g1 === 0 && g2 === 0 && g3 === 0) return false; // discard 100::/64
  return (g0 & 0xe000) === 0x2000; // global unicast 2000::/3 only
}
