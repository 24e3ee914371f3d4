/**
 * The desk's media library: uploaded images and videos with what staff know of them (alt text,
 * kind, size, pixel size) and where each is used. The bytes live in the media store as any media
 * file; sharp makes the sizes the site uses: the file itself at most 2400 px wide (cards and
 * covers show 1200 px, at twice the density) and the 480 px `small/` version for thumbnails.
 */
import fsp from 'node:fs/promises';
import sharp from 'sharp';
import { slugify } from '../../common/authors.js';
import { ofName } from '../../common/elision.js';
import type { MediaItem, MediaKind, MediaUse } from '../../common/api/desk.js';
import type { Article, BodyBlock } from '../../common/types.js';
import { editionMediaNames } from '../../common/editionMedia.js';
import type { ContentEventSink } from './events.js';
import { parseJson, toBool, type Db } from '../db/connection.js';
import { HttpError } from '../http/errors.js';
import { prepareImage } from '../media/prepareImage.js';
import { sniffMedia, type Sniffed } from '../media/sniff.js';
import type { MediaStore } from '../media/store.js';

const FULL_MAX_WIDTH = 2400;

interface LibraryRow {
  name: string;
  kind: MediaKind;
  content_type: string;
  alt: string | null;
  size: number | string;
  width: number | null;
  height: number | null;
  created_at: string;
  replaced_at: string | null;
}

const mediaNotFound = (name: string) => new HttpError(404, 'media_not_found', `La mediateca no té cap fitxer «${name}».`);

/** Why a file is refused, said for what it is: an empty file and a drawing are not "not an image". */
function refusal(head: Buffer): string {
  if (head.length === 0) return 'El fitxer és buit (0 B): potser no s’ha acabat de desar o de copiar. Torna’l a desar i puja’l de nou.';
  // Markup whose first 512 bytes open an <svg> (after an XML declaration, comments or a doctype).
  const text = head.toString('utf8');
  if (/^\uFEFF?\s*</.test(text) && /<svg[\s>]/i.test(text)) {
    return 'És un dibuix SVG: la mediateca no l’accepta perquè un SVG pot dur programes que s’executarien al web. Exporta’l com a PNG i puja aquest.';
  }
  return 'Aquest fitxer no és una imatge (JPEG, PNG, GIF, WebP, AVIF) ni un vídeo (MP4, WebM, Ogg): la mediateca no l’accepta.';
}

/** Reads the first bytes of an uploaded file and says what it is, or refuses it. */
export async function identify(file: string): Promise<Sniffed> {
  const handle = await fsp.open(file, 'r');
  try {
    const head = Buffer.alloc(512);
    const { bytesRead } = await handle.read(head, 0, 512, 0);
    const sniffed = sniffMedia(head.subarray(0, Math.min(bytesRead, 64)));
    if (!sniffed) throw new HttpError(415, 'media_not_accepted', refusal(head.subarray(0, bytesRead)));
    return sniffed;
  } finally {
    await handle.close();
  }
}

interface Prepared {
  bytes: Buffer;
  small: Buffer | null;
  width: number | null;
  height: number | null;
}

async function prepare(file: string, sniffed: Sniffed): Promise<Prepared> {
  const original = await fsp.readFile(file);
  if (sniffed.kind === 'video') return { bytes: original, small: null, width: null, height: null };
  // prepareImage decodes the whole picture (the header alone passes one whose data is cut short).
  const prepared = await prepareImage(original, sniffed.extension, FULL_MAX_WIDTH);
  if (!prepared) throw new HttpError(415, 'media_not_accepted', 'La imatge està malmesa o incompleta: no es pot llegir.');
  return prepared;
}

function toItem(row: LibraryRow, uses: MediaUse[]): MediaItem {
  const kind = row.kind === 'video' ? 'video' : 'image';
  return {
    name: row.name,
    kind,
    contentType: row.content_type,
    alt: row.alt,
    size: Number(row.size),
    width: row.width === null ? null : Number(row.width),
    height: row.height === null ? null : Number(row.height),
    createdAt: row.created_at,
    replacedAt: row.replaced_at,
    url: kind === 'video' ? `/api/videos/${encodeURIComponent(row.name)}` : `/api/images/${encodeURIComponent(row.name)}`,
    smallUrl: kind === 'image' ? `/api/images/small/${encodeURIComponent(row.name)}` : null,
    usedBy: uses,
  };
}

const bodyNames = (blocks: BodyBlock[]) => editionMediaNames({}, [{ text: blocks }]);

