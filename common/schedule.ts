/**
 * Scheduled publication's shared rules (issue 28): how often each server instance looks for what
 * is due, when a publication counts as late, how a failed one is retried, and the record's
 * sentence about a publication the schedule made.
 */
import { formatLongDate } from './dates.js';
import { ofName } from './elision.js';
import { wallTimeOf } from './zonedTime.js';

/** Each instance asks for the schedules due this often (one indexed query), so an edition goes out within 15 s of its minute. */
export const SCHEDULE_TICK_MS = 15_000;

/** Later than this after its minute, a publication is late (the server was stopped, or attempts failed): the record says so. */
export const LATE_AFTER_MS = 2 * SCHEDULE_TICK_MS;

/** The wait before trying a failed publication again: one tick, doubling, at most five minutes. */
export const retryDelayMs = (attempts: number): number => Math.min(SCHEDULE_TICK_MS * 2 ** Math.max(0, attempts - 1), 300_000);

/** What the scheduler did, as the record keeps it. */
export interface ScheduledPublication {
  number: number;
  /** The minute it was scheduled for (ISO). */
  publishAt: string;
  /** When it went out (ISO). */
  publishedAt: string;
  /** Who scheduled it: the act is theirs, done by the server. */
  scheduledBy: { personId: number | null; name: string };
  /** Failed attempts before this one. */
  failedAttempts: number;
  /** The magazine's time zone, in which the minute is told. */
  timeZone: string;
}

/** '1 de desembre de 2026, 10:00': an instant on the magazine's clock. */
export function formatZoned(instant: string, timeZone: string): string {
  const wall = wallTimeOf(new Date(instant), timeZone);
  return `${formatLongDate(wall.date)}, ${wall.time}`;
}

/** How the record names the actor of a scheduled publication. */
export const schedulerName = (scheduledBy: string): string => `Programació ${ofName(scheduledBy, '’')}`;

const minutesLate = (p: ScheduledPublication) => Math.round((Date.parse(p.publishedAt) - Date.parse(p.publishAt)) / 60_000);

/** The sentence added to the record's entry: the minute it was set for, and, when late, how late and why. */
export function scheduledPublicationNote(p: ScheduledPublication): string {
  const at = `Programada per al ${formatZoned(p.publishAt, p.timeZone)} per ${p.scheduledBy.name}.`;
  if (Date.parse(p.publishedAt) - Date.parse(p.publishAt) <= LATE_AFTER_MS) return at;
  const why = p.failedAttempts > 0 ? `després de ${p.failedAttempts} ${p.failedAttempts === 1 ? 'intent fallit' : 'intents fallits'}` : 'el servidor no estava en marxa a l’hora programada';
  return `${at} Publicada amb retard (${minutesLate(p)} min): ${why}.`;
}
