/** What the server adds to a page-view beacon: device, browser, OS, filtering, referrer, country. */
import { describe, expect, it } from 'vitest';
import { classifyUserAgent, filterReason, referrerHost } from '../../server/analytics/lib/classify.js';
import { csvCell } from '../../server/analytics/lib/exporter.js';
import { cityName, isNonPublicAddress, locate } from '../../server/analytics/visitors/geoip.js';
import { addDays, utcDay } from '../../common/dates.js';
import { visitorHash } from '../../server/analytics/visitors/privacy.js';
import { bucketOf } from '../../server/analytics/visitors/stats.js';

const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  windowsChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  electron: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) revista/0.1.0 Chrome/134.0.0.0 Electron/41.7.1 Safari/537.36',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  headless: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
  curl: 'curl/8.5.0',
};
const noHeaders = () => undefined;

describe('classifyUserAgent', () => {
  it.each([
    ['iphone', 'mobile', 'Safari', 'iOS'],
    ['android', 'mobile', 'Chrome', 'Android'],
    ['ipad', 'tablet', 'Safari', 'iOS'],
    ['windowsChrome', 'desktop', 'Chrome', 'Windows'],
    ['macSafari', 'desktop', 'Safari', 'Mac OS'],
    ['linuxFirefox', 'desktop', 'Firefox', 'Linux'],
    ['edge', 'desktop', 'Edge', 'Windows'],
  ] as const)('reads %s as %s / %s / %s', (key, deviceType, browser, os) => {
    expect(classifyUserAgent(UA[key])).toEqual({ deviceType, browser, os });
  });

  it('calls what it cannot read unknown, on a desktop', () => {
    expect(classifyUserAgent(undefined)).toEqual({ deviceType: 'desktop', browser: 'Desconegut', os: 'Desconegut' });
    expect(classifyUserAgent('tralala')).toEqual({ deviceType: 'desktop', browser: 'Desconegut', os: 'Desconegut' });
  });
});

describe('filterReason', () => {
  it('lets people through, the desktop app included', () => {
    for (const key of ['iphone', 'android', 'windowsChrome', 'macSafari', 'electron'] as const) {
      expect(filterReason(UA[key], noHeaders)).toBeNull();
    }
  });

  it('filters crawlers, tools and requests without a user agent as bots', () => {
    expect(filterReason(UA.googlebot, noHeaders)).toBe('bot');
    expect(filterReason(UA.curl, noHeaders)).toBe('bot');
    expect(filterReason(undefined, noHeaders)).toBe('bot');
    expect(filterReason('   ', noHeaders)).toBe('bot');
  });

  it('filters headless and driven browsers', () => {
    expect(filterReason(UA.headless, noHeaders)).toBe('headless');
    expect(filterReason(UA.windowsChrome, noHeaders, true)).toBe('headless');
  });

  it('filters prefetches and prerenders by their purpose headers', () => {
    const headers = (h: Record<string, string>) => (name: string) => h[name];
    expect(filterReason(UA.windowsChrome, headers({ 'sec-purpose': 'prefetch;prerender' }))).toBe('prefetch');
    expect(filterReason(UA.windowsChrome, headers({ purpose: 'prefetch' }))).toBe('prefetch');
    expect(filterReason(UA.linuxFirefox, headers({ 'x-moz': 'prefetch' }))).toBe('prefetch');
  });
});

describe('referrerHost', () => {
  it('keeps the host of an external page, without www', () => {
    expect(referrerHost('https://www.google.com/search?q=poesia', 'revistaestany.cat')).toBe('google.com');
    expect(referrerHost('http://vilaweb.cat/noticia/1', 'localhost:3000')).toBe('vilaweb.cat');
  });
  it('treats internal navigation, empty and non-web referrers as direct', () => {
    expect(referrerHost('https://www.revistaestany.cat/arxiu', 'revistaestany.cat')).toBeNull();
    expect(referrerHost('http://localhost:3000/', 'localhost:3000')).toBeNull();
    expect(referrerHost('', 'x')).toBeNull();
    expect(referrerHost(undefined, 'x')).toBeNull();
    expect(referrerHost('not a url', 'x')).toBeNull();
    expect(referrerHost('javascript:alert(1)', 'x')).toBeNull();
    expect(referrerHost('android-app://com.google.android.gm/', 'x')).toBeNull();
  });
});

describe('locate (offline GeoIP, DB-IP City Lite)', () => {
  it('knows the country and city of public addresses, IPv4, IPv4-mapped and IPv6', () => {
    expect(locate('8.8.8.8')).toEqual({ country: 'US', city: 'Mountain View' });
    expect(locate('::ffff:8.8.8.8')).toEqual({ country: 'US', city: 'Mountain View' });
    expect(locate('83.40.1.1').country).toBe('ES');
    expect(locate('2a00:1450:4003:80e::200e')).toMatchObject({ country: 'ES' });
    expect(locate('212.106.1.1').city).toEqual(expect.any(String));
  });
  it('lists a district of a city as the city', () => {
    expect(cityName('Madrid (Fuencarral - El Pardo)')).toBe('Madrid');
    expect(cityName('Sant Andreu de Llavaneres')).toBe('Sant Andreu de Llavaneres');
    expect(cityName('')).toBeNull();
    expect(cityName(undefined)).toBeNull();
  });
  it('counts private, loopback and malformed addresses as unknown', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.0.10', '172.20.1.1', '169.254.1.1', '100.64.0.1', '::1', 'fd00::1', 'fe80::1', 'nonsense', '']) {
      expect(locate(ip), ip).toEqual({ country: null, city: null });
    }
    expect(locate(undefined)).toEqual({ country: null, city: null });
    expect(isNonPublicAddress('8.8.8.8')).toBe(false);
  });
});

describe('privacy helpers', () => {
  it('hashes the same visitor alike under one salt and differently under another', () => {
    const a = visitorHash('salt-1', '81.45.12.7', UA.iphone);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorHash('salt-1', '81.45.12.7', UA.iphone)).toBe(a);
    expect(visitorHash('salt-2', '81.45.12.7', UA.iphone)).not.toBe(a);
    expect(visitorHash('salt-1', '81.45.12.8', UA.iphone)).not.toBe(a);
    expect(a).not.toContain('81.45');
  });
  it('counts days in UTC across month and year ends', () => {
    expect(utcDay(Date.parse('2024-12-31T23:59:59Z'))).toBe('2024-12-31');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});

describe('timeline buckets', () => {
  it('groups a day into itself, its week from Monday, or its month', () => {
    expect(bucketOf('2024-05-15', 'day')).toBe('2024-05-15');
    expect(bucketOf('2024-05-15', 'week')).toBe('2024-05-13');
    expect(bucketOf('2024-05-19', 'week')).toBe('2024-05-13');
    expect(bucketOf('2024-05-20', 'week')).toBe('2024-05-20');
    expect(bucketOf('2024-05-15', 'month')).toBe('2024-05');
  });
});

describe('csvCell', () => {
  it('quotes what needs quoting and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });
});