/** Every use of every media file: edition covers, articles (published text and pending corrections), author photos. */
async function mediaUses(db: Db): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>();
  const add = (name: string, use: MediaUse) => {
    const list = uses.get(name) ?? [];
    if (!list.some((u) => u.kind === use.kind && u.id === use.id)) list.push(use);
    uses.set(name, list);
  };
  const issues: { number: number; title: string; cover_image: string | null; status: string }[] = await db('issues')
    .whereNotNull('cover_image')
    .orderBy('number')
    .select('number', 'title', 'cover_image', 'status');
  for (const i of issues) add(i.cover_image!, { kind: 'edition-cover', id: String(i.number), label: `Portada del número ${Number(i.number)}: ${i.title}`, published: i.status === 'published' });
  const articles: { id: string; title: string; issue_number: number; image_card: string | null; body: string; published: number | boolean }[] = await db('articles')
    .orderBy([{ column: 'issue_number' }, { column: 'position' }, { column: 'id' }])
    .select('id', 'title', 'issue_number', 'image_card', 'body', 'published');
  const label = (title: string, n: number) => `Article «${title.replace(/<[^>]*>/g, '')}» (número ${Number(n)})`;
  for (const a of articles) {
    const names = [...(a.image_card ? [a.image_card] : []), ...bodyNames(parseJson<BodyBlock[]>(a.body, []))];
    for (const name of names) add(name, { kind: 'article', id: a.id, label: label(a.title, a.issue_number), published: toBool(a.published) });
  }
  const corrections: { article_id: string; record: string }[] = await db('article_corrections').orderBy('article_id').select('article_id', 'record');
  for (const c of corrections) {
    const article = parseJson<Article | null>(c.record, null);
    if (!article) continue;
    const names = [...(article.imageCard ? [article.imageCard] : []), ...bodyNames(article.text)];
    for (const name of names) add(name, { kind: 'article', id: c.article_id, label: `${label(article.title, article.issueNumber)}, correcció pendent`, published: false });
  }
  const authors: { id: string; name: string; photo: string | null; draft_issue: number | null; active: number | boolean }[] = await db('authors')
    .whereNotNull('photo')
    .orderBy('id')
    .select('id', 'name', 'photo', 'draft_issue', 'active');
  for (const a of authors) add(a.photo!, { kind: 'author-photo', id: a.id, label: `Foto ${ofName(a.name)}`, published: a.draft_issue === null && toBool(a.active) });
  return uses;
}

/** A free media name from the name the file came with, with the extension of what it really is. */
async function freeName(db: Db, store: MediaStore, wanted: string, extension: string): Promise<string> {
  const base = slugify(wanted.replace(/\.[^.]*$/, '')).slice(0, 80) || 'fitxer';
  for (let n = 1; ; n++) {
    const name = `${n === 1 ? base : `${base}-${n}`}.${extension}`;
    if (!(await db('media_library').where({ name }).first('name')) && !(await store.stat(name))) return name;
  }
}

export class MediaLibrary {
  constructor(
    private readonly db: Db,
    private readonly store: MediaStore,
    /** Each change is a media event: readers' pages name the file's size and alt text, and the draft gate hides unused uploads. */
    private readonly events: ContentEventSink,
  ) {}

  private changed(name: string): void {
    this.events.publish([{ type: 'media', name }]);
  }

  /** The uploads, then the files content uses that never came through here (by name). */
  async list(): Promise<MediaItem[]> {
    const rows: LibraryRow[] = await this.db('media_library').orderBy([{ column: 'created_at', order: 'desc' }, { column: 'name' }]);
    const uses = await mediaUses(this.db);
    const known = new Set(rows.map((r) => r.name));
    // Each unlisted file is a stat and a 64-byte read: asked together, not one after the other.
    const unlisted = await Promise.all([...uses.keys()].filter((n) => !known.has(n)).sort().map((name) => this.unlisted(name, null, false)));
    return [...rows, ...unlisted.filter((row): row is LibraryRow => row !== null)].map((r) => toItem(r, uses.get(r.name) ?? []));
  }

  async item(name: string): Promise<MediaItem> {
    const row = await this.row(name);
    return toItem(row, (await mediaUses(this.db)).get(name) ?? []);
  }

  /** The library's row of a file, or what its bytes say of a stored file it has no row for. */
  private async row(name: string): Promise<LibraryRow> {
    const row: LibraryRow | undefined = await this.db('media_library').where({ name }).first();
    const found = row ?? (await this.unlisted(name, null, false));
    if (!found) throw mediaNotFound(name);
    return found;
  }

