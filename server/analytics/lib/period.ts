/**
 * The one period of every dashboard figure (search and connections alike): `days` whole UTC days,
 * today the last, so 1 is today and 7 is today and the six days before it. The headline figures,
 * the tables, the hours and the timeline of a page all read this window, so they add up; UTC days
 * because the visitors' salts and the daily rollups are UTC days (decision 3).
 */
import { addDays, dayStartIso, utcDay } from '../../../common/dates.js';

export interface DayWindow {
  /** First day, 'YYYY-MM-DD', inclusive. */
  from: string;
  /** Last day (today), inclusive. */
  to: string;
  /** The first instant of the window, ISO. */
  fromIso: string;
}

export function dayWindow(days: number, now: number): DayWindow {
  const to = utcDay(now);
  const from = addDays(to, -(days - 1));
  return { from, to, fromIso: dayStartIso(from) };
}
