/**
 * The search statistics of spec §3 over a period reaching back from now (the dashboards' period is
 * whole UTC days: lib/period.ts). Whole finished days are read from daily rollups (built on first
 * need and by the maintenance job, the same way as for connections); a partial first day of a
 * period, if any, and the last two days from the raw events.
 * Every figure is computed from exact sums, so it is the same as over the raw events alone.
 */
import type { DeviceStat, GroupBy, QueryStat, SearchGeneralStats, SearchTimelinePoint, SectionStat } from '../../../common/api/analytics.js';
import { DailyRollups } from '../lib/dailyRollups.js';
import type { Db } from '../../db/connection.js';
import * as q from './rollups.js';
import { buildTimeline } from './timeline.js';
import { addDays, dayStartIso as dayStart, utcDay } from '../../../common/dates.js';
import { wallTimeOf } from '../../../common/zonedTime.js';
import { dayWindow } from '../lib/period.js';


/**
 * Days at the end of every period that are always read raw: today and yesterday, where a batch
 * written around midnight may still land. Later clicks on older days update their rollups.
 */
const RAW_RECENT_DAYS = 2;

/** The last day that may be rolled up at a given time. */
export const lastRollableDay = (now: number): string => addDays(utcDay(now), -RAW_RECENT_DAYS);

/** Which rollup days and raw slices make up the period from `fromIso` (an ISO time) to now. */
export function sourcesOf(fromIso: string, now: number): q.Sources {
  const fromDay = fromIso.slice(0, 10);
  const firstWhole = fromIso <= dayStart(fromDay) ? fromDay : addDays(fromDay, 1);
  const rolledUntil = lastRollableDay(now);
  if (firstWhole > rolledUntil) return { rolled: null, raw: [{ from: fromIso }] };
  const raw: q.RawSlice[] = [];
  if (fromIso < dayStart(firstWhole)) raw.push({ from: fromIso, to: dayStart(firstWhole) });
  raw.push({ from: dayStart(addDays(rolledUntil, 1)) });
  return { rolled: { from: firstWhole, to: rolledUntil }, raw };
}

const round = (value: number, digits = 1): number => {
  const f = 10 ** digits;
  return Number.isFinite(value) ? Math.round(value * f) / f : 0;
};
/** Click-through rate as a percentage with one decimal. */
const rate = (clicks: number, searches: number): number => (searches > 0 ? round((clicks / searches) * 100) : 0);
const avgResults = (t: q.Totals) => (t.searches > 0 ? round(t.resultsSum / t.searches) : 0);
const avgResponse = (t: q.Totals) => (t.responseCount > 0 ? round(t.responseSum / t.responseCount, 0) : 0);


export class SearchStats {
  private readonly rollups: DailyRollups;

  constructor(private readonly db: Db) {
    this.rollups = new DailyRollups({
      earliestDay: () => q.earliestSearchDay(db),
      rolledDays: (from, until) => q.rolledUpSearchDays(db, from, until),
      rollUp: (from, until, days) => q.rollUpSearchDays(db, from, until, days),
    });
  }

  /** Makes sure every day of the range that has searches has its rollup (one builder at a time). */
  ensureRollups(from: string, until: string): Promise<void> {
    return this.rollups.ensure(from, until);
  }

  /** The sources of the dashboard's period of `days` days (lib/period.ts): every figure of a page reads this. */
  window(days: number, now = Date.now()): Promise<q.Sources> {
    return this.period(dayWindow(days, now).fromIso, now);
  }

  /** The sources of the period from `fromIso` to now, its rollups built if any are missing. */
  async period(fromIso: string, now = Date.now()): Promise<q.Sources> {
    const sources = sourcesOf(fromIso, now);
    if (!sources.rolled || (await this.rollups.tryEnsure(sources.rolled.from, sources.rolled.to))) return sources;
    // The rollups could not be built (a full disk): the whole period from the raw events.
    return { rolled: null, raw: [{ from: fromIso }] };
  }

  async general(sources: q.Sources): Promise<SearchGeneralStats> {
    const [all] = await q.totalsBy(this.db, 'all', sources);
    const uniqueQueries = await q.countValues(this.db, 'query', sources);
    if (!all) return { totalSearches: 0, uniqueQueries, avgResponseTime: 0, clickThroughRate: 0, avgResults: 0, zeroResultSearches: 0 };
    return {
      totalSearches: all.searches,
      uniqueQueries,
      avgResponseTime: avgResponse(all),
      clickThroughRate: rate(all.clicks, all.searches),
      avgResults: avgResults(all),
      zeroResultSearches: all.zeroResults,
    };
  }

  /** Most searched queries (or only the searches that found nothing), by count, then by query. */
  async topQueries(sources: q.Sources, limit: number, zeroOnly = false): Promise<QueryStat[]> {
    const rows = await q.totalsBy(this.db, zeroOnly ? 'zero_query' : 'query', sources, limit);
    return rows.map((t) => ({ query: t.value, count: t.searches, avgResults: avgResults(t), clickThroughRate: rate(t.clicks, t.searches), lastSearched: t.lastAt }));
  }

  /** Searches by the section they were filtered to; unfiltered searches are section 'all'. */
  async sections(sources: q.Sources): Promise<SectionStat[]> {
    const rows = await q.totalsBy(this.db, 'section', sources);
    return rows.map((t) => ({ section: t.value, searches: t.searches, clickThroughRate: rate(t.clicks, t.searches), avgResults: avgResults(t) }));
  }

  async devices(sources: q.Sources): Promise<DeviceStat[]> {
    const rows = await q.totalsBy(this.db, 'device', sources);
    return rows.map((t) => ({ deviceType: t.value, searches: t.searches, clickThroughRate: rate(t.clicks, t.searches), avgResponseTime: avgResponse(t) }));
  }

  /**
   * Searches per hour of the day on the magazine's clock (Europe/Madrid), all 24 hours present:
   * staff think in local time. Events and rollups keep the UTC hour of their UTC day; each
   * (day, hour) is moved to the wall clock of its own date, so summer and winter time are both right.
   */
  async hourly(sources: q.Sources, timeZone: string): Promise<{ hour: number; searches: number }[]> {
    const byHour = new Array<number>(24).fill(0);
    for (const t of await q.dayHourTotals(this.db, sources)) {
      const wallHour = Number(wallTimeOf(new Date(`${t.day}T${String(t.hour).padStart(2, '0')}:00:00Z`), timeZone).time.slice(0, 2));
      byHour[wallHour]! += t.searches;
    }
    return byHour.map((searches, hour) => ({ hour, searches }));
  }

  /** The period's days (lib/period.ts), grouped by day, week or month. */
  async timeline(days: number, groupBy: GroupBy, now = Date.now()): Promise<SearchTimelinePoint[]> {
    const window = dayWindow(days, now);
    const totals = await q.dailyTotals(this.db, await this.period(window.fromIso, now));
    return buildTimeline(totals, window.from, window.to, groupBy);
  }
}
