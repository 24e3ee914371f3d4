/** Authors API (base /api/authors): public reads by id and by slug, admin writes. */
import { randomBytes } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { slugify } from '../../common/authors.js';
import { PAGE_SIZES } from '../../common/constants.js';
import type { Author } from '../../common/types.js';
import type { Db } from '../db/connection.js';
import { writeAuthor } from '../content/store.js';
import { contentChanged } from '../content/events.js';
import type { Audience } from '../content/queries.js';
import { cachedJson } from '../http/cache.js';
import { HttpError, notFound } from '../http/errors.js';
import { httpUrl, limitParam, pageParam, parseBody, parseParams, parseQuery, singleString } from '../http/validate.js';
import * as q from './queries.js';

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
    const input = parseBody(createSchema, req);
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
    res.status(201).json(await byId(author._id, 'preview'));
  });

  r.put('/:id', adminGuard, async (req, res) => {
    const { id } = parseParams(idParam, req);
    const input = parseBody(updateSchema, req);
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
    res.json(await byId(id, 'preview'));
  });

  r.delete('/:id', adminGuard, async (req, res) => {
    const { id } = parseParams(idParam, req);
    if (!(await q.deactivateAuthor(db, id))) throw notFound(`No active author with id '${id}'.`, 'author_not_found');
    contentChanged();
    res.json({ success: true, _id: id, active: false });
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
