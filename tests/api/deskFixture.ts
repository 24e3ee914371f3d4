/** Helpers of the desk's API tests: admin calls, a draft edition, article bodies, real images. */
import sharp from 'sharp';
import { expect } from 'vitest';
import type { ArticleInput, DeskArticle, DeskEdition } from '../../common/api/desk.js';
import { TEST_ADMIN_TOKEN, type TestServer } from './harness.js';

export const ADMIN = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

export interface Answer<T> {
  status: number;
  body: T;
}

/** A JSON call to /api/admin/desk with the admin token. */
export async function desk<T>(server: TestServer, method: string, path: string, body?: unknown): Promise<Answer<T>> {
  const res = await server.send(method, `/api/admin/desk${path}`, body, { admin: true });
  return { status: res.status, body: (await res.json()) as T };
}

export async function deskOk<T>(server: TestServer, method: string, path: string, body?: unknown, status = 200): Promise<T> {
  const answer = await desk<T>(server, method, path, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(status);
  return answer.body;
}

export interface ErrorAnswer {
  error: { code: string; message: string };
}

export async function newEdition(server: TestServer, title: string): Promise<DeskEdition> {
  const { number } = await deskOk<{ number: number }>(server, 'GET', '/editions/next-number');
  return deskOk<DeskEdition>(server, 'POST', '/editions', { number, title, description: 'Una edició de prova', publicationDate: '2031-03-01' }, 201);
}

export const articleFields = (title: string, extra: Partial<ArticleInput> = {}): ArticleInput => ({
  section: 'articles',
  title,
  authors: ['Marta Provatura'],
  data: '1/3/2031',
  summary: 'Un resum',
  text: [{ type: 'paragraph', content: `Text de <em>${title}</em>.` }],
  ...extra,
});

export const newArticle = (server: TestServer, edition: number, fields: ArticleInput): Promise<DeskArticle> =>
  deskOk<DeskArticle>(server, 'POST', `/editions/${edition}/articles`, fields, 201);

/** Saves an article's desk record with changes, on the revision it shows. */
export function saveBody(current: DeskArticle, changes: Partial<ArticleInput>): Record<string, unknown> {
  const { _id: _ignoredId, issueNumber: _n, author: _a, status: _s, correctedAt: _c, ...fields } = current.article;
  return { ...fields, ...changes, baseRevision: current.revision };
}

/** A real image of the given size (sharp), in the given format. */
export function testImage(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg', seed = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: (seed * 37) % 256, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();
}

export function uploadMedia(server: TestServer, bytes: Uint8Array, query: string, type = 'image/jpeg', method = 'POST', path = ''): Promise<Response> {
  return server.get(`/api/admin/desk/media${path}${query}`, { method, headers: { ...ADMIN, 'Content-Type': type }, body: Buffer.from(bytes) });
}

/** A publish's body that confirms every article of the edition not accepted yet (the publish gate's confirmation, issue 28). */
export async function confirmingAll(server: TestServer, edition: number): Promise<{ confirmNotAccepted: string[] }> {
  return { confirmNotAccepted: (await server.db('articles').where({ issue_number: edition }).whereNot('review_state', 'accepted').pluck('id')) as string[] };
}
