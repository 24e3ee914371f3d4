/**
 * Authors (spec §3, §7). A magazine has hundreds of authors at most, so lists are filtered and
 * sorted in memory from one aggregate query: the same accent-insensitive rules on every database.
 */
import type { AuthorSort, DeskAuthor } from '../../common/api/authors.js';
import { spellingKey, compareNames, foldAccents } from '../../common/authors.js';
import { pagination } from '../../common/api/pagination.js';
import type { SectionKey } from '../../common/sections.js';
import type { Author, AuthorArticles, AuthorList, AuthorStats, AuthorSummary } from '../../common/types.js';
import type { Db } from '../db/connection.js';
import { visibleArticles, type Audience } from '../content/queries.js';
import { authorFromRow, type AuthorRow } from '../content/rows.js';
import { libraryAlts } from '../content/mediaAlt.js';

interface AggregateRow extends AuthorRow {
  total: number | string;
  first_pub: string | null;
  last_pub: string | null;
}

/** Readers never see an author who came with a draft edition's package (migration 013) until it is published. */
function visibleAuthors(q: ReturnType<Db>, audience: Audience): ReturnType<Db> {
  return audience === 'public' ? q.whereNull('au.draft_issue') : q;
}

/** Deactivated authors are the desk's only ('staff'): readers and previews never list them. */
type Reach = Audience | 'staff';

async function loadAuthors(db: Db, where: (q: ReturnType<Db>) => void, reach: Reach): Promise<Author[]> {
  const audience: Audience = reach === 'staff' ? 'preview' : reach;
  const q = db('authors as au')
    .leftJoin('article_authors as aa', 'aa.author_id', 'au.id')
    // Only the articles this audience may read count (a draft's articles are counted for admins only).
    .leftJoin('articles as a', (on) => {
      on.on('a.id', '=', 'aa.article_id');
      if (audience === 'public') on.andOnVal('a.published', '=', true);
    })
    .select('au.*')
    .count({ total: 'a.id' })
    .min({ first_pub: 'a.published_on' })
    .max({ last_pub: 'a.published_on' })
    .groupBy('au.id')
    .orderBy('au.id');
  if (reach !== 'staff') q.where('au.active', true);
  visibleAuthors(q, audience);
  where(q);
  const rows = (await q) as AggregateRow[];
  const specialties: { author_id: string; specialty: string }[] = await db('author_specialties')
    .select('author_id', 'specialty')
    .whereIn('author_id', rows.map((r) => r.id))
    .orderBy([{ column: 'author_id' }, { column: 'position' }]);
  const byAuthor = new Map<string, string[]>();
  for (const s of specialties) byAuthor.set(s.author_id, [...(byAuthor.get(s.author_id) ?? []), s.specialty]);
  return rows.map((row) =>
    authorFromRow(row, byAuthor.get(row.id) ?? [], {
      totalArticles: Number(row.total),
      firstPublication: row.first_pub,
      lastPublication: row.last_pub,
    }),
  );
}

const allActiveAuthors = (db: Db, audience: Audience = 'public') => loadAuthors(db, () => undefined, audience);

export async function authorById(db: Db, id: string, audience: Audience = 'public'): Promise<Author | null> {
  return (await loadAuthors(db, (q) => q.where('au.id', id), audience))[0] ?? null;
}

/** An author as the desk sees it, deactivated or not. */
export async function anyAuthorById(db: Db, id: string): Promise<Author | null> {
  return (await loadAuthors(db, (q) => q.where('au.id', id), 'staff'))[0] ?? null;
}

/** When the server last wrote an author's row (ISO 8601, UTC: the content writer's stamp). */
export async function authorUpdatedAt(db: Db, id: string): Promise<string> {
  const row = (await db('authors').where({ id }).first('updated_at')) as { updated_at: string } | undefined;
  if (!row) throw new Error(`author ${id} vanished after its write`);
  return row.updated_at;
}

/** Every author for the desk, deactivated ones too, by name; optionally those a search matches. */
/** The desk's list: every author, with the draft edition each waits for, so the desk says who readers see. */
export async function staffAuthors(db: Db, search: string | undefined): Promise<DeskAuthor[]> {
  const folded = spellingKey(search ?? '');
  const all = await loadAuthors(db, () => undefined, 'staff');
  const waiting: { id: string; draft_issue: number }[] = await db('authors').whereNotNull('draft_issue').select('id', 'draft_issue');
  const waits = new Map(waiting.map((w) => [w.id, Number(w.draft_issue)]));
  const desk = all.map((a): DeskAuthor => (waits.has(a._id) ? { ...a, waitsForEdition: waits.get(a._id)! } : a));
  return sortAuthors(folded ? desk.filter((a) => matches(a, folded)) : desk, 'name');
}

export async function authorBySlug(db: Db, slug: string, audience: Audience = 'public'): Promise<Author | null> {
  return (await loadAuthors(db, (q) => q.where('au.slug', slug), audience))[0] ?? null;
}

/** Words typed against the author's name and more, as names are matched (spellingKey: ’ is ', no accents). */
function matches(author: Author, folded: string): boolean {
  const haystack = [author.name, author.profession ?? '', author.location ?? '', ...author.specialties].map(spellingKey);
  return folded.split(/\s+/).every((word) => haystack.some((h) => h.includes(word)));
}

function sortAuthors<A extends Author>(authors: A[], sort: AuthorSort): A[] {
  const byName = (a: Author, b: Author) => compareNames(a.name, b.name) || a._id.localeCompare(b._id);
  const copy = [...authors];
  if (sort === 'name') return copy.sort(byName);
  if (sort === 'articles') {
    return copy.sort((a, b) => b.stats.totalArticles - a.stats.totalArticles || byName(a, b));
  }
  return copy.sort(
    (a, b) => (b.stats.lastPublication ?? '').localeCompare(a.stats.lastPublication ?? '') || byName(a, b),
  );
}

