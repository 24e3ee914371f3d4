/** Authors API (base /api/authors): public reads by id and by slug, admin writes. */
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { PAGE_SIZES } from '../../common/constants.js';
import type { Author } from '../../common/types.js';
import type { Db } from '../db/connection.js';
import type { Audience } from '../content/queries.js';
import type { ResponseCache } from '../http/cache.js';
import { httpUrl, limitParam, pageParam, parseBody, parseParams, parseQuery, singleString } from '../http/validate.js';
import * as q from './queries.js';
import type { AuthorService } from './service.js';

const text = (max: number) => z.string().trim().max(max);
const year = z.number().int().min(1900).max(2999);

// Field rules shared by create (where lists default to empty) and update (where absent means unchanged).
const fields = {
  name: text(200).min(1, 'name is required'),
  slug: text(200).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lower-case words joined by hyphens'),
  photo: text(255).regex(/^[\w.-]+$/, 'photo must be a media file name'),
  profession: text(200),
  location: text(200),
  bio: z.object({ short: text(2000).optional(), full: text(50_000).optional() }).strict(),
  specialties: z.array(text(100).min(1)).max(20),
  education: z
    .array(z.object({ degree: text(300).min(1), institution: text(300).min(1), year: year.optional() }).strict())
    .max(30),
  awards: z.array(z.object({ name: text(300).min(1), year: year.optional() }).strict()).max(50),
  contact: z.object({ website: httpUrl().optional(), twitter: text(100).optional(), linkedin: httpUrl().optional() }).strict(),
};

const createSchema = z
  .object({
    name: fields.name,
    slug: fields.slug.optional(),
    photo: fields.photo.optional(),
    profession: fields.profession.optional(),
    location: fields.location.optional(),
    bio: fields.bio.default({}),
    specialties: fields.specialties.default([]),
    education: fields.education.default([]),
    awards: fields.awards.default([]),
    contact: fields.contact.default({}),
  })
  .strict();

const updateSchema = z
  .object({
    name: fields.name.optional(),
    slug: fields.slug.optional(),
    photo: fields.photo.nullable().optional(),
    profession: fields.profession.nullable().optional(),
    location: fields.location.nullable().optional(),
    bio: fields.bio.optional(),
    specialties: fields.specialties.optional(),
    education: fields.education.optional(),
    awards: fields.awards.optional(),
    contact: fields.contact.optional(),
  })
  .strict();

const idParam = z.object({ id: z.string().min(1).max(64) });
const slugParam = z.object({ slug: z.string().min(1).max(200) });
const listQuery = z.object({
  page: pageParam,
  limit: limitParam(PAGE_SIZES.default),
  sort: z.enum(['name', 'articles', 'recent'], { message: 'sort must be name, articles or recent' }).default('name'),
  specialty: singleString.max(100).optional(),
  search: singleString.max(200).optional(),
});

export function authorRoutes(db: Db, authors: AuthorService, cache: ResponseCache, adminGuard: RequestHandler): Router {
  const cachedJson = cache.json;
  const r = Router();

  const byId = (id: string, audience?: Audience) => authors.byId(id, audience);
  const bySlug = (slug: string, audience?: Audience) => authors.bySlug(slug, audience);
  const articlesOf = (find: (key: string, audience: Audience) => Promise<Author>, key: 'id' | 'slug') =>
    cachedJson(async (req, audience) => {
      const params = parseParams(key === 'id' ? idParam : slugParam, req) as Record<string, string>;
      const author = await find(params[key]!, audience);
      const { page, limit } = parseQuery(z.object({ page: pageParam, limit: limitParam(PAGE_SIZES.authorArticles) }), req);
      return q.authorArticles(db, author._id, page, limit, audience);
    });
  const statsOf = (find: (key: string, audience: Audience) => Promise<Author>, key: 'id' | 'slug') =>
    cachedJson(async (req, audience) => {
      const params = parseParams(key === 'id' ? idParam : slugParam, req) as Record<string, string>;
      return q.authorStats(db, (await find(params[key]!, audience))._id, audience);
    });

  r.get('/', cachedJson(async (req, audience) => q.listAuthors(db, parseQuery(listQuery, req), audience)));
  r.get(
    '/top',
    cachedJson(async (req, audience) => ({
      authors: await q.topAuthors(db, parseQuery(z.object({ limit: limitParam(PAGE_SIZES.topAuthors) }), req).limit, audience),
    })),
  );
  r.get('/specialties', cachedJson(async (_req, audience) => ({ specialties: await q.specialties(db, audience) })));
  r.get(
    '/search',
    cachedJson(async (req, audience) => {
      const query = parseQuery(
        z.object({ q: singleString.min(1, 'q is required').max(200), limit: limitParam(PAGE_SIZES.default) }),
        req,
      );
      return { authors: await q.searchAuthors(db, query.q, query.limit, audience) };
    }),
  );

  r.get('/slug/:slug', cachedJson(async (req, audience) => bySlug(parseParams(slugParam, req).slug, audience)));
  r.get('/slug/:slug/articles', articlesOf(bySlug, 'slug'));
  r.get('/slug/:slug/stats', statsOf(bySlug, 'slug'));
  r.get('/:id', cachedJson(async (req, audience) => byId(parseParams(idParam, req).id, audience)));
  r.get('/:id/articles', articlesOf(byId, 'id'));
  r.get('/:id/stats', statsOf(byId, 'id'));

  r.post('/', adminGuard, async (req, res) => {
    res.status(201).json(await authors.create(parseBody(createSchema, req)));
  });

  r.put('/:id', adminGuard, async (req, res) => {
    const { id } = parseParams(idParam, req);
    res.json(await authors.update(id, parseBody(updateSchema, req)));
  });

  r.delete('/:id', adminGuard, async (req, res) => {
    const { id } = parseParams(idParam, req);
    await authors.deactivate(id);
    res.json({ success: true, _id: id, active: false });
  });

  return r;
}
