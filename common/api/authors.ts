/** Authors calls (base /api/authors, spec §7): public reads by id and by slug, admin writes. */
import { z } from 'zod';
import { PAGE_SIZES } from '../constants.js';
import { author } from './entities.js';
import { paginationSchema } from './pagination.js';
import { httpUrl, limitParam, pageParam, sectionKey, singleString } from './params.js';
import { route } from './route.js';

export const AUTHOR_SORTS = ['name', 'articles', 'recent'] as const;

export const authorList = z.strictObject({ authors: z.array(author), pagination: paginationSchema }).meta({ id: 'AuthorList' });
const authorsOnly = z.strictObject({ authors: z.array(author) });

export const authorArticleItem = z
  .strictObject({
    _id: z.string(),
    section: sectionKey,
    url: z.string(),
    title: z.string(),
    summary: z.string().optional(),
    imageCard: z.string().optional(),
    year: z.number().int(),
    issueNumber: z.number().int(),
  })
  .meta({ id: 'AuthorArticleItem' });
export const authorArticles = z.strictObject({ articles: z.array(authorArticleItem), pagination: paginationSchema });

const counted = <K extends z.ZodType>(key: K) => z.array(z.strictObject({ _id: key, count: z.number().int() }));
export const authorStats = z
  .strictObject({
    totalArticles: z.number().int(),
    firstPublication: z.number().int().nullable().meta({ description: 'Year of the first article.' }),
    lastPublication: z.number().int().nullable().meta({ description: 'Year of the last article.' }),
    sectionStats: counted(z.string()).meta({ description: 'Articles per section (_id is the section).' }),
    yearStats: counted(z.number().int()).meta({ description: 'Articles per year (_id is the year).' }),
  })
  .meta({ id: 'AuthorStats' });

export const specialty = z.strictObject({ name: z.string(), count: z.number().int() });

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
  education: z.array(z.object({ degree: text(300).min(1), institution: text(300).min(1), year: year.optional() }).strict()).max(30),
  awards: z.array(z.object({ name: text(300).min(1), year: year.optional() }).strict()).max(50),
  contact: z.object({ website: httpUrl().optional(), twitter: text(100).optional(), linkedin: httpUrl().optional() }).strict(),
};

const idParams = z.object({ id: z.string().min(1).max(64) });
const slugParams = z.object({ slug: z.string().min(1).max(200) });
const articlesQuery = z.object({ page: pageParam, limit: limitParam(PAGE_SIZES.authorArticles) });

export const authorsApi = {
  list: route({
    method: 'get',
    path: '/authors',
    summary: 'The authors directory',
    query: z.object({
      page: pageParam,
      limit: limitParam(PAGE_SIZES.default),
      sort: z.enum(AUTHOR_SORTS, { message: 'sort must be name, articles or recent' }).default('name'),
      specialty: singleString.max(100).optional(),
      search: singleString.max(200).optional(),
    }),
    responses: { 200: authorList },
  }),
  top: route({ method: 'get', path: '/authors/top', summary: 'The authors with most articles', query: z.object({ limit: limitParam(PAGE_SIZES.topAuthors) }), responses: { 200: authorsOnly } }),
  specialties: route({
    method: 'get',
    path: '/authors/specialties',
    summary: "Authors' specialties with their counts",
    responses: { 200: z.strictObject({ specialties: z.array(specialty) }) },
  }),
  search: route({
    method: 'get',
    path: '/authors/search',
    summary: 'Authors whose name, profession or specialties match',
    query: z.object({ q: singleString.min(1, 'q is required').max(200), limit: limitParam(PAGE_SIZES.default) }),
    responses: { 200: authorsOnly },
  }),
  bySlug: route({ method: 'get', path: '/authors/slug/{slug}', summary: 'An author by slug', params: slugParams, responses: { 200: author } }),
  articlesBySlug: route({
    method: 'get',
    path: '/authors/slug/{slug}/articles',
    summary: "An author's articles, by slug",
    params: slugParams,
    query: articlesQuery,
    responses: { 200: authorArticles },
  }),
  statsBySlug: route({ method: 'get', path: '/authors/slug/{slug}/stats', summary: "An author's figures, by slug", params: slugParams, responses: { 200: authorStats } }),
  byId: route({ method: 'get', path: '/authors/{id}', summary: 'An author by id', params: idParams, responses: { 200: author } }),
  articlesById: route({ method: 'get', path: '/authors/{id}/articles', summary: "An author's articles, by id", params: idParams, query: articlesQuery, responses: { 200: authorArticles } }),
  statsById: route({ method: 'get', path: '/authors/{id}/stats', summary: "An author's figures, by id", params: idParams, responses: { 200: authorStats } }),
  create: route({
    method: 'post',
    path: '/authors',
    summary: 'Creates an author',
    admin: true,
    body: z
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
      .strict(),
    responses: { 201: author },
  }),
  update: route({
    method: 'put',
    path: '/authors/{id}',
    summary: 'Changes an author (absent fields stay, null clears photo, profession or location)',
    admin: true,
    params: idParams,
    body: z
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
      .strict(),
    responses: { 200: author },
  }),
  deactivate: route({
    method: 'delete',
    path: '/authors/{id}',
    summary: 'Deactivates an author (a soft delete)',
    admin: true,
    params: idParams,
    responses: { 200: z.strictObject({ success: z.literal(true), _id: z.string(), active: z.literal(false) }) },
  }),
} as const;

export type AuthorSort = (typeof AUTHOR_SORTS)[number];
export type Specialty = z.infer<typeof specialty>;
