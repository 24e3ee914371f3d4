/**
 * An edition as an edition package (.zip): issues.json, articles.json, authors.json and media/,
 * in the shapes the import reads, built from the database and the media store. 'Publica al web'
 * sends it to the public site, which stores it through the same path as any uploaded package.
 */
import { editionMediaNames } from '../../common/editionMedia.js';
import type { Author } from '../../common/types.js';
import { zipFiles, type ZipEntry } from '../../common/zip.js';
import { authorById } from '../authors/queries.js';
import { issueForPrint } from '../content/queries.js';
import type { Db } from '../db/connection.js';
import type { MediaStore } from '../media/store.js';

/** The package of one edition (draft or published), or null when there is no such edition. */
export async function editionPackage(db: Db, media: MediaStore, number: number): Promise<Uint8Array | null> {
  const edition = await issueForPrint(db, number, 'preview');
  if (!edition) return null;
  const { issue, articles } = edition;
  const authorIds: { author_id: string }[] = await db('article_authors')
    .distinct('author_id')
    .whereIn('article_id', articles.map((a) => a._id))
    .whereNotNull('author_id')
    .orderBy('author_id');
  const authors = (await Promise.all(authorIds.map((r) => authorById(db, r.author_id, 'preview')))).filter((a): a is Author => a !== null);

  const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value, null, 1));
  // State and derived figures are the receiving server's to decide: they stay out of the package.
  const { status: _issueStatus, totalArticles: _total, sections: _sections, ...issueRecord } = issue;
  const entries: ZipEntry[] = [
    { name: 'issues.json', bytes: json([issueRecord]) },
    { name: 'articles.json', bytes: json(articles.map(({ status: _status, ...article }) => article)) },
    { name: 'authors.json', bytes: json(authors.map(({ stats: _stats, ...author }) => author)) },
  ];
  const names = [...editionMediaNames(issue, articles), ...authors.flatMap((a) => (a.photo ? [a.photo] : []))];
  for (const name of [...new Set(names)].sort()) {
    const bytes = await media.read(name);
    if (bytes) entries.push({ name: `media/${name}`, bytes });
  }
  return zipFiles(entries);
}
