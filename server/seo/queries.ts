/** The one read the SEO layer adds: when the magazine's content last changed (for Last-Modified). */
import type { Db } from '../db/connection.js';

/** The newest `updated_at` of editions, articles and authors, or null for an empty magazine. */
export async function contentLastModified(db: Db): Promise<Date | null> {
  let newest = '';
  for (const table of ['issues', 'articles', 'authors']) {
    const row = await db(table).max<{ m: string | null }[]>({ m: 'updated_at' }).first();
    if (row?.m && row.m > newest) newest = row.m;
  }
  const time = Date.parse(newest);
  return Number.isNaN(time) ? null : new Date(time);
}
