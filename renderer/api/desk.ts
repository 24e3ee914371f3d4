/**
 * The editorial desk's calls (base /api/admin/desk, common/api/desk.ts). Unlike apiFetch, a refusal
 * keeps its body: staff read the server's Catalan message, and a 409 stale_revision carries the
 * other's version of the article.
 */
import type { deskApi, MediaItem, StaleRevisionBody } from '../../common/api/desk.js';
import type { BodyOf, ResponseOf } from '../../common/api/route.js';
import type { SectionKey } from '../../common/sections.js';
import { apiUrl } from './client.js';

type Answer<K extends keyof typeof deskApi> = ResponseOf<(typeof deskApi)[K]>;
type Body<K extends keyof typeof deskApi> = BodyOf<(typeof deskApi)[K]>;

export class DeskError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

export const isStaleRevision = (error: unknown): error is DeskError & { body: StaleRevisionBody } =>
  error instanceof DeskError && error.code === 'stale_revision';

interface StaffRequest {
  method?: string;
  body?: unknown;
  query?: Parameters<typeof apiUrl>[1];
  signal?: AbortSignal;
  /** Outlives the page: a save sent as the window closes or is hidden still arrives. */
  keepalive?: boolean;
}

/** A staff call anywhere under /api (the desk's, the authors' writes): a refusal is a DeskError with the server's message. */
export async function staffFetch<T>(path: string, options: StaffRequest = {}): Promise<T> {
  const response = await fetch(apiUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    credentials: 'same-origin',
    ...(options.keepalive ? { keepalive: true } : {}),
  });
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const error = (body as { error?: { code?: string; message?: string } } | null)?.error;
    throw new DeskError(response.status, error?.code ?? 'http_error', error?.message ?? `El servidor ha respost amb l’error ${response.status}.`, body);
  }
  return body as T;
}

const deskFetch = <T>(path: string, options: StaffRequest = {}) => staffFetch<T>(`/admin/desk${path}`, options);

export const deskKeys = {
  nextNumber: ['admin', 'desk', 'next-number'] as const,
  edition: (number: number) => ['admin', 'desk', 'edition', number] as const,
  article: (id: string) => ['admin', 'desk', 'article', id] as const,
  revisions: (id: string) => ['admin', 'desk', 'article', id, 'revisions'] as const,
  revision: (id: string, revision: number) => ['admin', 'desk', 'article', id, 'revisions', revision] as const,
  corrections: ['admin', 'desk', 'corrections'] as const,
  media: ['admin', 'desk', 'media'] as const,
  authors: (search: string) => ['admin', 'desk', 'authors', search] as const,
};

export const fetchNextNumber = (signal?: AbortSignal) => deskFetch<Answer<'nextNumber'>>('/editions/next-number', { signal });
export const fetchDeskEdition = (number: number, signal?: AbortSignal) => deskFetch<Answer<'edition'>>(`/editions/${number}`, { signal });
export const createEdition = (body: Body<'createEdition'>) => deskFetch<Answer<'createEdition'>>('/editions', { method: 'POST', body });
export const updateEdition = (number: number, body: Body<'updateEdition'>) => deskFetch<Answer<'updateEdition'>>(`/editions/${number}`, { method: 'PUT', body });

export const fetchDeskArticle = (id: string, signal?: AbortSignal) => deskFetch<Answer<'article'>>(`/articles/${encodeURIComponent(id)}`, { signal });
export const createArticle = (number: number, body: Body<'createArticle'>) => deskFetch<Answer<'createArticle'>>(`/editions/${number}/articles`, { method: 'POST', body });
export const saveArticle = (id: string, body: Body<'saveArticle'>, keepalive = false) =>
  deskFetch<Answer<'saveArticle'>>(`/articles/${encodeURIComponent(id)}`, { method: 'PUT', body, keepalive });

/** What saving will keep of some HTML, and whether anything is taken out (the author form's preview). */
export const sanitizePreview = (body: Body<'sanitize'>, signal?: AbortSignal) => deskFetch<Answer<'sanitize'>>('/sanitize', { method: 'POST', body, signal });