/** What a list draws of an author (common/api/entities.ts authorSummary): lists filter on the whole author, then answer with this. */
function toAuthorSummary(author: Author): AuthorSummary {
  const { _id, slug, name, photo, profession, bio, stats } = author;
  return {
    _id,
    slug,
    name,
    ...(photo ? { photo } : {}),
    ...(profession ? { profession } : {}),
    bio: bio.short ? { short: bio.short } : {},
    stats: { totalArticles: stats.totalArticles, ...(stats.lastPublication ? { lastPublication: stats.lastPublication } : {}) },
  };
}

interface AuthorQuery {
  page: number;
  limit: number;
  sort: AuthorSort;
  specialty?: string | undefined;
  search?: string | undefined;
}

export async function listAuthors(db: Db, query: AuthorQuery, audience: Audience = 'public'): Promise<AuthorList> {
  let authors = await allActiveAuthors(db, audience);
  if (query.specialty) {
    const wanted = foldAccents(query.specialty);
    authors = authors.filter((a) => a.specialties.some((s) => foldAccents(s) === wanted));
  }
  const search = spellingKey(query.search ?? '');
  if (search) authors = authors.filter((a) => matches(a, search));
  const sorted = sortAuthors(authors, query.sort);
  const start = (query.page - 1) * query.limit;
  return {
    authors: sorted.slice(start, start + query.limit).map(toAuthorSummary),
    pagination: pagination({ page: query.page, limit: query.limit, total: sorted.length }),
  };
}

export async function searchAuthors(db: Db, q: string, limit: number, audience: Audience = 'public'): Promise<AuthorSummary[]> {
  const folded = spellingKey(q);
  const found = (await allActiveAuthors(db, audience)).filter((a) => matches(a, folded));
  return sortAuthors(found, 'articles').slice(0, limit).map(toAuthorSummary);
}

export async function topAuthors(db: Db, limit: number, audience: Audience = 'public'): Promise<AuthorSummary[]> {
  return sortAuthors(await allActiveAuthors(db, audience), 'articles').slice(0, limit).map(toAuthorSummary);
}

export async function specialties(db: Db, audience: Audience = 'public'): Promise<{ name: string; count: number }[]> {
  const rows: { specialty: string; n: number | string }[] = await visibleAuthors(db('author_specialties as s'), audience)
    .join('authors as au', 'au.id', 's.author_id')
    .where('au.active', true)
    .select('s.specialty')
    .count({ n: '*' })
    .groupBy('s.specialty');
  return rows
    .map((r) => ({ name: r.specialty, count: Number(r.n) }))
    .sort((a, b) => b.count - a.count || compareNames(a.name, b.name));
}

export async function authorArticles(db: Db, authorId: string, page: number, limit: number, audience: Audience = 'public'): Promise<AuthorArticles> {
  const base = () =>
    visibleArticles(db('articles as a').join('article_authors as aa', 'aa.article_id', 'a.id').where('aa.author_id', authorId), audience);
  const countRow = await base().countDistinct<{ n: number | string }[]>({ n: 'a.id' }).first();
  const rows: {
    id: string;
    section: string;
    url: string;
    title: string;
    summary: string | null;
    image_card: string | null;
    year: number;
    issue_number: number;
  }[] = await base()
    .distinct('a.id', 'a.section', 'a.url', 'a.title', 'a.summary', 'a.image_card', 'a.year', 'a.issue_number', 'a.published_on')
    .orderBy([{ column: 'a.published_on', order: 'desc' }, { column: 'a.id', order: 'asc' }])
    .limit(limit)
    .offset((page - 1) * limit);
  const alts = await libraryAlts(db, rows.flatMap((r) => (r.image_card ? [r.image_card] : [])));
  return {
    articles: rows.map((r) => ({
      _id: r.id,
      section: r.section as SectionKey,
      url: r.url,
      title: r.title,
      ...(r.summary ? { summary: r.summary } : {}),
      ...(r.image_card ? { imageCard: r.image_card } : {}),
      ...(r.image_card && alts.has(r.image_card) ? { imageCardAlt: alts.get(r.image_card) } : {}),
      year: Number(r.year),
      issueNumber: Number(r.issue_number),
    })),
    pagination: pagination({ page, limit, total: Number(countRow?.n ?? 0) }),
  };
}

export async function authorStats(db: Db, authorId: string, audience: Audience = 'public'): Promise<AuthorStats> {
  const base = () =>
    visibleArticles(db('articles as a').join('article_authors as aa', 'aa.article_id', 'a.id').where('aa.author_id', authorId), audience);
  const bySection: { section: string; n: number | string }[] = await base()
    .select('a.section')
    .count({ n: '*' })
    .groupBy('a.section');
  const byYear: { year: number; n: number | string }[] = await base().select('a.year').count({ n: '*' }).groupBy('a.year');
  const years = byYear.map((y) => Number(y.year));
  return {
    totalArticles: bySection.reduce((sum, s) => sum + Number(s.n), 0),
    firstPublication: years.length > 0 ? Math.min(...years) : null,
    lastPublication: years.length > 0 ? Math.max(...years) : null,
    sectionStats: bySection
      .map((s) => ({ _id: s.section, count: Number(s.n) }))
      .sort((a, b) => b.count - a.count || a._id.localeCompare(b._id)),
    yearStats: byYear.map((y) => ({ _id: Number(y.year), count: Number(y.n) })).sort((a, b) => a._id - b._id),
  };
}
