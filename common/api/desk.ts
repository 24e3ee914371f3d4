/**
 * The editorial desk's calls (issue 20): zod schemas of requests, types of responses. The server
 * validates with these schemas and the package format's JSON Schema is generated from them, so
 * what the documentation says is what the server checks. Messages are Catalan: staff read them.
 *
 * Every call is under /api/admin/desk and needs the admin session; `deskApi` describes them for the
 * contract (common/api/index.ts) and the OpenAPI document.
 */
import { z } from 'zod';
import { SECTION_KEYS } from '../sections.js';
import type { Article, BodyBlock } from '../types.js';
import { articleInput, createEditionRequest, mediaName, updateEditionRequest, type ArticleFields } from './deskInput.js';
import { article as articleEntity, editionStatus, issue as issueEntity } from './entities.js';
import { intParam } from './params.js';
import { articleReview, returnRequest, reviewQueue, reviewStepEntry } from './review.js';
import { apiError, route } from './route.js';
import { isoTime } from './wireDates.js';

// What staff write (deskInput.ts), described with the calls that take it.
export { articleInput, bodyBlock, createEditionRequest, updateEditionRequest } from './deskInput.js';
export type { ArticleFields, ArticleInput, CreateEditionRequest, UpdateEditionRequest } from './deskInput.js';

/** The fields a save takes from a whole record, without what the server derives (a restore, a correction carried to the public site). */
export function articleFieldsOf(article: Article): ArticleFields {
  return {
    section: article.section,
    title: article.title,
    url: article.url,
    authors: article.authors,
    data: article.data,
    text: article.text,
    ...(article.summary ? { summary: article.summary } : {}),
    ...(article.imageCard ? { imageCard: article.imageCard } : {}),
    ...(article.titlePdf ? { titlePdf: article.titlePdf } : {}),
    ...(article.featured !== undefined ? { featured: article.featured } : {}),
  };
}

/**
 * A revision's author is the signed-in person (issue 27): no request names it, and a `savedBy`
 * sent anyway is refused with any other unknown field.
 */
const createArticleRequest = articleInput;
export type CreateArticleRequest = z.input<typeof createArticleRequest>;

/** A save names the revision it was based on: a stale one is refused (409 stale_revision). */
const saveArticleRequest = articleInput.extend({ baseRevision: z.number().int().min(0) });
export type SaveArticleRequest = z.input<typeof saveArticleRequest>;

const restoreRevisionRequest = z.strictObject({ baseRevision: z.number().int().min(0) });
const discardCorrectionRequest = z.strictObject({});
/**
 * 'Publica la correcció'. `correctedAt` is for 'Publica al web' only: the public site's copy of a
 * correction keeps the date the staff copy published it on; staff at the desk leave it out (now).
 */
const publishCorrectionRequest = z.strictObject({
  correctedAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/, 'ha de ser una data i hora ISO')
    .meta({ format: 'date-time' })
    .optional(),
});

/** An article of a published edition with a correction readers do not see yet (the workspace lists them). */
export const pendingCorrection = z
  .strictObject({ id: z.string(), title: z.string(), section: z.enum(SECTION_KEYS), issueNumber: z.number().int(), updatedAt: isoTime() })
  .meta({ id: 'PendingCorrection' });
export type PendingCorrection = z.infer<typeof pendingCorrection>;

const mediaAltRequest = z.strictObject({ alt: z.string().trim().min(1, 'cal un text alternatiu').max(1000) });

const deskEditionState = z.strictObject({ number: z.number().int(), status: editionStatus });

/** What the desk shows of an article: the text being worked on (a pending correction when there is one). */
export const deskArticle = z
  .strictObject({
    article: articleEntity,
    revision: z.number().int().meta({ description: 'The latest revision (0: never saved at the desk).' }),
    savedAt: isoTime().nullable().meta({ description: 'When the server recorded the latest revision (ISO 8601, UTC); null before the first.' }),
    edition: deskEditionState,
    pendingCorrection: z.boolean().meta({ description: 'True when the article is published and this text is a correction readers do not see yet.' }),
    review: articleReview,
    createdBy: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'The person who wrote it at the desk (null for an import, a sync or the operator): who else may change it follows from it (common/staff/articleAccess.ts).' }),
  })
  .meta({ id: 'DeskArticle' });
export type DeskArticle = z.infer<typeof deskArticle>;

export const revisionSummary = z
  .strictObject({ revision: z.number().int(), savedBy: z.string().nullable(), savedAt: isoTime(), title: z.string() })
  .meta({ id: 'RevisionSummary' });