  /**
   * A stored file the library has no row for: the demo's pictures, or a package's that came
   * without media.json. Staff see it with the rest, and describing or replacing it gives it its
   * row (adopt). Null when the store lacks it or it is not an image or video the library takes.
   */
  private async unlisted(name: string, alt: string | null, measure: boolean): Promise<LibraryRow | null> {
    const stat = await this.store.stat(name);
    if (!stat || stat.size === 0) return null;
    const head = await this.store.read(name, { start: 0, end: Math.min(stat.size, 64) - 1 });
    const sniffed = head ? sniffMedia(head) : null;
    if (!sniffed) return null;
    let width: number | null = null;
    let height: number | null = null;
    if (measure && sniffed.kind === 'image') {
      const bytes = await this.store.read(name);
      const meta = bytes ? await sharp(bytes).metadata().catch(() => null) : null;
      // The size readers see: a file stored before uploads were turned upright may still carry a tag.
      width = meta?.autoOrient.width ?? null;
      height = meta?.autoOrient.height ?? null;
    }
    return {
      name,
      kind: sniffed.kind,
      content_type: sniffed.contentType,
      alt,
      size: stat.size,
      width,
      height,
      created_at: new Date(stat.modifiedMs).toISOString(),
      replaced_at: null,
    };
  }

  /** Gives a stored file its library row (with its pixel size), so its alt text can be kept. */
  private async adopt(name: string, alt: string | null): Promise<LibraryRow> {
    const row = await this.unlisted(name, alt, true);
    if (!row) throw mediaNotFound(name);
    await this.db('media_library').insert(row).onConflict('name').ignore();
    return row;
  }

  /**
   * Adds an uploaded file (already streamed to disk within its kind's limit). The row goes in
   * before the bytes, so readers never get a file the library does not yet hide (an unused upload
   * is not public); the content event tells every instance.
   */
  async add(file: string, sniffed: Sniffed, wantedName: string, alt: string | undefined): Promise<MediaItem> {
    if (sniffed.kind === 'image' && !alt) throw altRequired();
    const prepared = await prepare(file, sniffed);
    const name = await freeName(this.db, this.store, wantedName, sniffed.extension);
    const now = new Date().toISOString();
    await this.db('media_library').insert({
      name,
      kind: sniffed.kind,
      content_type: sniffed.contentType,
      alt: alt ?? null,
      size: prepared.bytes.length,
      width: prepared.width,
      height: prepared.height,
      created_at: now,
      replaced_at: null,
    });
    this.changed(name);
    try {
      await this.write(name, prepared);
    } catch (error) {
      await this.db('media_library').where({ name }).delete();
      throw error;
    }
    return this.item(name);
  }

  /** Replaces a file's bytes under the same name: every edition, article and author using it shows the new one. */
  async replace(name: string, file: string, sniffed: Sniffed): Promise<MediaItem> {
    const row: LibraryRow = (await this.db('media_library').where({ name }).first()) ?? (await this.adopt(name, null));
    if (row.content_type !== sniffed.contentType) {
      throw new HttpError(
        409,
        'media_kind_changed',
        `«${name}» és ${row.content_type} i el fitxer nou és ${sniffed.contentType}: una substitució ha de ser del mateix format. Puja’l com a fitxer nou.`,
      );
    }
    const prepared = await prepare(file, sniffed);
    await this.write(name, prepared);
    await this.db('media_library')
      .where({ name })
      .update({ size: prepared.bytes.length, width: prepared.width, height: prepared.height, replaced_at: new Date().toISOString() });
    this.changed(name);
    return this.item(name);
  }

  async setAlt(name: string, alt: string): Promise<MediaItem> {
    const changed = await this.db('media_library').where({ name }).update({ alt });
    if (changed === 0) await this.adopt(name, alt);
    // Readers' pages and the PDF show it: every instance's caches drop what they kept.
    this.changed(name);
    return this.item(name);
  }

  /** Deletes a file nothing uses; otherwise 409 with its users, so staff know what to change first. */
  async remove(name: string): Promise<void> {
    await this.row(name);
    const users = (await mediaUses(this.db)).get(name) ?? [];
    if (users.length > 0) throw new MediaInUseError(name, users);
    await this.store.remove(name);
    await this.store.remove(`small/${name}`);
    await this.db('media_library').where({ name }).delete();
    this.changed(name);
  }

  private async write(name: string, prepared: Prepared): Promise<void> {
    await this.store.put(name, prepared.bytes);
    if (prepared.small) await this.store.put(`small/${name}`, prepared.small);
  }
}

const altRequired = () =>
  new HttpError(400, 'alt_required', 'Cal un text alternatiu per a cada imatge: descriu-la per a qui no la pot veure (es fa servir al web i al PDF).');

export class MediaInUseError extends HttpError {
  constructor(
    name: string,
    readonly usedBy: MediaUse[],
  ) {
    super(409, 'media_in_use', `«${name}» no es pot esborrar: el fan servir ${usedBy.map((u) => u.label).join('; ')}.`);
  }
}
