/** CSV lines for the search export (RFC 4180 quoting, and no cell a spreadsheet runs as a formula). */
import type { ExportedSearch } from './queries.js';

export const CSV_COLUMNS: readonly (keyof ExportedSearch)[] = [
  'id', 'createdAt', 'query', 'searchType', 'results', 'deviceType', 'responseTime', 'section',
  'filters', 'contextPage', 'referrer', 'clicked', 'clickPosition', 'timeToClick', 'scrolled',
];

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // A leading = + - @ would make Excel or LibreOffice evaluate the cell (CSV injection).
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvHeader = (): string => `${CSV_COLUMNS.join(',')}\r\n`;

export const csvLine = (row: ExportedSearch): string => `${CSV_COLUMNS.map((c) => csvCell(row[c])).join(',')}\r\n`;
