/** The media library's alt text for the images articles show (common/mediaAlt.ts says why it is filled on read). */
import { articleImageNames, withMediaAlt } from '../../common/mediaAlt.js';
import type { BodyBlock } from '../../common/types.js';
import type { Db } from '../db/connection.js';

/** Alt text by media name, for those of `names` the library describes. */
export async function libraryAlts(db: Db, names: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(names)];
  const alts = new Map<string, string>();
  for (let i = 0; i < unique.length; i += 500) {
    const rows: { name: string; alt: string | null }[] = await db('media_library').whereIn('name', unique.slice(i, i + 500)).whereNotNull('alt').select('name', 'alt');
    for (const row of rows) if (row.alt) alts.set(row.name, row.alt);
  }
  return alts;
}

/** The articles with each image's alt text from the library (one query for all of them). */
export async function fillMediaAlt<T extends { imageCard?: string | undefined; text?: BodyBlock[] | undefined }>(db: Db, articles: T[]): Promise<T[]> {
  const names = articles.flatMap(articleImageNames);
  if (names.length === 0) return articles;
  const alts = await libraryAlts(db, names);
  return articles.map((article) => withMediaAlt(article, (name) => alts.get(name)));
}
