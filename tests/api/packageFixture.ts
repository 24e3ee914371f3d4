/**
 * Edition packages made in the test (no binary blobs in the repository): records in the import's
 * shapes zipped with common/zip.ts, and the means to write hostile entries that zip writer
 * refuses to make (zip-slip paths, symlinks) by patching a well-formed archive.
 */
import { zipFiles, type ZipEntry } from '../../common/zip.js';

/** The smallest JPEG (SOI, EOI): enough for the store, and distinct per `seed`. */
export function tinyJpeg(seed: number): Uint8Array {
  return new Uint8Array([0xff, 0xd8, 0xff, 0xfe, 0x00, 0x03, seed & 0xff, 0xff, 0xd9]);
}

interface PackageOptions {
  number: number;
  /** Distinguishes one package's ids, urls and names from another's. */
  tag: string;
  title?: string;
  year?: number;
  articles?: number;
  /** A word only this package's articles contain, to look for in search. */
  word?: string;
}

interface PackageRecords {
  issues: Record<string, unknown>[];
  articles: Record<string, unknown>[];
  authors: Record<string, unknown>[];
  media: Record<string, Uint8Array>;
}

export function packageRecords(o: PackageOptions): PackageRecords {
  const year = o.year ?? 2031;
  const count = o.articles ?? 2;
  const author = `Autora ${o.tag}`;
  const articles = Array.from({ length: count }, (_, i) => ({
    _id: `${o.tag}-art-${i + 1}`,
    title: `Article ${i + 1} de l’esborrany ${o.tag}`,
    section: i % 2 === 0 ? 'articles' : 'llibres',
    url: `${o.tag}-article-${i + 1}`,
    summary: `Resum de l’article ${i + 1}, amb la paraula ${o.word ?? o.tag}.`,
    text: [
      { type: 'paragraph', content: `Un paràgraf amb la paraula ${o.word ?? o.tag} i una mica de col·lecció.` },
      { type: 'image', name: `${o.tag}-figura.jpg`, content: 'Una figura' },
    ],
    authors: [author],
    imageCard: `${o.tag}-card-${i + 1}.jpg`,
    data: `1/3/${year}`,
    issueNumber: o.number,
    featured: true,
  }));
  const media: Record<string, Uint8Array> = { [`${o.tag}-portada.jpg`]: tinyJpeg(1), [`${o.tag}-figura.jpg`]: tinyJpeg(2) };
  articles.forEach((_, i) => (media[`${o.tag}-card-${i + 1}.jpg`] = tinyJpeg(10 + i)));
  return {
    issues: [
      {
        _id: `${o.tag}-issue`,
        number: o.number,
        publicationDate: `${year}-03-01`,
        title: o.title ?? `Esborrany ${o.tag}`,
        description: `Una edició en preparació (${o.tag}).`,
        coverImage: `${o.tag}-portada.jpg`,
        articlesOrder: articles.map((a) => a._id),
      },
    ],
    articles,
    authors: [{ _id: `${o.tag}-author`, name: author, specialties: [`Especialitat ${o.tag}`], bio: { short: `Escriu a ${o.tag}.` } }],
    media,
  };
}

export function zipPackage(records: PackageRecords, extra: ZipEntry[] = []): Uint8Array {
  const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
  return zipFiles([
    { name: 'issues.json', bytes: json(records.issues) },
    { name: 'articles.json', bytes: json(records.articles) },
    { name: 'authors.json', bytes: json(records.authors) },
    ...Object.entries(records.media).map(([name, bytes]) => ({ name: `media/${name}`, bytes })),
    ...extra,
  ]);
}

export const editionPackage = (o: PackageOptions): Uint8Array => zipPackage(packageRecords(o));

/** Renames an entry in place (local and central headers): `to` must be as long as `from`. */
export function renameEntry(zip: Uint8Array, from: string, to: string): Uint8Array {
  if (from.length !== to.length) throw new Error('renameEntry keeps lengths');
  const out = Buffer.from(zip);
  const a = Buffer.from(from);
  for (let at = out.indexOf(a); at !== -1; at = out.indexOf(a, at + 1)) out.write(to, at, 'latin1');
  return new Uint8Array(out);
}

/** Marks an entry as a Unix symbolic link in the central directory (external attributes). */
export function markSymlink(zip: Uint8Array, name: string): Uint8Array {
  const out = Buffer.from(zip);
  for (let at = 0; at < out.length - 46; at += 1) {
    if (out.readUInt32LE(at) !== 0x02014b50) continue;
    const nameLength = out.readUInt16LE(at + 28);
    if (out.toString('latin1', at + 46, at + 46 + nameLength) !== name) continue;
    out.writeUInt16LE(0x031e, at + 4); // made by Unix
    out.writeUInt32LE((0o120777 << 16) >>> 0, at + 38);
  }
  return new Uint8Array(out);
}
