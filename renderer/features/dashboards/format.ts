/** Number, time and label formatting of the dashboards, in Catalan. */
import { MONTHS_SHORT, addDays, utcDay } from '../../../common/dates.js';

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

export function periodLabel(days: number): string {
  return days === 1 ? 'Avui' : `${days} dies`;
}

const DEVICE_NAMES: Record<string, string> = { desktop: 'Ordinador', mobile: 'Mòbil', tablet: 'Tauleta', kiosk: 'Quiosc' };
export const deviceName = (type: string): string => DEVICE_NAMES[type] ?? type;

export const referrerName = (host: string | null): string => host ?? 'Accés directe';

/** A timeline bucket as a short label: '12 nov.', 'setm. 11 nov.', 'nov. 2024', '14 h'. */
export function bucketLabel(period: string, groupBy: string): string {
  if (groupBy === 'hour') return `${period.slice(11, 13)} h`;
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
