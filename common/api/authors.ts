/** Authors calls (base /api/authors, spec §7): public reads by id and by slug, admin writes. */
import { z } from 'zod';
import { PAGE_SIZES } from '../constants.js';
import { author, authorSummary } from './entities.js';
import { paginationSchema } from './pagination.js';
import { limitParam, pageParam, sectionKey, singleString } from './params.js';
import { route } from './route.js';
import { isoTime } from './wireDates.js';

export const AUTHOR_SORTS = ['name', 'articles', 'recent'] as const;

export const authorList = z.strictObject({ authors: z.array(authorSummary), pagination: paginationSchema }).meta({ id: 'AuthorList' });
/** The public lists carry summaries; the desk's list (staffList) carries whole authors, for the author form. */
const summariesOnly = z.strictObject({ authors: z.array(authorSummary) });
/** The desk's author: also the draft edition she waits for, while readers do not see her because of it. */
export const deskAuthor = author
  .extend({
    waitsForEdition: z
      .number()
      .int()
      .optional()
      .meta({ description: 'The draft (or withdrawn) edition that brought her: readers see her once it is published.' }),
  })
  .meta({ id: 'DeskAuthor' });
const authorsOnly = z.strictObject({ authors: z.array(deskAuthor) });
/** The desk's answer to a save: the author and when the server recorded the change. */
export const savedAuthor = author
  .extend({ updatedAt: isoTime().meta({ description: 'When the server recorded the author’s latest change (ISO 8601, UTC).' }) })
  .meta({ id: 'SavedAuthor', description: 'An author as saved at the desk, with the time the server recorded it.' });
const activeState = <A extends boolean>(active: A) => z.strictObject({ success: z.literal(true), _id: z.string(), active: z.literal(active) });

