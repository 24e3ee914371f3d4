/**
 * The one fetch client of the renderer (spec §7): JSON content type, and any non-OK status
 * raises 'HTTP error! status: {code}'. Pages map failures to the spec's Catalan messages.
 */
import { READER_HEADER, READER_VALUE } from '../../common/audience.js';

export class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP error! status: ${status}`);
  }
}

/** Headers every call carries; the kiosk adds the reader marker (common/audience.ts). */
const commonHeaders: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };

/**
 * Marks every later call as a reader's: the kiosk calls this once at start, so the server answers
 * it as a reader whatever session cookie the browser holds.
 */
export function callAsReader(): void {
  commonHeaders[READER_HEADER] = READER_VALUE;
}

type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[];

/** Builds `/api{path}?…`, skipping empty values and repeating array values (`authors=a&authors=b`). */
export function apiUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const qs = params.toString();
  return `/api${path}${qs ? `?${qs}` : ''}`;
}

/**
 * Set by the server render (entry-server.tsx) only: reads answered in-process by the server, with
 * no HTTP round trip. The browser never sets it.
 */
let inProcessReads: ((address: string) => Promise<unknown>) | null = null;

export function answerReadsInProcess(reader: (address: string) => Promise<unknown>): void {
  inProcessReads = reader;
}

export async function apiFetch<T>(
  path: string,
  options: { query?: Record<string, QueryValue>; method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  if (inProcessReads && (options.method ?? 'GET') === 'GET') return (await inProcessReads(apiUrl(path, options.query))) as T;
  const response = await fetch(apiUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers: commonHeaders,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    credentials: 'same-origin',
  });
  if (!response.ok) throw new HttpStatusError(response.status);
  return (await response.json()) as T;
}
