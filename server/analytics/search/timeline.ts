/** Folds daily totals into the periods of a timeline (day, week from Monday, month), gaps as zero. */
import { nextDay, weekMonday } from '../../../common/dates.js';
import type { GroupBy, SearchTimelinePoint as TimelinePoint } from '../../../common/api/analytics.js';
import type { DayTotals } from './rollups.js';

export function periodOf(day: string, groupBy: GroupBy): string {
  if (groupBy === 'day') return day;
  if (groupBy === 'month') return day.slice(0, 7);
  return weekMonday(day);
}

/** Every period from the first day to the last, in order, with the totals that fall in it. */
export function buildTimeline(totals: readonly DayTotals[], fromDay: string, toDay: string, groupBy: GroupBy): TimelinePoint[] {
  const sums = new Map<string, { searches: number; clicks: number; zero: number; results: number }>();
  for (let day = fromDay; day <= toDay; day = nextDay(day)) {
    const period = periodOf(day, groupBy);
    if (!sums.has(period)) sums.set(period, { searches: 0, clicks: 0, zero: 0, results: 0 });
  }
  for (const t of totals) {
    const s = sums.get(periodOf(t.day, groupBy));
    if (!s) continue;
    s.searches += t.searches;
    s.clicks += t.clicks;
    s.zero += t.zeroResults;
    s.results += t.resultsSum;
  }
  return [...sums.entries()].map(([period, s]) => ({
    period,
    searches: s.searches,
    clicks: s.clicks,
    clickThroughRate: s.searches > 0 ? Math.round((s.clicks / s.searches) * 1000) / 10 : 0,
    zeroResults: s.zero,
    avgResults: s.searches > 0 ? Math.round((s.results / s.searches) * 10) / 10 : 0,
  }));
}
