import { isIP } from 'node:net';

/** Why an address is not on the public internet; null from `classifyAddress` means public. */
export type AddressCategory =
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'unique-local'
  | 'cgnat'
  | 'multicast'
  | 'reserved';

type V4 = [number, number, number, number];

// Hand-written because ipaddr.js is not in node_modules. Order matters only for readability: the
// ranges do not overlap.
const V4_RANGES: ReadonlyArray<readonly [string, number, AddressCategory]> = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'cgnat'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  // Class E and the broadcast address 255.255.255.255.
  ['240.0.0.0', 4, 'reserved'],
];

function parseIPv4(text: string): V4 | null {
  if (isIP(text) !== 4) return null;
  const parts = text.split('.').map(Number);
  return [parts[0]!, parts[1]!, parts[2]!, parts[3]!];
}

function v4ToInt(v4: V4): number {
  return ((v4[0] << 24) >>> 0) + (v4[1] << 16) + (v4[2] << 8) + v4[3];
}

function classifyV4(v4: V4): AddressCategory | null {
  const n = v4ToInt(v4);
  for (const [base, bits, category] of V4_RANGES) {
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
    if ((n & mask) >>> 0 === (v4ToInt(parseIPv4(base)!) & mask) >>> 0) return category;
  }
  return null;
}

/** Eight 16-bit groups, or null when `text` is not an IPv6 address (brackets and a zone are allowed). */
function parseIPv6(text: string): number[] | null {
  let s = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  const zone = s.indexOf('%');
  if (zone >= 0) s = s.slice(0, zone);
  if (isIP(s) !== 6) return null;
  let tail: number[] = [];
  const lastColon = s.lastIndexOf(':');
  const last = s.slice(lastColon + 1);
  if (last.includes('.')) {
    const v4 = parseIPv4(last);
    if (!v4) return null;
    tail = [(v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3]];
    // "::1.2.3.4" leaves "::", "a::1.2.3.4" leaves "a::", "a:b:c:d:e:f:1.2.3.4" leaves "a:b:c:d:e:f".
    s = s.slice(0, lastColon + 1);
    if (!s.endsWith('::')) s = s.slice(0, -1);
  }
  const want = 8 - tail.length;
  const [headText, restText] = s.includes('::') ? s.split('::') : [s, undefined];
  const head = headText ? headText.split(':').map((g) => Number.parseInt(g, 16)) : [];
  const rest = restText ? restText.split(':').map((g) => Number.parseInt(g, 16)) : [];
  const fill = restText === undefined ? 0 : want - head.length - rest.length;
  const groups = [...head, ...new Array<number>(fill).fill(0), ...rest, ...tail];
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}

function inPrefix(groups: readonly number[], prefix: readonly number[], bits: number): boolean {
  for (let i = 0; i < 8 && bits > 0; i += 1, bits -= 16) {
    const mask = bits >= 16 ? 0xffff : (0xffff << (16 - bits)) & 0xffff;
    if (((groups[i] ?? 0) & mask) !== ((prefix[i] ?? 0) & mask)) return false;
  }
  return true;
}

function embeddedV4(hi: number, lo: number): V4 {
  return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff];
}

function classifyV6(g: number[]): AddressCategory | null {
  if (g.every((x) => x === 0)) return 'unspecified';
  if (inPrefix(g, [0, 0, 0, 0, 0, 0, 0, 1], 128)) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) reach the embedded IPv4 address.
  if (inPrefix(g, [0, 0, 0, 0, 0, 0xffff], 96) || inPrefix(g, [0x64, 0xff9b, 0, 0, 0, 0], 96)) {
    return classifyV4(embeddedV4(g[6]!, g[7]!));
  }
  // 6to4 carries an IPv4 address in bits 16..48.
  if (inPrefix(g, [0x2002], 16)) return classifyV4(embeddedV4(g[1]!, g[2]!));
  if (inPrefix(g, [0xfc00], 7)) return 'unique-local';
  if (inPrefix(g, [0xfe80], 10)) return 'link-local';
  if (inPrefix(g, [0xfec0], 10)) return 'private';
  if (inPrefix(g, [0xff00], 8)) return 'multicast';
  if (inPrefix(g, [0x64, 0xff9b, 1], 48)) return 'private';
  // IETF protocol assignments (Teredo, benchmarking, ORCHID...), documentation prefixes.
  if (inPrefix(g, [0x2001], 23) || inPrefix(g, [0x2001, 0xdb8], 32) || inPrefix(g, [0x3fff], 20)) {
    return 'reserved';
  }
  // Only 2000::/3 is global unicast; everything else (IPv4-compatible ::a.b.c.d, 100::/64...) is not
  // routed on the internet, so refusing it costs nothing.
  if (!inPrefix(g, [0x2000], 3)) return 'reserved';
  return null;
}

/**
 * The non-public category of an IP address (IPv4, IPv6, IPv4-mapped IPv6, bracketed URL form), null
 * for a public address. Anything that does not parse as an IP counts as 'reserved' so that a caller
 * never lets an unknown form through.
 */
export function classifyAddress(address: string): AddressCategory | null {
  const v4 = parseIPv4(address);
  if (v4) return classifyV4(v4);
  const v6 = parseIPv6(address);
  if (v6) return classifyV6(v6);
  return 'reserved';
}

/** The address without URL brackets when `host` is an IP literal, else null. */
export function ipLiteral(host: string): string | null {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  return isIP(bare) ? bare : null;
}
