/**
 * Articles at the desk: create, save (each save a revision, refused on a stale base), history and
 * restore, and corrections of published articles. An article of a draft edition is saved in place;
 * one of a published edition is saved as its pending correction, which readers do not see until
 * 'Publica la correcció' copies it into the article. The checks are the desk's; the writes go
 * through the content area's ContentWriter, which runs each call in one transaction and
 * announces what readers or previews will see.
 */
import type { Knex } from 'knex';
import type { ArticleFields, DeskArticle, PendingCorrection, RevisionDetail, RevisionSummary } from '../../common/api/desk.js';
import type { ArticleReview } from '../../common/api/review.js';
import type { ReviewState } from '../../common/review.js';
import type { SectionKey } from '../../common/sections.js';
import { titleAddress } from '../../common/slugs.js';
import type { Article, EditionStatus } from '../../common/types.js';
import { parseJson, type Db } from '../db/connection.js';
import { dialectOf, violationOf } from '../db/dialect.js';
import { HttpError } from '../http/errors.js';
import { newId } from '../content/deskWrites.js';
import { toArticles } from '../content/queries.js';
import type { ArticleRow } from '../content/rows.js';
import type { ContentWriter } from '../content/writer.js';
import { createdByOf } from './ownership.js';

type Conn = Db | Knex.Transaction;

export const articleNotFound = (id: string) => new HttpError(404, 'article_not_found', `No hi ha cap article amb l’identificador ${id}.`);
export const editionNotFound = (n: number) => new HttpError(404, 'edition_not_found', `No hi ha cap edició número ${n}.`);

const plain = (html: string) => html.replace(/<[^>]*>/g, '').trim();

async function latestRevision(db: Conn, id: string): Promise<number> {
  const row = (await db('article_revisions').where({ article_id: id }).max({ n: 'revision' }).first()) as { n: number | string | null } | undefined;
  return Number(row?.n ?? 0);
}

/** When the server recorded a revision (null before the first save at the desk). */
async function savedAtOf(db: Conn, id: string, revision: number): Promise<string | null> {
  if (revision === 0) return null;
  const row = (await db('article_revisions').where({ article_id: id, revision }).first('saved_at')) as { saved_at: string } | undefined;
  return row?.saved_at ?? null;
}

async function editionOf(db: Conn, number: number): Promise<{ status: EditionStatus; publication_date: string } | undefined> {
  return db('issues').where({ number }).first('status', 'publication_date');
}

/** The editorial state columns of an article's row (migration 023). */
type ReviewColumns = { review_state: ReviewState; review_since: string | null; created_by: number | string | null };
const reviewOf = (row: ReviewColumns): ArticleReview => ({ state: row.review_state, since: row.review_since });

/** The article as the desk works on it: its pending correction when it has one. */
export async function deskArticle(db: Conn, id: string): Promise<DeskArticle | null> {
  const row: (ArticleRow & ReviewColumns) | undefined = await db('articles').where({ id }).first();
  if (!row) return null;
  const [published] = (await toArticles(db as Db, [row], true)) as Article[];
  const pending: { record: string } | undefined = await db('article_corrections').where({ article_id: id }).first('record');
  const edition = await editionOf(db, Number(row.issue_number));
  const revision = await latestRevision(db, id);
  return {
    article: pending ? parseJson<Article>(pending.record, published!) : published!,
    revision,
    savedAt: await savedAtOf(db, id, revision),
    edition: { number: Number(row.issue_number), status: edition?.status === 'draft' ? 'draft' : 'published' },
    pendingCorrection: Boolean(pending),
    review: reviewOf(row),
    createdBy: createdByOf(row.created_by),
  };
}

/** A free address in a section near the one asked for: url-2, url-3... */
async function freeSlug(db: Conn, section: string, url: string): Promise<string> {
  for (let n = 2; ; n++) {
    const candidate = `${url}-${n}`;
    if (!(await db('articles').where({ section, url: candidate }).first('id'))) return candidate;
  }
}

/** Refuses an address another article of the section already has, saying whose it is. */
async function checkSlug(db: Conn, section: string, url: string, articleId: string | null): Promise<void> {
  const q = db('articles').where({ section, url });
  if (articleId) q.whereNot('id', articleId);
  const owner: { id: string; title: string; issue_number: number } | undefined = await q.first('id', 'title', 'issue_number');
  if (!owner) return;
  throw new HttpError(
    409,
    'slug_taken',
    `L’adreça /${section}/${url} ja és de l’article «${plain(owner.title)}» (número ${Number(owner.issue_number)}). ` +
      `Cada article d’una secció necessita una adreça pròpia: canvia-la, per exemple a /${section}/${await freeSlug(db, section, url)}.`,
  );
}

/** What the address checker of the editor answers as staff type a title. */
export async function slugProposal(db: Db, section: string, title: string, articleId: string | null): Promise<{ url: string; available: boolean; message: string | null }> {
  const url = titleAddress(title);
  try {
    await checkSlug(db, section, url, articleId);
    return { url, available: true, message: null };
  } catch (error) {
    if (error instanceof HttpError) return { url, available: false, message: error.message };
    throw error;
  }
}