export const authorArticleItem = z
  .strictObject({
    _id: z.string(),
    section: sectionKey,
    url: z.string(),
    title: z.string(),
    summary: z.string().optional(),
    imageCard: z.string().optional(),
    imageCardAlt: z.string().optional().meta({ description: 'The card image’s alt text in the media library (filled on read).' }),
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

// Staff read these messages at the desk (the author form checks with these same schemas as they type).
const text = (max: number) => z.string().trim().max(max, `com a màxim ${max} caràcters`);
const year = z.number({ error: 'l’any ha de ser un nombre, per exemple 2009' }).int('l’any ha de ser un nombre enter').min(1900, 'l’any ha de ser del 1900 ençà').max(2999, 'l’any no és vàlid');
const address = text(500).regex(/^https?:\/\/[^\s"'<>]+$/i, 'ha de ser una adreça http(s), per exemple https://…');
const filled = (max: number, what: string) => text(max).min(1, `cal ${what}`);

/** The longest author's name: the desk's form counts against it and says when a name passes it. */
export const AUTHOR_NAME_MAX_CHARS = 200;

// Field rules shared by create (where lists default to empty) and update (where absent means unchanged).
const fields = {
  name: filled(AUTHOR_NAME_MAX_CHARS, 'el nom'),
  slug: text(200).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'l’adreça ha de ser paraules en minúscules unides per guions'),
  photo: text(255).regex(/^[\w.-]+$/, 'la foto ha de ser el nom d’un fitxer de la mediateca'),
  profession: text(200),
  location: text(200),
  bio: z.object({ short: text(2000).optional(), full: text(50_000).optional() }).strict(),
  specialties: z.array(filled(100, 'el nom de l’especialitat')).max(20, 'com a màxim 20 especialitats'),
  education: z
    .array(z.object({ degree: filled(300, 'el títol'), institution: filled(300, 'la institució'), year: year.optional() }).strict())
    .max(30, 'com a màxim 30 estudis'),
  awards: z.array(z.object({ name: filled(300, 'el nom del premi'), year: year.optional() }).strict()).max(50, 'com a màxim 50 premis'),
  contact: z
    .object({
      website: address.optional(),
      twitter: text(100).regex(/^@?\w{1,50}$/, 'ha de ser un nom d’usuari, per exemple @revistaestany').optional(),
      linkedin: address.optional(),
    })
    .strict(),
};

const idParams = z.object({ id: z.string().min(1).max(64) });
const slugParams = z.object({ slug: z.string().min(1).max(200) });
const articlesQuery = z.object({ page: pageParam, limit: limitParam(PAGE_SIZES.authorArticles) });

export const authorsApi = {
  list: route({
    method: 'get',
    path: '/authors', cache: 'public-json',
    summary: 'The authors directory',
    query: z.object({
      page: pageParam,
      limit: limitParam(PAGE_SIZES.default),
      sort: z.enum(AUTHOR_SORTS).default('name'),
      specialty: singleString.max(100).optional(),
      search: singleString.max(200).optional(),
    }),
    responses: { 200: authorList },
  }),
  top: route({ method: 'get', path: '/authors/top', cache: 'public-json', summary: 'The authors with most articles', query: z.object({ limit: limitParam(PAGE_SIZES.topAuthors) }), responses: { 200: summariesOnly } }),
  specialties: route({
    method: 'get',
    path: '/authors/specialties', cache: 'public-json',
    summary: "Authors' specialties with their counts",
    responses: { 200: z.strictObject({ specialties: z.array(specialty) }) },
  }),
  search: route({
    method: 'get',
    path: '/authors/search', cache: 'public-json',
    summary: 'Authors whose name, profession or specialties match',
    query: z.object({ q: singleString.min(1, 'cal escriure una part del nom').max(200), limit: limitParam(PAGE_SIZES.default) }),
    responses: { 200: summariesOnly },
  }),
  bySlug: route({ method: 'get', path: '/authors/slug/{slug}', cache: 'public-json', summary: 'An author by slug', params: slugParams, responses: { 200: author } }),
  articlesBySlug: route({
    method: 'get',
    path: '/authors/slug/{slug}/articles', cache: 'public-json',
    summary: "An author's articles, by slug",
    params: slugParams,
    query: articlesQuery,
    responses: { 200: authorArticles },
  }),
  statsBySlug: route({ method: 'get', path: '/authors/slug/{slug}/stats', cache: 'public-json', summary: "An author's figures, by slug", params: slugParams, responses: { 200: authorStats } }),
  byId: route({ method: 'get', path: '/authors/{id}', cache: 'public-json', summary: 'An author by id', params: idParams, responses: { 200: author } }),
  articlesById: route({ method: 'get', path: '/authors/{id}/articles', cache: 'public-json', summary: "An author's articles, by id", params: idParams, query: articlesQuery, responses: { 200: authorArticles } }),
  statsById: route({ method: 'get', path: '/authors/{id}/stats', cache: 'public-json', summary: "An author's figures, by id", params: idParams, responses: { 200: authorStats } }),
  create: route({
    method: 'post',
    path: '/authors', cache: 'unstated',
    summary: 'Creates an author',
    role: 'editor',
    record: { action: 'author.create', subject: 'author', id: 'answer._id', name: 'body.name' },
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
    responses: { 201: savedAuthor },
  }),
  update: route({
    method: 'put',
    path: '/authors/{id}', cache: 'unstated',
    summary: 'Changes an author (absent fields stay, null clears photo, profession or location)',
    role: 'editor',
    record: { action: 'author.update', subject: 'author', id: 'params.id', name: 'body.name' },
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
    responses: { 200: savedAuthor },
  }),
  deactivate: route({
    method: 'delete',
    path: '/authors/{id}', cache: 'unstated',
    summary: 'Deactivates an author (a soft delete): readers no longer see the profile; articles keep the credit',
    role: 'editor',
    record: { action: 'author.deactivate', subject: 'author', id: 'params.id' },
    params: idParams,
    responses: { 200: activeState(false) },
  }),
  reactivate: route({
    method: 'post',
    path: '/authors/{id}/reactivate', cache: 'unstated',
    summary: 'Reactivates a deactivated author: the profile shows to readers again',
    role: 'editor',
    record: { action: 'author.reactivate', subject: 'author', id: 'params.id' },
    params: idParams,
    responses: { 200: activeState(true) },
  }),
  staffList: route({
    method: 'get',
    path: '/authors/staff', cache: 'no-store',
    summary: 'Every author for the desk, deactivated ones too, by name; search by name, profession, location or specialty',
    role: 'contributor',
    query: z.object({ search: singleString.max(200).optional() }),
    responses: { 200: authorsOnly },
  }),
} as const;

/** The author form's body: what staff send to create an author (and, field for field, to change one). */
export const authorInput = authorsApi.create.body;
export type AuthorInput = z.input<typeof authorInput>;

export type SavedAuthor = z.infer<typeof savedAuthor>;
export type DeskAuthor = z.infer<typeof deskAuthor>;
export type AuthorSort = (typeof AUTHOR_SORTS)[number];
export type Specialty = z.infer<typeof specialty>;
