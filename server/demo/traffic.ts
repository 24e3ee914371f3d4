/**
 * Demo visits and searches: four months of plausible traffic ending at the seed time, so both
 * dashboards show something meaningful on first start. Readers come mostly from Catalonia, then
 * from the rest of Spain, Andorra, Northern Catalonia and the diaspora; more on mobile; a daily
 * rhythm (morning and evening peaks), a weekly one (quiet Saturdays, busy Sundays) and a rise in
 * the days after each monthly edition. Deterministic for a given end time (seeded PRNG).
 * Visitor and session ids are random, like the real ones; no address is involved.
 */
import { DAY_MS, utcDay } from '../../common/dates.js';
import { paths } from '../../common/routes/index.js';
import type { Article } from '../../common/types.js';
import { recordSearches, type SearchRecord } from '../analytics/search/queries.js';
import { insertPageViews, insertSessions, type PageViewRow, type SessionRow } from '../analytics/visitors/queries.js';
import type { Db } from '../db/connection.js';
import { Random } from './random.js';

const MINUTE_MS = 60_000;

type Weighted<T> = readonly (readonly [T, number])[];

function pickWeighted<T>(rng: Random, items: Weighted<T>): T {
  const i = rng.weightedIndex(items.map(([, w]) => w));
  return (items[i] ?? items[0]!)[0];
}

// Country → weight and its cities with weights (empty city list: city unknown).
const PLACES: Weighted<{ code: string | null; cities: Weighted<string | null> }> = [
  [{ code: 'ES', cities: [['Barcelona', 30], ['Girona', 14], ['Banyoles', 10], ['Figueres', 5], ['Olot', 4], ['Lleida', 5], ['Tarragona', 4], ['Reus', 2], ['Vic', 3], ['Manresa', 2], ['Sabadell', 3], ['Palma', 4], ['València', 5], ['Madrid', 4], [null, 6]] }, 64],
  [{ code: 'AD', cities: [['Andorra la Vella', 6], ['Escaldes-Engordany', 3]] }, 5],
  [{ code: 'FR', cities: [['Perpinyà', 6], ['París', 3], ['Tolosa', 2], ['Montpeller', 2], [null, 1]] }, 8],
  [{ code: 'GB', cities: [['Londres', 4], ['Edimburg', 1], [null, 1]] }, 3],
  [{ code: 'DE', cities: [['Berlín', 3], ['Munic', 1], [null, 1]] }, 3],
  [{ code: 'IT', cities: [["L'Alguer", 3], ['Roma', 1], ['Milà', 1]] }, 3],
  [{ code: 'US', cities: [['Nova York', 3], ['Chicago', 1], [null, 1]] }, 4],
  [{ code: 'AR', cities: [['Buenos Aires', 3]] }, 2],
  [{ code: 'MX', cities: [['Ciutat de Mèxic', 2]] }, 2],
  [{ code: 'NL', cities: [['Amsterdam', 2]] }, 1],
  [{ code: 'BE', cities: [['Brussel·les', 2]] }, 1],
  [{ code: null, cities: [[null, 1]] }, 4],
];

