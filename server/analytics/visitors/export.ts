/** The shape of one page view outside the server, as the list and the export give it. */
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

/** The columns of the CSV export, in order. */
export const CONNECTION_COLUMNS: (keyof Connection & string)[] = [
  'id', 'timestamp', 'path', 'referrer', 'countryCode', 'country', 'city', 'deviceType', 'browser', 'os', 'screenWidth', 'screenHeight',
];

export function exportFilename(startDate: string, endDate: string, format: 'csv' | 'json'): string {
  return `connexions-${startDate}-${endDate}.${format}`;
}

/** The export's rows as the API shows them. */
export async function* connectionsOf(rows: AsyncIterable<PageViewListRow>): AsyncIterable<Connection> {
  for await (const row of rows) yield connectionOf(row);
}
