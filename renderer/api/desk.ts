/**
 * The editorial desk's calls (base /api/admin/desk, common/api/desk.ts). Unlike apiFetch, a refusal
 * keeps its body: staff read the server's Catalan message, and a 409 stale_revision carries the
 * other's version of the article.
 */
import type {
  CreateArticleRequest,
  CreateEditionRequest,
  DeskArticle,
  DeskEdition,
  MediaItem,
  SaveArticleRequest,
  StaleRevisionBody,
  UpdateEditionRequest,
} from '../../common/api/desk.js';
import type { SectionKey } from '../../common/sections.js';
import { apiUrl, type QueryValue } from './client.js';

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

async function deskFetch<T>(path: string, options: { method?: string; body?: unknown; query?: Record<string, QueryValue>; signal?: AbortSignal } = {}): Promise<T> {
  const response = await fetch(apiUrl(`/admin/desk${path}`, options.query), {
    method: options.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    credentials: 'same-origin',
  });
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const error = (body as { error?: { code?: string; message?: string } } | null)?.error;
    throw new DeskError(response.status, error?.code ?? 'http_error', error?.message ?? `El servidor ha respost amb l’error ${response.status}.`, body);
  }
  return body as T;
}

export const deskKeys = {
  nextNumber: ['admin', 'desk', 'next-number'] as const,
  edition: (number: number) => ['admin', 'desk', 'edition', number] as const,
  article: (id: string) => ['admin', 'desk', 'article', id] as const,
  media: ['admin', 'desk', 'media'] as const,
  authors: (search: string) => ['admin', 'desk', 'authors', search] as const,
};

export const fetchNextNumber = (signal?: AbortSignal) => deskFetch<{ number: number }>('/editions/next-number', { signal });
export const fetchDeskEdition = (number: number, signal?: AbortSignal) => deskFetch<DeskEdition>(`/editions/${number}`, { signal });
export const createEdition = (body: CreateEditionRequest) => deskFetch<DeskEdition>('/editions', { method: 'POST', body });
export const updateEdition = (number: number, body: UpdateEditionRequest) => deskFetch<DeskEdition>(`/editions/${number}`, { method: 'PUT', body });

export const fetchDeskArticle = (id: string, signal?: AbortSignal) => deskFetch<DeskArticle>(`/articles/${encodeURIComponent(id)}`, { signal });
export const createArticle = (number: number, body: CreateArticleRequest) => deskFetch<DeskArticle>(`/editions/${number}/articles`, { method: 'POST', body });
export const saveArticle = (id: string, body: SaveArticleRequest) => deskFetch<DeskArticle>(`/articles/${encodeURIComponent(id)}`, { method: 'PUT', body });

export const deleteArticle = (id: string) => deskFetch<{ id: string; deleted: true }>(`/articles/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** The edition as a package (.zip), saved under the server's name. */
export const editionPackagePath = (number: number) => `/admin/desk/editions/${number}/package`;

export interface SlugAnswer {
  url: string;
  available: boolean;
  message: string | null;
}
/** The address a title (or a typed address, which comes back as it is) makes, and whether it is free in its section. */
export const fetchSlug = (section: SectionKey, title: string, article: string | null, signal?: AbortSignal) =>
  deskFetch<SlugAnswer>('/slug', { query: { section, title, article }, signal });

export const fetchMediaLibrary = (signal?: AbortSignal) => deskFetch<{ media: MediaItem[] }>('/media', { signal });