interface Tech {
  device: 'desktop' | 'mobile' | 'tablet';
  browser: string;
  os: string;
  screens: readonly (readonly [number, number])[];
}
const PHONES = [[390, 844], [393, 873], [412, 915], [375, 667], [430, 932], [360, 800]] as const;
const DESKTOPS = [[1920, 1080], [1440, 900], [1536, 864], [2560, 1440], [1366, 768], [1680, 1050]] as const;
const TABLETS = [[820, 1180], [768, 1024], [1024, 1366], [800, 1280]] as const;
const TECH: Weighted<Tech> = [
  [{ device: 'mobile', browser: 'Safari', os: 'iOS', screens: PHONES }, 26],
  [{ device: 'mobile', browser: 'Chrome', os: 'Android', screens: PHONES }, 22],
  [{ device: 'mobile', browser: 'Samsung Internet', os: 'Android', screens: PHONES }, 5],
  [{ device: 'mobile', browser: 'Chrome', os: 'iOS', screens: PHONES }, 4],
  [{ device: 'mobile', browser: 'Firefox', os: 'Android', screens: PHONES }, 1],
  [{ device: 'desktop', browser: 'Chrome', os: 'Windows', screens: DESKTOPS }, 14],
  [{ device: 'desktop', browser: 'Edge', os: 'Windows', screens: DESKTOPS }, 4],
  [{ device: 'desktop', browser: 'Firefox', os: 'Windows', screens: DESKTOPS }, 3],
  [{ device: 'desktop', browser: 'Safari', os: 'Mac OS', screens: DESKTOPS }, 8],
  [{ device: 'desktop', browser: 'Chrome', os: 'Mac OS', screens: DESKTOPS }, 5],
  [{ device: 'desktop', browser: 'Firefox', os: 'Linux', screens: DESKTOPS }, 2],
  [{ device: 'desktop', browser: 'Chrome', os: 'Chromium OS', screens: DESKTOPS }, 1],
  [{ device: 'tablet', browser: 'Safari', os: 'iOS', screens: TABLETS }, 4],
  [{ device: 'tablet', browser: 'Chrome', os: 'Android', screens: TABLETS }, 1],
];

const REFERRERS: Weighted<string | null> = [
  [null, 38], ['google.com', 24], ['instagram.com', 9], ['bsky.app', 5], ['facebook.com', 4], ['t.co', 3],
  ['vilaweb.cat', 3], ['naciodigital.cat', 2], ['duckduckgo.com', 2], ['bing.com', 2], ['youtube.com', 1.5],
  ['elpuntavui.cat', 1.5], ['diaridegirona.cat', 1.5], ['núvol.com', 1], ['linkedin.com', 1], ['ecosia.org', 0.5],
];

// Share of the day's visits per UTC hour (Catalonia is UTC+1/+2): low at night, peaks at 7–9 and 18–21 UTC.
const HOURS = [2, 1, 0.6, 0.4, 0.4, 1, 3, 6, 8, 7, 6, 6, 7, 6, 5, 5, 6, 7, 9, 10, 9, 7, 5, 3];
// Monday first: a quiet Saturday, a reading Sunday.
const WEEKDAYS = [1.0, 1.05, 1.0, 0.95, 0.85, 0.7, 1.15];

const SEARCH_TERMS: Weighted<{ query: string; results: number }> = [
  [{ query: 'poesia', results: 42 }, 10], [{ query: 'Banyoles', results: 18 }, 8], [{ query: 'estany', results: 11 }, 6],
  [{ query: 'Rodoreda', results: 7 }, 6], [{ query: 'cinema', results: 23 }, 7], [{ query: 'entrevistes', results: 30 }, 5],
  [{ query: 'filosofia', results: 14 }, 5], [{ query: 'Barcelona', results: 26 }, 5], [{ query: 'creació', results: 35 }, 4],
  [{ query: 'traducció', results: 9 }, 4], [{ query: 'novel·la', results: 21 }, 5], [{ query: 'assaig', results: 16 }, 3],
  [{ query: 'Girona', results: 12 }, 4], [{ query: 'teatre', results: 8 }, 3], [{ query: 'música', results: 10 }, 3],
  [{ query: 'memòria', results: 13 }, 3], [{ query: 'Josep Pla', results: 5 }, 3], [{ query: 'Vinyoli', results: 3 }, 2],
  [{ query: 'paisatge', results: 9 }, 2], [{ query: 'Montserrat Roig', results: 4 }, 2], [{ query: 'il·lustració', results: 6 }, 2],
  [{ query: 'llibres estiu', results: 5 }, 2], [{ query: 'Empordà', results: 7 }, 2], [{ query: 'fotografia', results: 6 }, 2],
  [{ query: 'horòscop', results: 0 }, 1.5], [{ query: 'subscripció', results: 0 }, 2], [{ query: 'receptes', results: 0 }, 1],
  [{ query: 'Harry Potter', results: 0 }, 1], [{ query: 'concurs de relats', results: 0 }, 1.5], [{ query: 'podcast', results: 0 }, 1],
];
const SEARCH_SECTIONS: Weighted<string | undefined> = [
  [undefined, 80], ['articles', 4], ['creacio', 4], ['entrevistes', 4], ['llibres', 4], ['llocs', 2], ['recomanacions', 2],
];

