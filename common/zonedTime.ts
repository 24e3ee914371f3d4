/**
 * Wall-clock times in a named time zone (issue 28: an edition is scheduled to a minute of the
 * magazine's clock), with Intl alone. A wall time may not exist (the hour skipped when clocks go
 * forward: 02:00–02:59 on the last Sunday of March in Europe/Madrid) or happen twice (the hour
 * repeated when they go back, last Sunday of October): both are told apart, never guessed, and the
 * server refuses them (decision 20).
 */

/** A minute on a wall clock, as staff type it: 'YYYY-MM-DD' and 'HH:MM'. */
export interface WallTime {
  date: string;
  time: string;
}

export type ZonedInstant =
  | { kind: 'ok'; instant: Date }
  | { kind: 'invalid_date' }
  | { kind: 'invalid_time' }
  /** Skipped by the clocks going forward. */
  | { kind: 'gap' }
  /** Repeated by the clocks going back: both instants, earlier first. */
  | { kind: 'overlap'; instants: [Date, Date] };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;
const HOUR_MS = 3_600_000;

const formats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formats.set(timeZone, format);
  }
  return format;
}

/** Whether Intl knows the zone (a configuration value is checked with this). */
export function isTimeZone(timeZone: string): boolean {
  try {
    partsFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock at `instant` in the zone, as milliseconds of a UTC date with the same fields. */
function wallMs(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of partsFormat(timeZone).formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** The wall time of an instant in the zone. */
export function wallTimeOf(instant: Date, timeZone: string): WallTime {
  const iso = new Date(wallMs(instant.getTime(), timeZone)).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The instant(s) a wall time names in the zone, or why there is none. */
export function zonedInstant(wall: WallTime, timeZone: string): ZonedInstant {
  const d = DATE.exec(wall.date);
  const t = TIME.exec(wall.time);
  if (!d) return { kind: 'invalid_date' };
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const local = Date.UTC(year, month - 1, day);
  const check = new Date(local);
  if (month < 1 || month > 12 || check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return { kind: 'invalid_date' };
  if (!t || Number(t[1]) > 23 || Number(t[2]) > 59) return { kind: 'invalid_time' };
  const wallAt = local + Number(t[1]) * HOUR_MS + Number(t[2]) * 60_000;
  // The zone's offset a day either side covers any change near this time (one change a day at most).
  const offsets = new Set([wallMs(wallAt - 24 * HOUR_MS, timeZone) - (wallAt - 24 * HOUR_MS), wallMs(wallAt + 24 * HOUR_MS, timeZone) - (wallAt + 24 * HOUR_MS)]);
  const instants = [...offsets]
    .map((offset) => wallAt - offset)
    .filter((instant) => wallMs(instant, timeZone) === wallAt)
    .sort((a, b) => a - b);
  if (instants.length === 0) return { kind: 'gap' };
  if (instants.length === 1) return { kind: 'ok', instant: new Date(instants[0]!) };
  return { kind: 'overlap', instants: [new Date(instants[0]!), new Date(instants[1]!)] };
}
