/**
 * What the server adds to a page-view beacon: device, browser and OS from the user agent
 * (ua-parser-js 1.x, MIT), whether the request must not be counted (bots, headless browsers,
 * prefetches), and the referrer's host. Pure functions, except that what a user-agent string
 * tells is remembered (an LRU cache); GeoIP lives in geoip.ts.
 */
import { isbot } from 'isbot';
import type { DeviceType } from '../../../common/api/connections.js';
import UAParser from 'ua-parser-js';

/** What a user agent tells; 'kiosk' is not among it: the event kiosk marks its own views (record.ts). */
type UserAgentDevice = Exclude<DeviceType, 'kiosk'>;

interface UserAgentInfo {
  deviceType: UserAgentDevice;
  browser: string;
  os: string;
}

export const UNKNOWN = 'Desconegut';

/**
 * A small least-recently-used map. User-agent strings repeat heavily (a few hundred cover nearly
 * every visit), and parsing one runs dozens of regular expressions, so every beacon and search
 * record would otherwise pay for the same work again.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Map keeps insertion order: re-inserting marks the entry as the most recently used.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** What a user-agent string alone tells: its device, browser and OS, and whether it is automation. */
interface UserAgentFacts {
  info: UserAgentInfo;
  automation: 'bot' | 'headless' | null;
}

const USER_AGENT_CACHE_SIZE = 2000;
// Real user agents are well under this; longer ones are parsed every time so the cache stays small.
const CACHEABLE_USER_AGENT_LENGTH = 512;
const userAgentCache = new LruCache<string, UserAgentFacts>(USER_AGENT_CACHE_SIZE);

function userAgentFacts(userAgent: string): UserAgentFacts {
  const cached = userAgentCache.get(userAgent);
  if (cached) return cached;
  const facts: UserAgentFacts = { info: parseUserAgent(userAgent), automation: HEADLESS.test(userAgent) ? 'headless' : isbot(userAgent) ? 'bot' : null };
  if (userAgent.length <= CACHEABLE_USER_AGENT_LENGTH) userAgentCache.set(userAgent, facts);
  return facts;
}

/** Device, browser and OS names as shown on the dashboard; unknown parts read 'Desconegut'. */
export function classifyUserAgent(userAgent: string | undefined): UserAgentInfo {
  return userAgentFacts(userAgent ?? '').info;
}

function parseUserAgent(userAgent: string): UserAgentInfo {
  const result = new UAParser(userAgent).getResult();
  const type = result.device.type;
  const deviceType: DeviceType = type === 'mobile' || type === 'wearable' ? 'mobile' : type === 'tablet' ? 'tablet' : 'desktop';
  const browser = result.browser.name?.replace(/^Mobile /, '') || UNKNOWN;
  const os = result.os.name || UNKNOWN;
  return { deviceType, browser: browser.slice(0, 64), os: os.slice(0, 64) };
}

export type FilterReason = 'bot' | 'headless' | 'prefetch';

// Automation that isbot leaves to us: headless browsers and browser drivers.
const HEADLESS = /headless|phantomjs|slimerjs|puppeteer|playwright|selenium|webdriver/i;

type HeaderReader = (name: string) => string | undefined;

/**
 * Why a request must not be counted, or null when it is a person's page view.
 * `automated` is the beacon's own navigator.webdriver flag.
 */
export function filterReason(userAgent: string | undefined, header: HeaderReader, automated = false): FilterReason | null {
  const purpose = `${header('sec-purpose') ?? ''} ${header('purpose') ?? ''} ${header('x-moz') ?? ''} ${header('x-purpose') ?? ''}`;
  if (/prefetch|prerender|preview/i.test(purpose)) return 'prefetch';
  if (!userAgent || userAgent.trim().length === 0) return 'bot';
  if (automated) return 'headless';
  return userAgentFacts(userAgent).automation;
}

/**
 * The host of an external referrer ('www.google.com' → 'google.com'); null for direct visits,
 * internal navigation and anything that is not an http(s) address.
 */
export function referrerHost(referrer: string | undefined, ownHost: string | undefined): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const own = (ownHost ?? '').toLowerCase().replace(/:\d+$/, '').replace(/^www\./, '');
  if (host.length === 0 || host === own) return null;
  return host.slice(0, 255);
}