function toArticle(id: string, issueNumber: number, fields: ArticleFields, url: string, correctedAt: string | undefined): Article {
  return {
    _id: id,
    title: fields.title,
    section: fields.section,
    url,
    text: fields.text,
    authors: fields.authors,
    ...(fields.authors.length === 1 ? { author: fields.authors[0] } : {}),
    data: fields.data,
    issueNumber,
    ...(fields.summary ? { summary: fields.summary } : {}),
    ...(fields.imageCard ? { imageCard: fields.imageCard } : {}),
    ...(fields.titlePdf ? { titlePdf: fields.titlePdf } : {}),
    ...(fields.featured !== undefined ? { featured: fields.featured } : {}),
    ...(correctedAt ? { correctedAt } : {}),
  };
}

/** 'Nou article' in a draft edition: the new article (revision 1) goes last in the edition's order. */
export async function createArticle(content: ContentWriter, db: Db, number: number, fields: ArticleFields, savedBy: string | undefined, createdBy: number | null = null): Promise<DeskArticle> {
  const id = newId();
  await content.write(async (w) => {
    const trx = w.trx;
    const edition = await editionOf(trx, number);
    if (!edition) throw editionNotFound(number);
    if (edition.status !== 'draft') {
      throw new HttpError(409, 'edition_published', `L’edició ${number} ja és publicada: els articles nous van en una edició en preparació.`);
    }
    const url = fields.url ?? titleAddress(fields.title);
    await checkSlug(trx, fields.section, url, null);
    const last = (await trx('articles').where({ issue_number: number }).max({ p: 'position' }).first()) as { p: number | string | null } | undefined;
    const article = toArticle(id, number, { ...fields, authors: await w.ensureAuthors(fields.authors, number) }, url, undefined);
    const position = last?.p === null || last?.p === undefined ? 0 : Number(last.p) + 1;
    await w.writeArticle(article, { position, issueDate: edition.publication_date, status: 'draft', createdBy, review: 'draft' });
    await w.addRevision((await deskArticle(trx, id))!.article, 1, savedBy);
  });
  return (await deskArticle(db, id))!;
}

export type SaveOutcome = { saved: true; current: DeskArticle } | { saved: false; current: DeskArticle };

/**
 * Saves an article on the revision it was based on. A stale base is not an error to hide: the
 * caller gets the current record back (and the typed text stays with the caller), so that staff
 * see the other's change and decide.
 */
export async function saveArticle(content: ContentWriter, db: Db, id: string, fields: ArticleFields, baseRevision: number, savedBy: string | undefined): Promise<SaveOutcome> {
  let saved: DeskArticle | null = null;
  let stale = false;
  try {
    // A draft's text changes what staff preview (announced); a pending correction changes nothing readers or previews see.
    await content.write(async (w) => {
      const trx = w.trx;
      // The row and its edition in one round trip (a save is a handful of them; each counts on PostgreSQL).
      const lock = trx('articles as a')
        .join('issues as i', 'i.number', 'a.issue_number')
        .where('a.id', id)
        .first('a.issue_number', 'a.section', 'a.url', 'a.position', 'a.corrected_at', 'a.review_state', 'a.review_since', 'a.created_by', 'i.status', 'i.publication_date');
      // Saves of one article wait for each other on PostgreSQL (SQLite has one writer already); the
      // edition's row is not locked, or saves of its other articles would wait too.
      // Not the body: a save replaces it, and a long one is costly to read each time.
      const row: (Pick<ArticleRow, 'issue_number' | 'section' | 'url' | 'position' | 'corrected_at'> & ReviewColumns & { status: EditionStatus; publication_date: string }) | undefined =
        await (dialectOf(db).singleFile ? lock : lock.forUpdate('a'));
      if (!row) throw articleNotFound(id);
      // Read after the lock is held, in a statement of its own: it sees the save that held it before.
      const current = await latestRevision(trx, id);
      if (current !== baseRevision) {
        stale = true;
        return;
      }
      const number = Number(row.issue_number);
      const edition = { status: row.status, publication_date: row.publication_date };
      const url = fields.url ?? row.url;
      // Its own address needs no check: only a change of section or address can meet another's.
      if (fields.section !== row.section || url !== row.url) await checkSlug(trx, fields.section, url, id);
      const article = toArticle(id, number, { ...fields, authors: await w.ensureAuthors(fields.authors, number) }, url, row.corrected_at ?? undefined);
      if (edition.status === 'draft') {
        const written = await w.writeArticle(article, { position: Number(row.position), issueDate: edition.publication_date, status: 'draft' });
        await w.addRevision(written, current + 1, savedBy);
        saved = { article: written, revision: current + 1, savedAt: w.now, edition: { number, status: 'draft' }, pendingCorrection: false, review: reviewOf(row), createdBy: createdByOf(row.created_by) };
      } else {
        const clean = await w.keepCorrection(article);
        await w.addRevision(clean, current + 1, savedBy);
        saved = { article: clean, revision: current + 1, savedAt: w.now, edition: { number, status: 'published' }, pendingCorrection: true, review: reviewOf(row), createdBy: createdByOf(row.created_by) };
      }
    });
  } catch (error) {
    if (violationOf(error) !== 'unique' || error instanceof HttpError) throw error;
    // Another save took the same revision number between our read and our write.
    stale = true;
  }
  // Assigned inside the transaction callback, which the compiler does not follow.
  const done = saved as DeskArticle | null;
  if (stale || !done) {
    const current = await deskArticle(db, id);
    if (!current) throw articleNotFound(id);
    return { saved: false, current };
  }
  return { saved: true, current: done };
}

