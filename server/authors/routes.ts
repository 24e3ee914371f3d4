/** Authors API (base /api/authors): public reads by id and by slug, admin writes. HTTP only: parse, call, reply. */
import { Router, type RequestHandler } from 'express';
import { authorsApi as api } from '../../common/api/authors.js';
import type { ResponseOf } from '../../common/api/route.js';
import type { Db } from '../db/connection.js';
import type { Audience } from '../content/queries.js';
import type { ResponseCache } from '../http/cache.js';
import { parseBody, parseParams, parseQuery } from '../http/validate.js';
import * as q from './queries.js';
import type { AuthorService } from './service.js';

type Answer<K extends keyof typeof api> = ResponseOf<(typeof api)[K]>;

export function authorRoutes(db: Db, authors: AuthorService, cache: ResponseCache, adminGuard: RequestHandler): Router {
  const cachedJson = cache.json;
  const r = Router();

  const byId = (id: string, audience?: Audience) => authors.byId(id, audience);
  const bySlug = (slug: string, audience?: Audience) => authors.bySlug(slug, audience);
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

  // Before '/:id', which would take 'staff' for an id.
  r.get('/staff', adminGuard, async (req, res) => {
    res.set('Cache-Control', 'no-store').json({ authors: await authors.staffList(parseQuery(api.staffList.query, req).search) } satisfies Answer<'staffList'>);
  });

  r.get('/slug/:slug', cachedJson<Answer<'bySlug'>>(async (req, audience) => bySlug(keyOf(req, 'slug'), audience)));
  r.get('/slug/:slug/articles', articlesOf('slug'));
  r.get('/slug/:slug/stats', statsOf('slug'));
  r.get('/:id', cachedJson<Answer<'byId'>>(async (req, audience) => byId(keyOf(req, 'id'), audience)));
  r.get('/:id/articles', articlesOf('id'));
  r.get('/:id/stats', statsOf('id'));

  r.post('/', adminGuard, async (req, res) => {
    res.status(201).json((await authors.create(parseBody(api.create.body, req))) satisfies Answer<'create'>);
  });

  r.put('/:id', adminGuard, async (req, res) => {
    const { id } = parseParams(api.update.params, req);
    res.json((await authors.update(id, parseBody(api.update.body, req))) satisfies Answer<'update'>);
  });

  r.delete('/:id', adminGuard, async (req, res) => {
    const { id } = parseParams(api.deactivate.params, req);
    await authors.deactivate(id);
    res.json({ success: true, _id: id, active: false } satisfies Answer<'deactivate'>);
  });

  r.post('/:id/reactivate', adminGuard, async (req, res) => {
    const { id } = parseParams(api.reactivate.params, req);
    await authors.reactivate(id);
    res.json({ success: true, _id: id, active: true } satisfies Answer<'reactivate'>);
  });

  return r;
}