export type RevisionSummary = z.infer<typeof revisionSummary>;

export const revisionDetail = z.strictObject({ ...revisionSummary.shape, article: articleEntity }).meta({ id: 'RevisionDetail' });
export type RevisionDetail = z.infer<typeof revisionDetail>;

/** 409 of a save on a stale base: the other's current record, so nothing typed is lost. */
export const staleRevisionBody = z
  .strictObject({ error: z.strictObject({ code: z.literal('stale_revision'), message: z.string() }), current: deskArticle })
  .meta({ id: 'StaleRevision' });
export type StaleRevisionBody = z.infer<typeof staleRevisionBody>;

/** A save's 409: a stale base (with the current record), or an address another article of the section has (slug_taken). */
const staleOrTaken = z.union([staleRevisionBody, apiError]);

export const deskEdition = z.strictObject({ issue: issueEntity, articles: z.array(deskArticle) }).meta({ id: 'DeskEdition' });
export type DeskEdition = z.infer<typeof deskEdition>;

export const mediaKind = z.enum(['image', 'video']);
export type MediaKind = z.infer<typeof mediaKind>;

export const mediaUse = z.strictObject({
  kind: z.enum(['edition-cover', 'article', 'author-photo']),
  id: z.string().meta({ description: 'Edition number, article id or author id.' }),
  label: z.string(),
  published: z.boolean().meta({ description: 'Whether readers see the user (a published edition or article, an active published author).' }),
});
export type MediaUse = z.infer<typeof mediaUse>;

export const mediaItem = z
  .strictObject({
    name: z.string(),
    kind: mediaKind,
    contentType: z.string(),
    alt: z.string().nullable(),
    size: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    createdAt: isoTime(),
    replacedAt: isoTime().nullable(),
    url: z.string(),
    smallUrl: z.string().nullable().meta({ description: 'The 480 px version the site uses for thumbnails and cards on phones (images only).' }),
    usedBy: z.array(mediaUse),
  })
  .meta({ id: 'MediaItem' });
export type MediaItem = z.infer<typeof mediaItem>;

/** 409 of a delete: the file is in use, and by what. */
const mediaInUseBody = z.strictObject({ ...apiError.shape, usedBy: z.array(mediaUse) }).meta({ id: 'MediaInUse' });

const slugAnswer = z.strictObject({ url: z.string(), available: z.boolean(), message: z.string().nullable() });

const deskEditionParams = z.object({ number: intParam(0, 1_000_000) });
const deskArticleParams = z.object({ id: z.string().min(1).max(64) });
const deskRevisionParams = deskArticleParams.extend({ revision: intParam(1) });
// A title may be long and is mostly not ASCII: it travels in a body, not in a query a header limit would cut.
const slugRequest = z.strictObject({ section: z.enum(SECTION_KEYS), title: z.string().max(2000), article: z.string().max(64).optional() });
const mediaUploadQuery = z.object({ name: z.string().trim().min(1, 'cal el nom del fitxer').max(255), alt: z.string().trim().max(1000).optional() });
const mediaNameParams = z.object({ name: mediaName });

const MEDIA_TYPES = ['image/*', 'video/*'] as const;

