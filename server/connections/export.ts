/** The shape of one page view outside the server, and the streamed CSV / JSON export of many. */
import { once } from 'node:events';
import type { Response } from 'express';
import type { PageViewListRow } from './queries.js';
import { countryName } from './stats.js';

export type Connection = ReturnType<typeof connectionOf>;

/** One recorded page view as the API shows it (no visitor or session hash leaves the server). */
export function connectionOf(row: PageViewListRow) {
  return {
    id: Number(row.id),
    timestamp: new Date(Number(row.viewed_at)).toISOString(),
    path: row.path,
    referrer: row.referrer_host,
    countryCode: row.country_code,
    country: countryName(row.country_code),
    city: row.city,
    deviceType: row.device_type,
    browser: row.browser,
    os: row.os,
    screenWidth: row.screen_width,
    screenHeight: row.screen_height,
  };
}

const CSV_COLUMNS: (keyof Connection)[] = [
  'id', 'timestamp', 'path', 'referrer', 'countryCode', 'country', 'city', 'deviceType', 'browser', 'os', 'screenWidth', 'screenHeight',
];

/** RFC 4180 field; a leading = + - @ is neutralised so spreadsheets do not run it as a formula. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function exportFilename(startDate: string, endDate: string, format: 'csv' | 'json'): string {
  return `connexions-${startDate}-${endDate}.${format}`;
}

async function write(res: Response, chunk: string): Promise<void> {
  if (!res.write(chunk)) await once(res, 'drain');
}

/** Streams rows to the response, respecting back-pressure, so any size of export fits in memory. */
export async function writeExport(
  res: Response,
  rows: AsyncIterable<PageViewListRow>,
  format: 'csv' | 'json',
  map: (row: PageViewListRow) => Connection,
): Promise<void> {
  let first = true;
  await write(res, format === 'csv' ? `${CSV_COLUMNS.join(',')}\r\n` : '[');
  try {
    for await (const row of rows) {
      const item = map(row);
      if (format === 'csv') await write(res, `${CSV_COLUMNS.map((c) => csvField(item[c])).join(',')}\r\n`);
      else {
        await write(res, `${first ? '' : ','}\n${JSON.stringify(item)}`);
        first = false;
      }
    }
  } catch (err) {
    // Headers are gone; all that is left is to cut the download short so it is not taken as whole.
    console.error('[connections] export failed', err);
    res.destroy();
    return;
  }
  res.end(format === 'csv' ? '' : '\n]\n');
}
