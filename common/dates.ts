/**
 * The one date formatter of the project. Catalan month names are written out rather than taken
 * from Intl so that server, renderer and PDF print exactly the same words on every platform.
 */
import { ofName } from './elision.js';

export const MONTHS_LONG = [
  'gener', 'febrer', 'març', 'abril', 'maig', 'juny',
  'juliol', 'agost', 'setembre', 'octubre', 'novembre', 'desembre',
] as const;

export const MONTHS_SHORT = [
  'gen.', 'febr.', 'març', 'abr.', 'maig', 'juny', 'jul.', 'ag.', 'set.', 'oct.', 'nov.', 'des.',
] as const;

/**
 * 'de gener' / 'd’abril': the one elision rule (common/elision.ts), with the typographic apostrophe
 * the magazine's text is set in (server/demo/text.ts's typeset).
 */
function ofMonth(monthIndex: number): string {
  return ofName(MONTHS_LONG[monthIndex] ?? '', '’');
}

/** 'de gener de 2024' / 'd’octubre de 2026' from 'YYYY-MM' (a month, as in 'Edicions d’octubre de 2026'). */
export function ofMonthYear(key: string): string {
  const [year, month] = key.split('-');
  return `${ofMonth(Number(month) - 1)} de ${year}`;
}

/** 'Octubre' for a 0-based month: a month's name opening a heading or a card. */
function capitalisedMonth(monthIndex: number): string {
  const name = MONTHS_LONG[monthIndex] ?? '';
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}

/** 'Octubre de 2026' from 'YYYY-MM': a month's heading. */
export function formatMonthHeading(key: string): string {
  const [year, month] = key.split('-');
  return `${capitalisedMonth(Number(month) - 1)} de ${year}`;
}

/** Days of the week, Sunday first, as Date#getUTCDay counts them. */
const WEEKDAYS_LONG = ['diumenge', 'dilluns', 'dimarts', 'dimecres', 'dijous', 'divendres', 'dissabte'] as const;

interface DayMonthYear {
  day: number;
  month: number;
  year: number;
}

/** Parses the article `data` field ('d/m/yyyy'); null unless it has three numeric parts. */
export function parseArticleDate(data: string): DayMonthYear | null {
  const parts = data.split('/');
  if (parts.length !== 3 || !parts.every((p) => /^\d+$/.test(p.trim()))) return null;
  const [day, month, year] = parts.map((p) => Number(p.trim())) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { day, month, year };
}

/** Article date display (spec §5): '7 de març de 2024', or the original text when unparseable. */
export function formatArticleDate(data: string): string {
  const parsed = parseArticleDate(data);
  if (!parsed) return data;
  return `${parsed.day} ${ofMonth(parsed.month - 1)} de ${parsed.year}`;
}

/** ISO 'YYYY-MM-DD' (or a full ISO timestamp) to its parts, without time-zone shifts. */
export function parseIsoDate(iso: string): DayMonthYear | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** '1 de febrer de 2024' from an ISO date. */
export function formatLongDate(iso: string): string {
  const parsed = parseIsoDate(iso);
  if (!parsed) return iso;
  return `${parsed.day} ${ofMonth(parsed.month - 1)} de ${parsed.year}`;
}

/** 'dimarts, 1 de desembre' from a day 'YYYY-MM-DD': its weekday, day and month, no year. */
export function formatWeekdayDay(iso: string): string {
  const parsed = parseIsoDate(iso);
  if (!parsed) return iso;
  const weekday = WEEKDAYS_LONG[new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day)).getUTCDay()];
  return `${weekday}, ${parsed.day} ${ofMonth(parsed.month - 1)}`;
}

/** 'Febrer 2024': month and year, as on archive cards and author cards. */
export function formatMonthYear(iso: string): string {
  const parsed = parseIsoDate(iso);
  if (!parsed) return iso;
  return `${capitalisedMonth(parsed.month - 1)} ${parsed.year}`;
}