export async function listRevisions(db: Db, id: string): Promise<RevisionSummary[]> {
  if (!(await db('articles').where({ id }).first('id'))) throw articleNotFound(id);
  const rows: { revision: number; saved_by: string | null; saved_at: string; record: string }[] = await db('article_revisions')
    .where({ article_id: id })
    .orderBy('revision', 'desc')
    .select('revision', 'saved_by', 'saved_at', 'record');
  return rows.map((r) => ({ revision: Number(r.revision), savedBy: r.saved_by, savedAt: r.saved_at, title: parseJson<Article | null>(r.record, null)?.title ?? '' }));
}

export async function revision(db: Db, id: string, number: number): Promise<RevisionDetail> {
  const row: { revision: number; saved_by: string | null; saved_at: string; record: string } | undefined = await db('article_revisions')
    .where({ article_id: id, revision: number })
    .first();
  if (!row) throw new HttpError(404, 'revision_not_found', `L’article ${id} no té la revisió ${number}.`);
  const article = parseJson<Article>(row.record, {} as Article);
  return { revision: Number(row.revision), savedBy: row.saved_by, savedAt: row.saved_at, title: article.title ?? '', article };
}


/**
 * 'Publica la correcció': the pending text becomes the published article, stamped with the time,
 * in one transaction; the content event then empties every instance's caches (pages, feeds, PDF).
 */
export async function publishCorrection(content: ContentWriter, db: Db, id: string, correctedAt?: string): Promise<DeskArticle> {
  await content.write(async (w) => {
    const trx = w.trx;
    const row: ArticleRow | undefined = await trx('articles').where({ id }).first();
    if (!row) throw articleNotFound(id);
    const pending: { record: string } | undefined = await trx('article_corrections').where({ article_id: id }).first('record');
    if (!pending) throw new HttpError(409, 'no_pending_correction', 'Aquest article no té cap correcció pendent de publicar.');
    const edition = (await editionOf(trx, Number(row.issue_number)))!;
    const corrected: Article = { ...parseJson<Article>(pending.record, {} as Article), correctedAt: correctedAt ?? w.now };
    await checkSlug(trx, corrected.section, corrected.url, id);
    await w.publishCorrection(corrected, { position: Number(row.position), issueDate: edition.publication_date });
  });
  return (await deskArticle(db, id))!;
}

/** The articles with a pending correction, for the workspace: the latest edited first. */
export async function pendingCorrections(db: Db): Promise<PendingCorrection[]> {
  const rows: { id: string; title: string; section: SectionKey; issue_number: number | string; updated_at: string }[] = await db('article_corrections as c')
    .join('articles as a', 'a.id', 'c.article_id')
    .orderBy([{ column: 'c.updated_at', order: 'desc' }, { column: 'a.id' }])
    .select('a.id', 'a.title', 'a.section', 'a.issue_number', 'c.updated_at');
  return rows.map((r) => ({ id: r.id, title: r.title, section: r.section, issueNumber: Number(r.issue_number), updatedAt: String(r.updated_at) }));
}

/** Drops a pending correction; the published text becomes the desk's text again, as a new revision. */
export async function discardCorrection(content: ContentWriter, db: Db, id: string, savedBy: string | undefined): Promise<DeskArticle> {
  await content.write(async (w) => {
    if (!(await w.dropCorrection(id))) {
      if (!(await w.trx('articles').where({ id }).first('id'))) throw articleNotFound(id);
      throw new HttpError(409, 'no_pending_correction', 'Aquest article no té cap correcció pendent.');
    }
    const published = (await deskArticle(w.trx, id))!;
    await w.addRevision(published.article, published.revision + 1, savedBy);
  });
  return (await deskArticle(db, id))!;
}

/** Removes an article of a draft edition (its history stays, as for any removed article). */
export async function deleteDraftArticle(content: ContentWriter, id: string): Promise<void> {
  await content.write(async (w) => {
    const row: { issue_number: number } | undefined = await w.trx('articles').where({ id }).first('issue_number');
    if (!row) throw articleNotFound(id);
    const edition = await editionOf(w.trx, Number(row.issue_number));
    if (edition?.status !== 'draft') {
      throw new HttpError(409, 'edition_published', 'Un article publicat no s’esborra: retira l’edició o publica’n una correcció.');
    }
    await w.deleteArticle(id);
  });
}
