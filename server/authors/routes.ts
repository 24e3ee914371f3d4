/** Authors API (base /api/authors): public reads by id and by slug, admin writes. HTTP only: parse, call, reply. */
import { randomBytes } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import { slugify } from '../../common/authors.js';
import { authorsApi as api } from '../../common/api/authors.js';
import type { ResponseOf } from '../../common/api/route.js';
import type { Author } from '../../common/types.js';
import type { Db } from '../db/connection.js';
import { writeAuthor } from '../content/store.js';
import { contentChanged } from '../content/events.js';
import type { Audience } from '../content/queries.js';
import { cachedJson } from '../http/cache.js';
import { HttpError, notFound } from '../http/errors.js';
import { parseBody, parseParams, parseQuery } from '../http/validate.js';
import * as q from './queries.js';

type Answer<K extends keyof typeof api> = ResponseOf<(typeof api)[K]>;

export function authorRoutes(db: Db, adminGuard: RequestHandler): Router {
  const r = Router();

  const byId = async (id: string, audience: Audience = 'public') => {
    const author = await q.authorById(db, id, audience);
    if (!author) throw notFound(`No author with id '${id}'.`, 'author_not_found');
    return author;
  };
  const bySlug = async (slug: string, audience: Audience = 'public') => {
    const author = await q.authorBySlug(db, slug, audience);
    if (!author) throw notFound(`No author with slug '${slug}'.`, 'author_not_found');
    return author;
  };
  // The slug and the id routes answer alike: each reads its key, finds the author, then the same call.
  const keyOf = (req: Parameters<RequestHandler>[0], key: 'id' | 'slug') =>
    key === 'id' ? parseParams(api.byId.params, req).id : parseParams(api.bySlug.params, req).slug;
  const finder = { id: byId, slug: bySlug };
  const articlesOf = (key: 'id' | 'slug') =>
    cachedJson<Answer<'articlesById'>>(async (req, audience) => {
      const author = await finder[key](keyOf(req, key), audience);
      const { page, limit } = parseQuery(api.articlesById.query, req);
      return q.authorArticles(db, author._id, page, limit, audience);
    });
  const statsOf = (key: 'id' | 'slug') =>
    cachedJson<Answer<'statsById'>>(async (req, audience) => q.authorStats(db, (await finder[key](keyOf(req, key), audience))._id, audience));

  r.get('/', cachedJson<Answer<'list'>>(async (req, audience) => q.listAuthors(db, parseQuery(api.list.query, req), audience)));
  r.get('/top', cachedJson<Answer<'top'>>(async (req, audience) => ({ authors: await q.topAuthors(db, parseQuery(api.top.query, req).limit, audience) })));
  r.get('/specialties', cachedJson<Answer<'specialties'>>(async (_req, audience) => ({ specialties: await q.specialties(db, audience) })));
  r.get(
    '/search',
    cachedJson<Answer<'search'>>(async (req, audience) => {
      const query = parseQuery(api.search.query, req);
      return { authors: await q.searchAuthors(db, query.q, query.limit, audience) };
    }),
  );

  r.get('/slug/:slug', cachedJson<Answer<'bySlug'>>(async (req, audience) => bySlug(keyOf(req, 'slug'), audience)));
  r.get('/slug/:slug/articles', articlesOf('slug'));
  r.get('/slug/:slug/stats', statsOf('slug'));
  r.get('/:id', cachedJson<Answer<'byId'>>(async (req, audience) => byId(keyOf(req, 'id'), audience)));
  r.get('/:id/articles', articlesOf('id'));
  r.get('/:id/stats', statsOf('id'));

  r.post('/', adminGuard, async (req, res) => {
    const input = parseBody(api.create.body, req);
    const slug = input.slug ?? slugify(input.name);
    if (!slug) throw new HttpError(400, 'invalid_input', 'name must contain letters or digits');
    const author: Author = {
      _id: randomBytes(12).toString('hex'),
      ...input,
      slug,
      stats: { totalArticles: 0 },
      active: true,
    };
    await saveUnique(db, author);
    res.status(201).json((await byId(author._id, 'preview')) satisfies Answer<'create'>);
  });

  r.put('/:id', adminGuard, async (req, res) => {
    const { id } = parseParams(api.update.params, req);
    const input = parseBody(api.update.body, req);
    const current = await byId(id, 'preview');
    const next: Author = {
      ...current,
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.slug !== undefined ? { slug: input.slug } : {}),
      bio: input.bio ?? current.bio,
      specialties: input.specialties ?? current.specialties,
      education: input.education ?? current.education,
      awards: input.awards ?? current.awards,
      contact: input.contact ?? current.contact,
    };
    for (const key of ['photo', 'profession', 'location'] as const) {
      const value = input[key];
      if (value === null) delete next[key];
      else if (value !== undefined) next[key] = value;
    }
    await saveUnique(db, next);
    res.json((await byId(id, 'preview')) satisfies Answer<'update'>);
  });

  r.delete('/:id', adminGuard, async (req, res) => {
    const { id } = parseParams(api.deactivate.params, req);
    if (!(await q.deactivateAuthor(db, id))) throw notFound(`No active author with id '${id}'.`, 'author_not_found');
    contentChanged();
    res.json({ success: true, _id: id, active: false } satisfies Answer<'deactivate'>);
  });

  return r;
}

async function saveUnique(db: Db, author: Author): Promise<void> {
  await db.transaction(async (trx) => {
    const clash = await trx('authors').where('slug', author.slug).whereNot('id', author._id).first();
    if (clash) throw new HttpError(409, 'slug_taken', `The slug '${author.slug}' belongs to another author.`);
    await writeAuthor(trx, author, new Date().toISOString());
  });
  contentChanged();
}
