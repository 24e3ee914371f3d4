/**
 * The calendar's rules (issue 28): which day an edition stands on (its scheduled day, else its
 * date), editions grouped by month newest first, and the Catalan words for days, months, states
 * and article counts (common/dates.ts's words, as everywhere else: 'de 2026', never ICU's 'del 2026').
 */
import type { CalendarEdition } from '../../../common/api/schedule.js';
import { formatMonthHeading } from '../../../common/dates.js';
import { agree, countLabel } from '../../../common/plural.js';

export interface CalendarMonth {
  /** 'YYYY-MM'. */
  key: string;
  label: string;
  editions: CalendarEdition[];
}

/** The day an edition stands on in the calendar: when it is to go out, if scheduled; else its date. */
export const dayOf = (e: CalendarEdition): string => e.schedule?.date ?? e.publicationDate;

/** Month by month, newest first (coming editions on top); inside a month, by day, newest first. */
export function calendarMonths(editions: readonly CalendarEdition[]): CalendarMonth[] {
  const sorted = [...editions].sort((a, b) => dayOf(b).localeCompare(dayOf(a)) || b.number - a.number);
  const months: CalendarMonth[] = [];
  for (const e of sorted) {
    const key = dayOf(e).slice(0, 7);
    const last = months.at(-1);
    if (last?.key === key) last.editions.push(e);
    else months.push({ key, label: formatMonthHeading(key), editions: [e] });
  }
  return months;
}

/** 'Esborrany', 'Programada per a les 10:00', 'Publicada'. */
export function stateLabel(e: CalendarEdition): string {
  if (e.status === 'published') return 'Publicada';
  return e.schedule ? `Programada per a les ${e.schedule.time}` : 'Esborrany';
}

/** An article state's word, one and many: its review state until it is published with its edition. */
const ARTICLE_STATES: Record<string, [string, string]> = {
  draft: ['en esborrany', 'en esborrany'],
  submitted: ['per revisar', 'per revisar'],
  accepted: ['acceptat', 'acceptats'],
  published: ['publicat', 'publicats'],
};

/** '3 articles: 2 en esborrany, 1 publicat'; 'Cap article'. */
export function articleCounts(e: CalendarEdition): string {
  const { total, byState } = e.articles;
  if (total === 0) return 'Cap article';
  const parts = Object.entries(byState)
    .filter(([, n]) => n > 0)
    .map(([state, n]) => `${n} ${ARTICLE_STATES[state] ? agree(n, ...ARTICLE_STATES[state]) : state}`);
  return `${countLabel(total, 'article', 'articles')}: ${parts.join(', ')}`;
}