export const deleteArticle = (id: string) => deskFetch<Answer<'deleteArticle'>>(`/articles/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** The edition as a package (.zip), saved under the server's name. */
export const editionPackagePath = (number: number) => `/admin/desk/editions/${number}/package`;

/** The address a title (or a typed address, which comes back as it is) makes, and whether it is free in its section. */
export const fetchSlug = (section: SectionKey, title: string, article: string | null, signal?: AbortSignal) =>
  deskFetch<Answer<'slug'>>('/slug', { method: 'POST', body: { section, title, article: article ?? undefined }, signal });

export const fetchMediaLibrary = (signal?: AbortSignal) => deskFetch<Answer<'mediaList'>>('/media', { signal });
export const setMediaAlt = (name: string, alt: string) => deskFetch<Answer<'mediaAlt'>>(`/media/${encodeURIComponent(name)}`, { method: 'PATCH', body: { alt } });
export const deleteMedia = (name: string) => deskFetch<Answer<'mediaDelete'>>(`/media/${encodeURIComponent(name)}`, { method: 'DELETE' });

/** How far an upload has gone, 0 to 1. */
type OnProgress = (fraction: number) => void;

/**
 * Sends a file as the request body through XMLHttpRequest, the one browser call that reports
 * upload progress; a refusal comes back as a DeskError with the server's Catalan message.
 */
function sendFile(method: 'POST' | 'PUT', url: string, file: Blob, onProgress: OnProgress, signal?: AbortSignal): Promise<MediaItem> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        // A body that is not JSON (a proxy's page): the status speaks for it.
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as MediaItem);
        return;
      }
      const error = (body as { error?: { code?: string; message?: string } } | null)?.error;
      reject(new DeskError(xhr.status, error?.code ?? 'http_error', error?.message ?? `El servidor ha respost amb l’error ${xhr.status}.`, body));
    });
    xhr.addEventListener('error', () => reject(new DeskError(0, 'network_error', 'No s’ha pogut enviar el fitxer: el servidor no respon. Torna-ho a provar.', null)));
    xhr.addEventListener('abort', () => reject(new DeskError(0, 'aborted', 'Pujada cancel·lada.', null)));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** Uploads a new file to the library (alt text required for images; the server names it). */
export const uploadMedia = (file: File, alt: string | undefined, onProgress: OnProgress, signal?: AbortSignal) =>
  sendFile('POST', apiUrl('/admin/desk/media', { name: file.name, alt }), file, onProgress, signal);

/** Replaces a library file's bytes under its name (same format). */
export const replaceMedia = (name: string, file: File, onProgress: OnProgress, signal?: AbortSignal) =>
  sendFile('PUT', apiUrl(`/admin/desk/media/${encodeURIComponent(name)}`), file, onProgress, signal);

/** An article's history, newest first; one revision with its record; an old revision saved again. */
export const fetchRevisions = (id: string, signal?: AbortSignal) => deskFetch<Answer<'revisions'>>(`/articles/${encodeURIComponent(id)}/revisions`, { signal });
export const fetchRevision = (id: string, revision: number, signal?: AbortSignal) =>
  deskFetch<Answer<'revision'>>(`/articles/${encodeURIComponent(id)}/revisions/${revision}`, { signal });
export const restoreRevision = (id: string, revision: number, body: Body<'restoreRevision'>) =>
  deskFetch<Answer<'restoreRevision'>>(`/articles/${encodeURIComponent(id)}/revisions/${revision}/restore`, { method: 'POST', body });

/** 'Publica la correcció' and 'Descarta la correcció'; the workspace's list of pending ones. */
export const publishCorrection = (id: string) => deskFetch<Answer<'publishCorrection'>>(`/articles/${encodeURIComponent(id)}/correction/publish`, { method: 'POST', body: {} });
export const discardCorrection = (id: string) => deskFetch<Answer<'discardCorrection'>>(`/articles/${encodeURIComponent(id)}/correction`, { method: 'DELETE', body: {} });
export const fetchPendingCorrections = (signal?: AbortSignal) => deskFetch<Answer<'pendingCorrections'>>('/corrections', { signal });
