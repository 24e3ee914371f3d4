/**
 * The editorial desk's calls (base /api/admin/desk, common/api/desk.ts). Unlike apiFetch, a refusal
 * keeps its body: staff read the server's Catalan message, and a 409 stale_revision carries the
 * other's version of the article.
 */
import type { deskApi, StaleRevisionBody } from '../../common/api/desk.js';
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
}

/** A staff call anywhere under /api (the desk's, the authors' writes): a refusal is a DeskError with the server's message. */
export async function staffFetch<T>(path: string, options: StaffRequest = {}): Promise<T> {
  const response = await fetch(apiUrl(path, options.query), {
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

const deskFetch = <T>(path: string, options: StaffRequest = {}) => staffFetch<T>(`/admin/desk${path}`, options);

export const deskKeys = {
  nextNumber: ['admin', 'desk', 'next-number'] as const,
  edition: (number: number) => ['admin', 'desk', 'edition', number] as const,
  article: (id: string) => ['admin', 'desk', 'article', id] as const,
  media: ['admin', 'desk', 'media'] as const,
  authors: (search: string) => ['admin', 'desk', 'authors', search] as const,
};

export const fetchNextNumber = (signal?: AbortSignal) => deskFetch<Answer<'nextNumber'>>('/editions/next-number', { signal });
export const fetchDeskEdition = (number: number, signal?: AbortSignal) => deskFetch<Answer<'edition'>>(`/editions/${number}`, { signal });
export const createEdition = (body: Body<'createEdition'>) => deskFetch<Answer<'createEdition'>>('/editions', { method: 'POST', body });
export const updateEdition = (number: number, body: Body<'updateEdition'>) => deskFetch<Answer<'updateEdition'>>(`/editions/${number}`, { method: 'PUT', body });

export const fetchDeskArticle = (id: string, signal?: AbortSignal) => deskFetch<Answer<'article'>>(`/articles/${encodeURIComponent(id)}`, { signal });
export const createArticle = (number: number, body: Body<'createArticle'>) => deskFetch<Answer<'createArticle'>>(`/editions/${number}/articles`, { method: 'POST', body });
export const saveArticle = (id: string, body: Body<'saveArticle'>) => deskFetch<Answer<'saveArticle'>>(`/articles/${encodeURIComponent(id)}`, { method: 'PUT', body });

export const deleteArticle = (id: string) => deskFetch<Answer<'deleteArticle'>>(`/articles/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** The edition as a package (.zip), saved under the server's name. */
export const editionPackagePath = (number: number) => `/admin/desk/editions/${number}/package`;

/** The address a title (or a typed address, which comes back as it is) makes, and whether it is free in its section. */
export const fetchSlug = (section: SectionKey, title: string, article: string | null, signal?: AbortSignal) =>
  deskFetch<Answer<'slug'>>('/slug', { query: { section, title, article }, signal });

export const fetchMediaLibrary = (signal?: AbortSignal) => deskFetch<Answer<'mediaList'>>('/media', { signal });
