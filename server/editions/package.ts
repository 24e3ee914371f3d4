/**
 * An edition as an edition package (.zip): issues.json, articles.json, authors.json, media.json
 * (the media library's alt text) and media/,
 * in the shapes the import reads, built from the database and the media store. 'Publica al web'
 * sends it to the public site, which stores it through the same path as any uploaded package.
 */
import { editionMediaNames } from '../../common/editionMedia.js';
import { withoutMediaAlt } from '../../common/mediaAlt.js';
import type { Author } from '../../common/types.js';
import { zipFiles, type ZipEntry } from '../../common/zip.js';
import { authorById } from '../authors/queries.js';
import { issueForPrint } from '../content/queries.js';
import type { Db } from '../db/connection.js';
import type { MediaStore } from '../media/store.js';
import { libraryAlts } from '../content/mediaAlt.js';

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
    // Alt text is the media library's, read into articles on the way out: it travels in media.json.
    { name: 'articles.json', bytes: json(articles.map(({ status: _status, ...article }) => withoutMediaAlt(article))) },
    { name: 'authors.json', bytes: json(authors.map(({ stats: _stats, ...author }) => author)) },
  ];
  const names = [...new Set([...editionMediaNames(issue, articles), ...authors.flatMap((a) => (a.photo ? [a.photo] : []))])].sort();
  const packed: string[] = [];
  for (const name of names) {
    const bytes = await media.read(name);
    if (!bytes) continue;
    entries.push({ name: `media/${name}`, bytes });
    packed.push(name);
  }
  const alts = await libraryAlts(db, packed);
  entries.splice(3, 0, { name: 'media.json', bytes: json(packed.flatMap((name) => (alts.has(name) ? [{ name, alt: alts.get(name)! }] : []))) });
  return zipFiles(entries);
}