interface DemoTraffic {
  sessions: SessionRow[];
  pageViews: PageViewRow[];
  searches: SearchRecord[];
}

const hex = (rng: Random, length: number) => Array.from({ length }, () => Math.floor(rng.next() * 16).toString(16)).join('');

interface TrafficVolume {
  days: number;
  /** Visitors on an ordinary weekday at the start of the period (it grows by half over it). */
  visitorsPerDay: number;
  /** Share of visits that search. */
  searchesPerVisit: number;
}

/** The demo magazine's volume: about 26,000 page views and 1,600 searches in four months. */
const DEMO_VOLUME: TrafficVolume = { days: 120, visitorsPerDay: 85, searchesPerVisit: 0.15 };

/** Builds the traffic of the `days` days that end at `end` (ms); nothing after `end`. */
export function buildDemoTraffic(articles: readonly Pick<Article, 'section' | 'url'>[], end: number, volume: TrafficVolume = DEMO_VOLUME): DemoTraffic {
  const { days } = volume;
  const rng = new Random(0x7ea7_2024);
  const articlePaths = articles.map((a) => paths.article(a.section, a.url));
  const pages: Weighted<string> = [
    [paths.home(), 30], [paths.archive(), 6], [paths.authors(), 4],
    [paths.section('articles'), 3], [paths.section('creacio'), 3], [paths.section('entrevistes'), 3], [paths.section('llibres'), 3],
    [paths.section('llocs'), 2], [paths.section('recomanacions'), 2], [paths.search(), 2],
    ...articlePaths.map((p, i) => [p, 40 / Math.max(articlePaths.length, 1) * (i < 40 ? 3 : 1)] as const),
  ];
  const sessions: SessionRow[] = [];
  const pageViews: PageViewRow[] = [];
  const searches: SearchRecord[] = [];
  const firstDay = Date.parse(`${utcDay(end - (days - 1) * DAY_MS)}T00:00:00Z`);

  for (let d = 0; d < days; d++) {
    const dayStart = firstDay + d * DAY_MS;
    const date = new Date(dayStart);
    const weekday = (date.getUTCDay() + 6) % 7;
    // A new edition comes out on the 1st: the next days are busier.
    const editionBoost = date.getUTCDate() <= 3 ? 1.7 : date.getUTCDate() <= 7 ? 1.2 : 1;
    const growth = 0.8 + (0.4 * d) / days;
    const visitors = Math.round(volume.visitorsPerDay * growth * (WEEKDAYS[weekday] ?? 1) * editionBoost * (0.85 + rng.next() * 0.3));

    for (let v = 0; v < visitors; v++) {
      const hour = rng.weightedIndex(HOURS);
      const startedAt = dayStart + hour * 3_600_000 + rng.int(0, 3_599_999);
      if (startedAt > end - MINUTE_MS) continue;
      addVisit(rng, startedAt, end, pages, sessions, pageViews);
      if (rng.chance(volume.searchesPerVisit)) searches.push(demoSearch(rng, startedAt + rng.int(10_000, 120_000)));
    }
  }
  // A few readers on the site right now, so the live view is not empty on first start.
  for (let i = 0; i < 6; i++) addVisit(rng, end - rng.int(30_000, 4 * MINUTE_MS), end, pages, sessions, pageViews);
  return { sessions, pageViews, searches: searches.filter((s) => s.at <= end) };
}