/** 'febrer de 2022' from an ISO date: a month within a sentence ('Última publicació: febrer de 2022'), lower case as Catalan writes it there. */
export function formatMonthOfYear(iso: string): string {
  const parsed = parseIsoDate(iso);
  if (!parsed) return iso;
  return `${MONTHS_LONG[parsed.month - 1] ?? ''} de ${parsed.year}`;
}

/** 'd/m/yyyy' from an ISO date: the article `data` field. */
export function isoToArticleData(iso: string): string {
  const parsed = parseIsoDate(iso);
  if (!parsed) return iso;
  return `${parsed.day}/${parsed.month}/${parsed.year}`;
}

/** ISO 'YYYY-MM-DD' from the article `data` field, or null. */
export function articleDataToIso(data: string): string | null {
  const parsed = parseArticleDate(data);
  if (!parsed) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${parsed.year}-${pad(parsed.month)}-${pad(parsed.day)}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Relative time of spec §9, for search history entries. */
export function formatRelativeTime(timestamp: number, now: number): string {
  const elapsed = Math.max(0, now - timestamp);
  if (elapsed < MINUTE) return 'Ara mateix';
  if (elapsed < HOUR) return `Fa ${Math.floor(elapsed / MINUTE)} min`;
  if (elapsed < DAY) return `Fa ${Math.floor(elapsed / HOUR)} h`;
  if (elapsed < 7 * DAY) return `Fa ${Math.floor(elapsed / DAY)} dies`;
  const date = new Date(timestamp);
  return `${date.getDate()} ${MONTHS_SHORT[date.getMonth()] ?? ''}`;
}

// UTC days 'YYYY-MM-DD': the one set of helpers the analytics, sync and demo traffic count in.
export const DAY_MS = 86_400_000;

/** UTC day 'YYYY-MM-DD' of an epoch time. */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The epoch time at which a UTC day starts. */
const dayStartMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** The ISO instant at which a UTC day starts, as the databases store times. */
export const dayStartIso = (day: string): string => `${day}T00:00:00.000Z`;

/** The day `offset` days after (or before, when negative) a day. */
export const addDays = (day: string, offset: number): string => utcDay(dayStartMs(day) + offset * DAY_MS);

export const nextDay = (day: string): string => addDays(day, 1);

/** The Monday of a day's ISO week (the week bucket of the dashboards). */
export const weekMonday = (day: string): string => addDays(day, -((new Date(dayStartMs(day)).getUTCDay() + 6) % 7));

/** How many days a range of days holds, both ends included. */
export const daysInRange = (from: string, until: string): number => Math.round((dayStartMs(until) - dayStartMs(from)) / DAY_MS) + 1;

/** The stretch of time an ISO 8601 bound stands for: from `from` (included) to `to` (excluded), in ms. */
export interface IsoSpan {
  from: number;
  to: number;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
// A time zone is required: without one a date-time would mean a different instant on every machine.
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Whether 'YYYY-MM-DD' names a day of the calendar (Date.parse rolls 2026-02-30 over to March). */
export function isRealDay(day: string): boolean {
  if (!ISO_DATE.test(day)) return false;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(ms) && utcDay(ms) === day;
}

/**
 * The one reading of dates in API bodies (the analytics and connections exports): a date
 * 'YYYY-MM-DD' is that whole UTC day; a date-time with a zone ('2026-11-16T00:00:00.000Z', what
 * Date.prototype.toISOString gives) is that exact instant. Null for anything else, including
 * days that do not exist (2026-02-30).
 */
export function parseIsoSpan(text: string): IsoSpan | null {
  const day = ISO_DATE.test(text) ? text : ISO_DATE_TIME.exec(text)?.[1];
  if (day === undefined || !isRealDay(day)) return null;
  if (day === text) {
    const from = Date.parse(`${day}T00:00:00Z`);
    return { from, to: from + DAY };
  }
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : { from: at, to: at + 1 };
}

/** The magazine's time zone (Banyoles) unless the install names another (MAGAZINE_TIME_ZONE). */
export const DEFAULT_MAGAZINE_TIME_ZONE = 'Europe/Madrid';

let zone = DEFAULT_MAGAZINE_TIME_ZONE;
// Made once per zone: building a formatter costs more than a page's render of the footer (every page draws it).
let dayFormat: Intl.DateTimeFormat | undefined;
let yearFormat: Intl.DateTimeFormat | undefined;
let minuteFormat: Intl.DateTimeFormat | undefined;
let clockFormat: Intl.DateTimeFormat | undefined;

/**
 * Where the magazine's clock is: dates that depend on "now" are reckoned there, on the server and
 * in every browser. Set once as each starts: the server from its configuration (server/main.ts),
 * the server's renderer for each page it draws, the browser from the page the server sent
 * (`<html data-time-zone>`, renderer/main.tsx). The name is one Intl knows (the configuration checks it).
 */
export function setMagazineTimeZone(timeZone: string): void {
  if (timeZone === zone) return;
  zone = timeZone;
  dayFormat = yearFormat = minuteFormat = clockFormat = undefined;
}

export function magazineTimeZone(): string {
  return zone;
}

/** The day an instant falls on at the magazine, 'YYYY-MM-DD', the same on the server and in every browser. */
export function magazineDay(instant: string): string | null {
  const at = Date.parse(instant);
  if (Number.isNaN(at)) return null;
  dayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return dayFormat.format(at);
}

/** This year at the magazine, whatever the reader's time zone. */
export function magazineYear(now: Date = new Date()): number {
  yearFormat ??= new Intl.DateTimeFormat('en', { timeZone: zone, year: 'numeric' });
  return Number(yearFormat.format(now));
}

/**
 * '25 de novembre de 2026, 20:31': an instant as staff read it, on the magazine's calendar and
 * clock (MAGAZINE_TIME_ZONE, not UTC), with the month the Catalan way ('de 2026', never ICU's 'del 2026').
 */
export function formatMagazineDateTime(instant: string): string {
  const day = magazineDay(instant);
  if (!day) return instant;
  minuteFormat ??= new Intl.DateTimeFormat('ca', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${formatLongDate(day)}, ${minuteFormat.format(Date.parse(instant))}`;
}

/** The word a sentence puts before a date: none ('el 7'), 'a' ('al 7') or 'de' ('del 7'). */
export type DatePreposition = '' | 'a' | 'de';

/**
 * A date led by its article, as a sentence says it: 'el 7 …', and 'l’1 …', 'l’11 …' (said with a
 * vowel: u, onze); after 'a' and 'de' the article contracts or elides: 'al 7', 'a l’1', 'del 7', 'de l’1'.
 */
function ledByArticle(day: number, preposition: DatePreposition, date: string): string {
  const elided = day === 1 || day === 11;
  const article = elided ? 'l’' : 'el ';
  if (preposition === '') return `${article}${date}`;
  if (elided) return `${preposition} ${article}${date}`;
  return `${preposition === 'a' ? 'al' : 'del'} ${date}`;
}

/** 'el 15 d’agost de 2023', 'l’1 de gener de 2024'; after 'a' or 'de': 'al 15 …', 'de l’1 …'. */
export function onLongDate(iso: string, preposition: DatePreposition = ''): string {
  const parsed = parseIsoDate(iso);
  return parsed ? ledByArticle(parsed.day, preposition, formatLongDate(iso)) : iso;
}

/** formatMagazineDateTime led by its article: 'el 25 de novembre de 2026, 20:31'; after 'a': 'a l’1 de desembre de 2026, 09:00'. */
export function onMagazineDateTime(instant: string, preposition: DatePreposition = ''): string {
  const day = magazineDay(instant);
  return day ? ledByArticle(Number(day.slice(8, 10)), preposition, formatMagazineDateTime(instant)) : instant;
}

/** An instant's time of day at the magazine, '14:05:09', whatever the clock and time zone of the computer showing it. */
export function magazineClockTime(instant: string): string | null {
  const at = Date.parse(instant);
  if (Number.isNaN(at)) return null;
  clockFormat ??= new Intl.DateTimeFormat('ca', { timeZone: zone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  return clockFormat.format(at);
}
