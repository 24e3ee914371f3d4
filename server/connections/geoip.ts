/**
 * Offline IP → country lookup over the @ip-location-db/geo-whois-asn-country ranges (data CC BY 4.0
 * by the NRO; the dashboard shows the attribution). The tables load on first use into typed arrays
 * and are searched by bisection; nothing leaves the machine. Private, loopback and other
 * non-routable addresses count as unknown. No city database is shipped: none with a licence that
 * allows bundling is small enough, so live visits have no city (demo data has cities).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';

export const GEOIP_ATTRIBUTION = 'Dades de país: NRO, via ip-location-db (CC BY 4.0)';

interface V4Table {
  starts: Uint32Array;
  ends: Uint32Array;
  codes: string[];
}
interface V6Table {
  // The upper 64 bits suffice: registries never allocate ranges smaller than a /64.
  starts: BigUint64Array;
  ends: BigUint64Array;
  codes: string[];
}

let v4: V4Table | null = null;
let v6: V6Table | null = null;

function dataFile(name: string): string {
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve('@ip-location-db/geo-whois-asn-country/package.json'));
  return path.join(dir, name);
}

function readLines(name: string): string[] {
  return fs.readFileSync(dataFile(name), 'utf8').split('\n').filter((line) => line.length > 0);
}

function loadV4(): V4Table {
  const lines = readLines('geo-whois-asn-country-ipv4-num.csv');
  const starts = new Uint32Array(lines.length);
  const ends = new Uint32Array(lines.length);
  const codes: string[] = new Array<string>(lines.length);
  lines.forEach((line, i) => {
    const [start, end, code] = line.split(',');
    starts[i] = Number(start);
    ends[i] = Number(end);
    codes[i] = (code ?? '').trim();
  });
  return { starts, ends, codes };
}

function loadV6(): V6Table {
  const lines = readLines('geo-whois-asn-country-ipv6-num.csv');
  const starts = new BigUint64Array(lines.length);
  const ends = new BigUint64Array(lines.length);
  const codes: string[] = new Array<string>(lines.length);
  lines.forEach((line, i) => {
    const [start, end, code] = line.split(',');
    starts[i] = BigInt(start ?? '0') >> 64n;
    ends[i] = BigInt(end ?? '0') >> 64n;
    codes[i] = (code ?? '').trim();
  });
  return { starts, ends, codes };
}

/** Index of the last range whose start is <= value, or -1. */
function bisect<T extends number | bigint>(starts: ArrayLike<T>, value: T): number {
  let lo = 0;
  let hi = starts.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if ((starts[mid] as T) <= value) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}

export function ipv4ToNumber(ip: string): number {
  return ip.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
}

/** The upper 64 bits of an IPv6 address. */
export function ipv6High64(ip: string): bigint {
  const [head = '', tail = ''] = ip.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...headParts, ...new Array<string>(8 - headParts.length - tailParts.length).fill('0'), ...tailParts]
    : headParts;
  return groups.slice(0, 4).reduce((acc, g) => (acc << 16n) | BigInt(parseInt(g || '0', 16)), 0n);
}

/** Loopback, private, link-local, carrier-grade NAT, unspecified: no country can be known. */
export function isNonPublicAddress(ip: string): boolean {
  if (net.isIPv4(ip)) {
    const [a = 0, b = 0] = ip.split('.').map(Number);
    return (
      a === 0 || a === 10 || a === 127 || a >= 224 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168)
    );
  }
  const lower = ip.toLowerCase();
  return lower === '::' || lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
}

/** ISO 3166-1 alpha-2 code of a public address, or null when unknown. */
export function countryOf(ip: string | undefined): string | null {
  if (!ip) return null;
  // IPv4 clients on a dual-stack socket appear as ::ffff:a.b.c.d.
  const address = ip.toLowerCase().startsWith('::ffff:') && net.isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (!net.isIP(address) || isNonPublicAddress(address)) return null;
  if (net.isIPv4(address)) {
    v4 ??= loadV4();
    const value = ipv4ToNumber(address);
    const i = bisect(v4.starts, value);
    return i >= 0 && (v4.ends[i] ?? 0) >= value ? (v4.codes[i] ?? null) : null;
  }
  v6 ??= loadV6();
  const value = ipv6High64(address);
  const i = bisect(v6.starts, value);
  return i >= 0 && (v6.ends[i] ?? 0n) >= value ? (v6.codes[i] ?? null) : null;
}