function addVisit(rng: Random, startedAt: number, end: number, pages: Weighted<string>, sessions: SessionRow[], pageViews: PageViewRow[]): void {
  const place = pickWeighted(rng, PLACES);
  const city = pickWeighted(rng, place.cities);
  const tech = pickWeighted(rng, TECH);
  const [screenWidth, screenHeight] = rng.pick(tech.screens);
  const referrer = pickWeighted(rng, REFERRERS);
  const visitorId = hex(rng, 32);
  const sessionId = hex(rng, 32);
  // Most visits read one or two pages; some readers stay for many.
  const count = Math.min(12, 1 + Math.floor(-Math.log(1 - rng.next()) * 1.8));
  let at = startedAt;
  const views: PageViewRow[] = [];
  for (let i = 0; i < count && at <= end; i++) {
    views.push({
      viewed_at: at,
      day: utcDay(at),
      session_id: sessionId,
      visitor_id: visitorId,
      path: i === 0 && referrer === null && rng.chance(0.5) ? '/' : pickWeighted(rng, pages),
      referrer_host: i === 0 ? referrer : null,
      country_code: place.code,
      city,
      device_type: tech.device,
      browser: tech.browser,
      os: tech.os,
      screen_width: screenWidth,
      screen_height: screenHeight,
    });
    at += rng.int(15_000, 240_000);
  }
  const first = views[0]!;
  const lastSeen = views[views.length - 1]!.viewed_at;
  pageViews.push(...views);
  sessions.push({
    id: sessionId,
    visitor_id: visitorId,
    day: first.day,
    started_at: startedAt,
    last_seen_at: lastSeen,
    // Sessions idle for 30 minutes are closed, as the server itself would have done.
    ended_at: end - lastSeen > 30 * MINUTE_MS ? lastSeen : null,
    page_views: views.length,
    entry_path: first.path,
    referrer_host: referrer,
    country_code: place.code,
    city,
    device_type: tech.device,
    browser: tech.browser,
    os: tech.os,
  });
}

function demoSearch(rng: Random, at: number): SearchRecord {
  const term = pickWeighted(rng, SEARCH_TERMS);
  const section = pickWeighted(rng, SEARCH_SECTIONS);
  const results = term.results === 0 ? 0 : section ? Math.max(1, Math.round(term.results / 4)) : term.results;
  const clicked = results > 0 && rng.chance(0.42);
  const tech = pickWeighted(rng, TECH);
  const timeToClickMs = rng.int(1_500, 25_000);
  return {
    query: rng.chance(0.15) ? term.query.toLowerCase() : term.query,
    searchType: rng.chance(0.7) ? 'live_search' : 'page_search',
    filters: section ? { section } : {},
    results,
    deviceType: tech.device,
    responseTimeMs: rng.int(18, 160),
    contextPage: rng.chance(0.5) ? paths.home() : paths.search(),
    at,
    click: clicked
      ? { position: Math.min(results - 1, Math.floor(-Math.log(1 - rng.next()) * 1.5)), timeToClickMs, scrolled: rng.chance(0.3), at: at + timeToClickMs }
      : undefined,
  };
}

/** Writes the demo traffic into a database without any (a re-seed never doubles it). */
export async function seedDemoTraffic(db: Db, articles: readonly Pick<Article, 'section' | 'url'>[], end = Date.now()): Promise<{ pageViews: number; searches: number }> {
  const existing = await db('page_views').count<{ n: number | string }[]>({ n: '*' }).first();
  if (Number(existing?.n ?? 0) > 0) return { pageViews: 0, searches: 0 };
  const traffic = buildDemoTraffic(articles, end);
  await db.transaction(async (trx) => {
    await insertSessions(trx, traffic.sessions);
    await insertPageViews(trx, traffic.pageViews);
  });
  await recordSearches(db, traffic.searches);
  return { pageViews: traffic.pageViews.length, searches: traffic.searches.length };
}
