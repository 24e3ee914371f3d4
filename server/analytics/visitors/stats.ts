/**
 * The connection statistics of spec §3, per period (1 = today, 7, 30, 90, 365 days, today
 * included). Finished days come from daily rollups, built here on first need and by the
 * maintenance job; the last two days are read raw because their sessions may still be open.
 */
import { ANALYTICS } from '../../../common/constants.js';
import type { ConnectionGroupBy } from '../../../common/api/connections.js';
import type { Db } from '../../db/connection.js';
import { UNKNOWN } from '../lib/classify.js';
import { DailyRollups } from '../lib/dailyRollups.js';
import { addDays, weekMonday } from '../../../common/dates.js';
import { dayWindow } from '../lib/period.js';
import * as q from './queries.js';
import * as rollups from './rollups.js';


const regionNames = new Intl.DisplayNames(['ca'], { type: 'region' });

/** Catalan name of a country code; 'Desconegut' for none. */
export function countryName(code: string | null | undefined): string {
  if (!code) return UNKNOWN;
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

export interface Period {
  days: number;
  from: string;
  to: string;
  /** The last day read from rollups. */
  rolledUntil: string;
}

/** The dashboards' one window (lib/period.ts), and the last day its rollups cover. */
export function periodOf(days: number, now: number): Period {
  const { from, to } = dayWindow(days, now);
  return { days, from, to, rolledUntil: addDays(to, -2) };
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const seconds = (ms: number, sessions: number) => (sessions > 0 ? Math.round(ms / sessions / 1000) : 0);

export class ConnectionStats {
  private readonly rollups: DailyRollups;

  constructor(private readonly db: Db) {
    this.rollups = new DailyRollups({
      earliestDay: () => rollups.earliestRecordedDay(db),
      rolledDays: (from, until) => rollups.rolledUpDays(db, from, until),
      rollUp: (from, until, days) => rollups.rollUpDays(db, from, until, days),
    });
  }

  /** Makes sure every finished day of the range has its rollup (one builder at a time). */
  ensureRollups(from: string, until: string): Promise<void> {
    return this.rollups.ensure(from, until);
  }

  /** The last day to read from rollups: none when they could not be built (a full disk), all raw then. */
  private async rolledUntil(p: Period): Promise<string> {
    return (await this.rollups.tryEnsure(p.from, p.rolledUntil)) ? p.rolledUntil : addDays(p.from, -1);
  }

  private async totals(dimension: rollups.Dimension, p: Period): Promise<rollups.Aggregate[]> {
    const rows = await rollups.aggregate(this.db, dimension, p.from, p.to, await this.rolledUntil(p));
    return rows.sort((a, b) => b.views - a.views || a.value.localeCompare(b.value) || a.countryCode.localeCompare(b.countryCode));
  }

  /**
   * The visits of the last `days` days for the search dashboard's connection summary: the very
   * period and figures of the connection dashboard, so the same "30 days" never shows two counts.
   */
  async summary(days: number, now = Date.now()): Promise<{ totalConnections: number; uniqueIPs: number }> {
    const { general } = await this.general(days, now);
    return { totalConnections: general.totalConnections, uniqueIPs: general.uniqueIPs };
  }

  async general(days: number, now = Date.now()) {
    const p = periodOf(days, now);
    const [[all], filtered] = await Promise.all([this.totals('all', p), rollups.filteredTotals(this.db, p.from, p.to)]);
    const views = all?.views ?? 0;
    const sessions = all?.sessions ?? 0;
    const bots = filtered.get('bot') ?? 0;
    const headless = filtered.get('headless') ?? 0;
    const prefetches = filtered.get('prefetch') ?? 0;
    return {
      period: { days, from: p.from, to: p.to },
      general: {
        totalConnections: views,
        // Each day's distinct visitor hashes, summed over the days: a hash lives one day (no IP is
        // stored, decision 3), so nobody can be followed from one day to the next. The spec's name stays.
        uniqueIPs: all?.visitors ?? 0,
        uniqueSessions: sessions,
        avgSessionDuration: seconds(all?.durationMs ?? 0, sessions),
        avgPagesPerSession: sessions > 0 ? round(views / sessions) : 0,
      },
      filtered: { bots, headless, prefetches, total: bots + headless + prefetches },
    };
  }

  async countries(days: number, limit: number = ANALYTICS.topCountries, now = Date.now()) {
    const p = periodOf(days, now);
    const rows = await this.totals('country', p);
    return {
      period: { days, from: p.from, to: p.to },
      countries: rows.slice(0, limit).map((r) => ({
        country: countryName(r.value),
        countryCode: r.value || null,
        connections: r.views,
        uniqueUsers: r.visitors,
        avgSessionDuration: seconds(r.durationMs, r.sessions),
      })),
    };
  }

  async cities(days: number, limit: number = ANALYTICS.topCities, now = Date.now()) {
    const p = periodOf(days, now);
    // Visits whose city is not known are not a city: they are left out of this list.
    const rows = (await this.totals('city', p)).filter((r) => r.value !== '');
    return {
      period: { days, from: p.from, to: p.to },
      cities: rows.slice(0, limit).map((r) => ({
        city: r.value,
        country: countryName(r.countryCode),
        countryCode: r.countryCode || null,
        connections: r.views,
        uniqueUsers: r.visitors,
      })),
    };
  }

  async technology(days: number, now = Date.now()) {
    const p = periodOf(days, now);
    const [devices, browsers, systems] = await Promise.all([this.totals('device', p), this.totals('browser', p), this.totals('os', p)]);
    const shape = (rows: rollups.Aggregate[]) => rows.map((r) => ({ connections: r.views, uniqueUsers: r.visitors, value: r.value }));
    return {
      period: { days, from: p.from, to: p.to },
      devices: shape(devices).map(({ value, ...r }) => ({ deviceType: value, ...r })),
      browsers: shape(browsers).map(({ value, ...r }) => ({ browser: value, ...r })),
      operatingSystems: shape(systems).map(({ value, ...r }) => ({ os: value, ...r })),
    };
  }

  async referrers(days: number, limit: number = ANALYTICS.topReferrers, now = Date.now()) {
    const p = periodOf(days, now);
    const rows = await this.totals('referrer', p);
    return {
      period: { days, from: p.from, to: p.to },
      // A null referrer is a direct visit (typed address, bookmark, app).
      referrers: rows.slice(0, limit).map((r) => ({ referrer: r.value || null, connections: r.views, uniqueUsers: r.visitors })),
    };
  }

  async timeline(days: number, groupBy: ConnectionGroupBy, now = Date.now()) {
    const p = periodOf(days, now);
    if (groupBy === 'hour') {
      const since = Date.parse(`${p.from}T00:00:00Z`);
      const byHour = new Map((await rollups.hourlyTotals(this.db, since)).map((r) => [r.hour, r]));
      const points = [];
      for (let hour = since / 3_600_000; hour <= Math.floor(now / 3_600_000); hour++) {
        const r = byHour.get(hour);
        points.push({ period: new Date(hour * 3_600_000).toISOString().slice(0, 13) + ':00', connections: r?.views ?? 0, uniqueUsers: r?.visitors ?? 0, sessions: null });
      }
      return { period: { days, from: p.from, to: p.to }, groupBy, timeline: points };
    }
    const daily = new Map((await rollups.dailyTotals(this.db, p.from, p.to, await this.rolledUntil(p))).map((r) => [r.day, r]));
    const buckets = new Map<string, { connections: number; uniqueUsers: number; sessions: number }>();
    for (let day = p.from; day <= p.to; day = addDays(day, 1)) {
      const key = bucketOf(day, groupBy);
      const b = buckets.get(key) ?? { connections: 0, uniqueUsers: 0, sessions: 0 };
      const r = daily.get(day);
      b.connections += r?.views ?? 0;
      b.uniqueUsers += r?.visitors ?? 0;
      b.sessions += r?.sessions ?? 0;
      buckets.set(key, b);
    }
    return {
      period: { days, from: p.from, to: p.to },
      groupBy,
      timeline: [...buckets.entries()].map(([period, b]) => ({ period, ...b })),
    };
  }

  async live(now = Date.now()) {
    const raw = await q.live(this.db, now - ANALYTICS.liveWindowMinutes * 60_000, now - 3_600_000);
    return {
      activeSessions: raw.activeSessions,
      connectionsLastHour: raw.viewsLastHour,
      timestamp: new Date(now).toISOString(),
      windowMinutes: ANALYTICS.liveWindowMinutes,
      activeCountries: raw.countries.map((c) => ({ country: countryName(c.countryCode), countryCode: c.countryCode, sessions: c.sessions })),
      activeDevices: raw.devices,
      activePages: raw.pages,
    };
  }
}

/** The bucket a day falls in: itself, its ISO week's Monday, or its month 'YYYY-MM' (as search analytics). */
export function bucketOf(day: string, groupBy: Exclude<ConnectionGroupBy, 'hour'>): string {
  if (groupBy === 'day') return day;
  if (groupBy === 'month') return day.slice(0, 7);
  return weekMonday(day);
}
