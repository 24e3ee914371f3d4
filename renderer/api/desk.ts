/**
 * The editorial desk's calls (common/api/desk.ts). A refusal is an ApiError that keeps the
 * server's Catalan message for staff, and a 409 stale_revision carries the other's version of the
 * article.
 */
import { API } from '../../common/api/addresses.js';
import type { BodyOf } from '../../common/api/route.js';
import type { deskApi, StaleRevisionBody } from '../../common/api/desk.js';
import type { SectionKey } from '../../common/sections.js';
import { saveDownload } from './admin.js';
import { ApiError } from './apiError.js';
import { call, callFile, callWithProgress, type CallContext, type OnProgress } from './client.js';

const desk = API.desk;

export const isStaleRevision = (error: unknown): error is ApiError & { body: StaleRevisionBody } =>
  error instanceof ApiError && error.code === 'stale_revision';

export const deskKeys = {
  nextNumber: ['admin', 'desk', 'next-number'] as const,
  edition: (number: number) => ['admin', 'desk', 'edition', number] as const,
  article: (id: string) => ['admin', 'desk', 'article', id] as const,
  revisions: (id: string) => ['admin', 'desk', 'article', id, 'revisions'] as const,
  revision: (id: string, revision: number) => ['admin', 'desk', 'article', id, 'revisions', revision] as const,
  corrections: ['admin', 'desk', 'corrections'] as const,
  review: ['admin', 'desk', 'review'] as const,
  reviewSteps: (id: string) => ['admin', 'desk', 'article', id, 'review'] as const,
  media: ['admin', 'desk', 'media'] as const,
  authors: (search: string) => ['admin', 'desk', 'authors', search] as const,
};

export const fetchNextNumber = (ctx?: CallContext) => call(desk.nextNumber, {}, ctx);
export const fetchDeskEdition = (number: number, ctx?: CallContext) => call(desk.edition, { params: { number } }, ctx);
export const createEdition = (body: BodyOf<typeof deskApi.createEdition>) => call(desk.createEdition, { body });
export const updateEdition = (number: number, body: BodyOf<typeof deskApi.updateEdition>) => call(desk.updateEdition, { params: { number }, body });

export const fetchDeskArticle = (id: string, ctx?: CallContext) => call(desk.article, { params: { id } }, ctx);
export const createArticle = (number: number, body: BodyOf<typeof deskApi.createArticle>) => call(desk.createArticle, { params: { number }, body });
export const saveArticle = (id: string, body: BodyOf<typeof deskApi.saveArticle>, keepalive = false) =>
  call(desk.saveArticle, { params: { id }, body }, { keepalive });

/** What saving will keep of some HTML, and whether anything is taken out (the author form's preview). */
export const sanitizePreview = (body: BodyOf<typeof deskApi.sanitize>, ctx?: CallContext) => call(desk.sanitize, { body }, ctx);

export const deleteArticle = (id: string) => call(desk.deleteArticle, { params: { id } });

/** Saves the edition as a package (.zip), under the server's name. */
export const downloadEditionPackage = (number: number) => saveDownload(callFile(desk.editionPackage, { params: { number } }), `edicio-${number}.zip`);

/** The address a title (or a typed address, which comes back as it is) makes, and whether it is free in its section. */
export const fetchSlug = (section: SectionKey, title: string, article: string | null, ctx?: CallContext) =>
  call(desk.slug, { body: { section, title, article: article ?? undefined } }, ctx);

export const fetchMediaLibrary = (ctx?: CallContext) => call(desk.mediaList, {}, ctx);
export const setMediaAlt = (name: string, alt: string) => call(desk.mediaAlt, { params: { name }, body: { alt } });
export const deleteMedia = (name: string) => call(desk.mediaDelete, { params: { name } });

/** Uploads a new file to the library (alt text required for images; the server names it). */
export const uploadMedia = (file: File, alt: string | undefined, onProgress: OnProgress, signal?: AbortSignal) =>
  callWithProgress(desk.mediaUpload, { query: { name: file.name, alt }, file }, onProgress, signal);

/** Replaces a library file's bytes under its name (same format). */
export const replaceMedia = (name: string, file: File, onProgress: OnProgress, signal?: AbortSignal) =>
  callWithProgress(desk.mediaReplace, { params: { name }, file }, onProgress, signal);

/** An article's history, newest first; one revision with its record; an old revision saved again. */
export const fetchRevisions = (id: string, ctx?: CallContext) => call(desk.revisions, { params: { id } }, ctx);
export const fetchRevision = (id: string, revision: number, ctx?: CallContext) => call(desk.revision, { params: { id, revision } }, ctx);
export const restoreRevision = (id: string, revision: number, body: BodyOf<typeof deskApi.restoreRevision>) =>
  call(desk.restoreRevision, { params: { id, revision }, body });

/** 'Publica la correcció' and 'Descarta la correcció'; the workspace's list of pending ones. */
export const publishCorrection = (id: string) => call(desk.publishCorrection, { params: { id }, body: {} });
export const discardCorrection = (id: string) => call(desk.discardCorrection, { params: { id }, body: {} });
export const fetchPendingCorrections = (ctx?: CallContext) => call(desk.pendingCorrections, {}, ctx);

/** Review (issue 28): the queue and one's own texts; an article's steps with their notes; the three steps. */
export const fetchReviewQueue = (ctx?: CallContext) => call(desk.reviewQueue, {}, ctx);
export const fetchReviewSteps = (id: string, ctx?: CallContext) => call(desk.reviewSteps, { params: { id } }, ctx);
export const handIn = (id: string) => call(desk.handIn, { params: { id }, body: {} });
export const acceptArticle = (id: string) => call(desk.accept, { params: { id }, body: {} });
export const returnWithNote = (id: string, note: string) => call(desk.returnWithNote, { params: { id }, body: { note } });
