/** Number, time and label formatting of the dashboards, in Catalan. */
import { MONTHS_SHORT, addDays, magazineTimeZone, utcDay } from '../../../common/dates.js';
import { wallTimeOf } from '../../../common/zonedTime.js';

const integer = new Intl.NumberFormat('ca-ES', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('ca-ES', { maximumFractionDigits: 1 });

export const formatInt = (n: number): string => integer.format(n);
export const formatDecimal = (n: number): string => decimal.format(n);
export const formatPercent = (n: number): string => `${decimal.format(n)} %`;
export const formatMs = (n: number): string => `${integer.format(n)} ms`;

/** '3 min 12 s', '45 s', '1 h 5 min'. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `${minutes} min ${s % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** '18:42:10' in the reader's time zone. */
export const formatClock = (iso: string): string =>
  new Date(iso).toLocaleTimeString('ca-ES', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/**
 * What the visitors figure is: each day's anonymous unique visitors, added up over the days. A
 * visitor's key changes every day (decision 3), so one reader on three days counts three times.
 */
export function visitorsNote(days: number): string {
  return days === 1 ? 'únics d’avui, anònims' : 'suma dels únics de cada dia, anònims';
}

export function periodLabel(days: number): string {
  return days === 1 ? 'Avui' : `${days} dies`;
}

const DEVICE_NAMES: Record<string, string> = { desktop: 'Ordinador', mobile: 'Mòbil', tablet: 'Tauleta', kiosk: 'Quiosc' };
export const deviceName = (type: string): string => DEVICE_NAMES[type] ?? type;

export const referrerName = (host: string | null): string => host ?? 'Accés directe';

/** How the hour charts say which clock they use (the magazine's, as the schedule does). */
export const hoursNote = (): string => `Hores de la revista (${magazineTimeZone()}).`;

/**
 * A timeline bucket as a short label: '12 nov.', 'setm. 11 nov.', 'nov. 2024', '14 h'. An hour
 * bucket ('YYYY-MM-DDTHH:00', UTC) is labelled on the magazine's clock, like the hours of searches.
 */
export function bucketLabel(period: string, groupBy: string): string {
  if (groupBy === 'hour') return `${wallTimeOf(new Date(`${period}:00Z`), magazineTimeZone()).time.slice(0, 2)} h`;
  const [year, month, day] = period.split('-').map(Number) as [number, number, number | undefined];
  const monthName = MONTHS_SHORT[month - 1] ?? '';
  if (groupBy === 'month' || day === undefined) return `${monthName} ${year}`;
  return groupBy === 'week' ? `setm. ${day} ${monthName}` : `${day} ${monthName}`;
}

/** 'YYYY-MM-DD' of today minus `days - 1`, and today: the dates an export covers. */
export function exportRange(days: number, now = new Date()): { startDate: string; endDate: string } {
  const endDate = utcDay(now.getTime());
  return { startDate: addDays(endDate, 1 - days), endDate };
}