export const deskApi = {
  nextNumber: route({
    method: 'get',
    path: '/admin/desk/editions/next-number', cache: 'no-store',
    summary: "The number 'Nova edició' proposes",
    role: 'editor',
    responses: { 200: z.strictObject({ number: z.number().int() }) },
  }),
  createEdition: route({
    method: 'post',
    path: '/admin/desk/editions', cache: 'no-store',
    summary: "'Nova edició': a new draft edition",
    role: 'editor',
    record: { action: 'edition.create', subject: 'edition', id: 'answer.issue.number' },
    body: createEditionRequest,
    responses: { 201: deskEdition },
  }),
  edition: route({
    method: 'get',
    path: '/admin/desk/editions/{number}', cache: 'no-store',
    summary: 'An edition with its articles as the desk shows them (drafts and published)',
    role: 'contributor',
    params: deskEditionParams,
    responses: { 200: deskEdition },
  }),
  updateEdition: route({
    method: 'put',
    path: '/admin/desk/editions/{number}', cache: 'no-store',
    summary: "Edits a draft edition: its fields and the order of its articles",
    role: 'editor',
    record: { action: 'edition.update', subject: 'edition', id: 'params.number' },
    params: deskEditionParams,
    body: updateEditionRequest,
    responses: { 200: deskEdition },
  }),
  editionPackage: route({
    method: 'get',
    path: '/admin/desk/editions/{number}/package', cache: 'file',
    summary: "'Exporta el paquet': the edition as an edition package (.zip)",
    role: 'editor',
    params: deskEditionParams,
    responses: { 200: { contentType: 'application/zip', description: 'The edition package.' } },
  }),
  createArticle: route({
    method: 'post',
    path: '/admin/desk/editions/{number}/articles', cache: 'no-store',
    summary: "'Nou article' in a draft edition (revision 1)",
    role: 'contributor',
    record: { action: 'article.create', subject: 'article', id: 'answer.article._id', name: 'body.title' },
    params: deskEditionParams,
    body: createArticleRequest,
    responses: { 201: deskArticle },
  }),
  sanitize: route({
    method: 'post',
    path: '/admin/desk/sanitize', cache: 'no-store',
    summary: 'What saving will keep of some HTML (a bio, a summary), and whether anything is taken out',
    role: 'contributor',
    record: 'none',
    body: z.strictObject({ html: z.string().max(100_000), kind: z.enum(['inline', 'rich']) }),
    responses: { 200: z.strictObject({ html: z.string(), removed: z.boolean() }) },
  }),
  slug: route({
    method: 'post',
    path: '/admin/desk/slug', cache: 'no-store',
    summary: 'The address a title makes (a typed address comes back as it is), and whether it is free in its section',
    description: 'Reads nothing but its body; the title is at most 2000 characters.',
    role: 'contributor',
    record: 'none',
    body: slugRequest,
    responses: { 200: slugAnswer },
  }),
  article: route({
    method: 'get',
    path: '/admin/desk/articles/{id}', cache: 'no-store',
    summary: 'An article as the desk shows it (a pending correction when there is one)',
    role: 'contributor',
    params: deskArticleParams,
    responses: { 200: deskArticle },
  }),
  saveArticle: route({
    method: 'put',
    path: '/admin/desk/articles/{id}', cache: 'no-store',
    summary: 'Saves an article on the revision it was based on (409 stale_revision with the current record)',
    role: 'contributor',
    record: { action: 'article.save', subject: 'article', id: 'params.id', name: 'body.title' },
    params: deskArticleParams,
    body: saveArticleRequest,
    responses: { 200: deskArticle, 409: staleOrTaken },
  }),
  deleteArticle: route({
    method: 'delete',
    path: '/admin/desk/articles/{id}', cache: 'no-store',
    summary: "'Esborra l'article': removes an article of a draft edition",
    role: 'contributor',
    record: { action: 'article.delete', subject: 'article', id: 'params.id' },
    params: deskArticleParams,
    responses: { 200: z.strictObject({ id: z.string(), deleted: z.literal(true) }) },
  }),
  revisions: route({
    method: 'get',
    path: '/admin/desk/articles/{id}/revisions', cache: 'no-store',
    summary: "An article's revisions, newest first",
    role: 'contributor',
    params: deskArticleParams,
    responses: { 200: z.strictObject({ revisions: z.array(revisionSummary) }) },
  }),
  revision: route({
    method: 'get',
    path: '/admin/desk/articles/{id}/revisions/{revision}', cache: 'no-store',
    summary: 'One revision of an article with its record',
    role: 'contributor',
    params: deskRevisionParams,
    responses: { 200: revisionDetail },
  }),
  restoreRevision: route({
    method: 'post',
    path: '/admin/desk/articles/{id}/revisions/{revision}/restore', cache: 'no-store',
    summary: 'Saves an old revision again, as a new revision',
    role: 'contributor',
    record: { action: 'article.restore', subject: 'article', id: 'params.id' },
    params: deskRevisionParams,
    body: restoreRevisionRequest,
    responses: { 200: deskArticle, 409: staleOrTaken },
  }),
  reviewQueue: route({
    method: 'get',
    path: '/admin/desk/review', cache: 'no-store',
    summary: "The review queue: texts handed in across editions, oldest first (an editor's), and the caller's own texts with their notes",
    role: 'contributor',
    responses: { 200: reviewQueue },
  }),
  reviewSteps: route({
    method: 'get',
    path: '/admin/desk/articles/{id}/review', cache: 'no-store',
    summary: "An article's review steps with their notes, oldest first (a contributor reads their own texts')",
    role: 'contributor',
    params: deskArticleParams,
    responses: { 200: z.strictObject({ steps: z.array(reviewStepEntry) }) },
  }),
  handIn: route({
    method: 'post',
    path: '/admin/desk/articles/{id}/review/hand-in', cache: 'no-store',
    summary: "'Lliura per revisar': a draft becomes Per revisar (its author, or an editor); a contributor no longer edits it",
    role: 'contributor',
    record: { action: 'article.handIn', subject: 'article', id: 'params.id' },
    params: deskArticleParams,
    body: z.strictObject({}),
    responses: { 200: deskArticle },
  }),
  accept: route({
    method: 'post',
    path: '/admin/desk/articles/{id}/review/accept', cache: 'no-store',
    summary: "'Accepta': a text Per revisar becomes Acceptat",
    role: 'editor',
    record: { action: 'article.accept', subject: 'article', id: 'params.id' },
    params: deskArticleParams,
    body: z.strictObject({}),
    responses: { 200: deskArticle },
  }),
  returnWithNote: route({
    method: 'post',
    path: '/admin/desk/articles/{id}/review/return', cache: 'no-store',
    summary: "'Retorna amb una nota': a text Per revisar goes back to its author as Esborrany, with the editor's note",
    role: 'editor',
    record: { action: 'article.return', subject: 'article', id: 'params.id' },
    params: deskArticleParams,
    body: returnRequest,
    responses: { 200: deskArticle },
  }),
  pendingCorrections: route({
    method: 'get',
    path: '/admin/desk/corrections', cache: 'no-store',
    summary: 'Articles with a pending correction, the latest edited first',
    role: 'editor',
    responses: { 200: z.strictObject({ corrections: z.array(pendingCorrection) }) },
  }),
  publishCorrection: route({
    method: 'post',
    path: '/admin/desk/articles/{id}/correction/publish', cache: 'no-store',
    summary: "'Publica la correcció': readers see the corrected text",
    role: 'editor',
    record: { action: 'correction.publish', subject: 'article', id: 'params.id' },
    params: deskArticleParams,
    body: publishCorrectionRequest,
    responses: { 200: deskArticle },
  }),
  discardCorrection: route({
    method: 'delete',
    path: '/admin/desk/articles/{id}/correction', cache: 'no-store',
    summary: 'Drops the pending correction of a published article',
    role: 'editor',
    record: { action: 'correction.discard', subject: 'article', id: 'params.id' },
    params: deskArticleParams,
    body: discardCorrectionRequest,
    responses: { 200: deskArticle },
  }),
  mediaList: route({
    method: 'get',
    path: '/admin/desk/media', cache: 'no-store',
    summary: 'The media library, with where each file is used',
    role: 'contributor',
    responses: { 200: z.strictObject({ media: z.array(mediaItem) }) },
  }),
  mediaUpload: route({
    method: 'post',
    path: '/admin/desk/media', cache: 'no-store',
    summary: 'Adds a file to the library (the raw body; what it is comes from its bytes; 413 past its kind\'s limit)',
    role: 'contributor',
    record: { action: 'media.upload', subject: 'media', id: 'answer.name' },
    query: mediaUploadQuery,
    bodyFile: { contentType: MEDIA_TYPES, description: 'The image or video.' },
    responses: { 201: mediaItem },
  }),
  mediaItem: route({
    method: 'get',
    path: '/admin/desk/media/{name}', cache: 'no-store',
    summary: 'One file of the library',
    role: 'contributor',
    params: mediaNameParams,
    responses: { 200: mediaItem },
  }),
  mediaReplace: route({
    method: 'put',
    path: '/admin/desk/media/{name}', cache: 'no-store',
    summary: "Replaces a file's bytes (same kind)",
    role: 'editor',
    record: { action: 'media.replace', subject: 'media', id: 'params.name' },
    params: mediaNameParams,
    bodyFile: { contentType: MEDIA_TYPES, description: 'The image or video.' },
    responses: { 200: mediaItem },
  }),
  // A file's alt text and its deletion are an editor's: readers see a new alt text at once, in
  // published articles too, and a file may be another person's (docs/decisions/0019-newsroom-people-and-roles.md).
  mediaAlt: route({
    method: 'patch',
    path: '/admin/desk/media/{name}', cache: 'no-store',
    summary: "Sets a file's alternative text",
    role: 'editor',
    record: { action: 'media.alt', subject: 'media', id: 'params.name' },
    params: mediaNameParams,
    body: mediaAltRequest,
    responses: { 200: mediaItem },
  }),
  mediaDelete: route({
    method: 'delete',
    path: '/admin/desk/media/{name}', cache: 'no-store',
    summary: 'Deletes a file nothing uses (409 media_in_use with what uses it)',
    role: 'editor',
    record: { action: 'media.delete', subject: 'media', id: 'params.name' },
    params: mediaNameParams,
    responses: { 200: z.strictObject({ name: z.string(), deleted: z.literal(true) }), 409: mediaInUseBody },
  }),
} as const;


export type { BodyBlock };
