/**
 * People read the API's refusals (the desk shows them, staff and readers see them): every route
 * family answers bad parameters and bodies with a Catalan message, zod's own defaults included,
 * while the `code` programs branch on stays what it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN_TOKEN, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** Words of zod's English defaults and of the API's former English messages. */
const ENGLISH = /\b(must|expected|received|invalid|required|string|number|should|too long|too big|too small|not found|no such|one of|at least|at most|whole|empty|already)\b/i;
/** Words every Catalan refusal of the API uses one of. */
const CATALAN = /\b(ha de|ha d’|cal|no pot|no és|és|hi ha|com a|no s’ha|camps?|valor)\b|[àèéíòóúç·’]/i;

/** Each part of a message without the field it names (`limit: …`): field names are the API's own identifiers. */
const sentences = (message: string) => message.split('; ').map((part) => part.replace(/^[\w.[\]]+: /, ''));

type Case = [family: string, method: string, path: string, body: unknown, status: number, code: string];

const cases: Case[] = [
  ['search', 'GET', '/api/search', undefined, 400, 'invalid_input'],
  ['search', 'GET', '/api/search?q=art&year=abc&page=0&sortBy=popular', undefined, 400, 'invalid_input'],
  ['search', 'GET', '/api/search?q=art&q=cinema&limit=x', undefined, 400, 'invalid_input'],
  ['search', 'GET', `/api/search/text?q=${'a'.repeat(201)}`, undefined, 400, 'invalid_input'],
  ['analytics', 'POST', '/api/analytics/search', { query: 'art', results: 'tres', scrolled: 'sí' }, 400, 'invalid_input'],
  ['analytics', 'POST', '/api/analytics/search', { results: 2, searchType: 'robot' }, 400, 'invalid_input'],
  ['analytics', 'PUT', '/api/analytics/search/abc/click', { clickedResultIndex: 1.5 }, 400, 'invalid_input'],
  ['analytics', 'GET', '/api/analytics/queries?limit=0&days=abc', undefined, 400, 'invalid_input'],
  ['analytics', 'GET', '/api/analytics/timeline?groupBy=year', undefined, 400, 'invalid_input'],
  ['analytics', 'POST', '/api/analytics/export', { startDate: 'ahir', format: 'xml' }, 400, 'invalid_input'],
  ['analytics', 'PUT', '/api/analytics/search/99999999/click', { clickedResultIndex: 1 }, 404, 'search_not_found'],
  ['connections', 'POST', '/api/connections/track', { path: 'sense-barra', screenWidth: 'ample' }, 400, 'invalid_input'],
  ['connections', 'GET', '/api/connections/stats?days=5', undefined, 400, 'invalid_input'],
  ['connections', 'GET', '/api/connections/detailed?country=ESP&deviceType=phone', undefined, 400, 'invalid_input'],
  ['connections', 'GET', '/api/connections/timeline?days=30&groupBy=hour', undefined, 400, 'invalid_input'],
  ['connections', 'POST', '/api/connections/export', { startDate: '2026-11-20', endDate: '2026-11-01', format: 'pdf' }, 400, 'invalid_input'],
  ['connections', 'DELETE', '/api/connections/cleanup?daysToKeep=0', undefined, 400, 'invalid_input'],
  ['authors', 'GET', '/api/authors?sort=popular', undefined, 400, 'invalid_input'],
  ['authors', 'GET', '/api/authors/search', undefined, 400, 'invalid_input'],
  ['authors', 'GET', `/api/authors/${'x'.repeat(65)}/articles?page=zero`, undefined, 400, 'invalid_input'],
  ['authors', 'GET', '/api/authors/abc/articles', undefined, 404, 'author_not_found'],
  ['authors', 'POST', '/api/authors', [], 400, 'invalid_input'],
  ['authors', 'POST', '/api/authors', { name: 'Anna', unknownField: 1 }, 400, 'invalid_input'],
  ['editions', 'POST', '/api/admin/editions/abc/publish', undefined, 400, 'invalid_input'],
  ['editions', 'GET', '/api/pdf/edition/-1', undefined, 400, 'invalid_input'],
  ['editions', 'GET', '/api/pdf/edition/99999', undefined, 404, 'issue_not_found'],
  ['desk', 'POST', '/api/admin/desk/editions', { number: 'u', publicationDate: 'demà' }, 400, 'invalid_input'],
  ['desk', 'GET', '/api/admin/desk/editions/abc', undefined, 400, 'invalid_input'],
  ['desk', 'PATCH', '/api/admin/desk/media/foto.jpg', { alt: 3 }, 400, 'invalid_input'],
  ['media', 'GET', '/api/images/foto.jpg?w=13', undefined, 400, 'invalid_input'],
  ['media', 'GET', '/api/images/notes.txt', undefined, 400, 'unsupported_media_type'],
  ['media', 'GET', '/api/images/no-hi-es.jpg', undefined, 404, 'media_not_found'],
  ['kiosk', 'GET', '/api/kiosk/qr', undefined, 400, 'invalid_input'],
  ['kiosk', 'GET', '/api/kiosk/qr?text=ftp://revista.example', undefined, 400, 'invalid_input'],
  ['admin', 'POST', '/api/admin/session', { token: 12 }, 400, 'invalid_input'],
  ['admin', 'PUT', '/api/admin/remote', { url: 'ftp://revista.example', credential: 'curta' }, 400, 'invalid_input'],
  ['admin', 'PUT', '/api/admin/remote', { url: 'https://revista.example', credential: 'la-clau-d-operador-compartida' }, 400, 'remote_personal_token_required'],
  ['sync', 'GET', '/api/admin/sync/changes?since=-1&limit=abc', undefined, 400, 'invalid_input'],
  ['sync', 'GET', '/api/admin/sync/analytics/visites?rolledUntil=ahir', undefined, 400, 'invalid_input'],
  ['content', 'GET', '/api/articles?page=0&section=poesia', undefined, 400, 'invalid_input'],
  ['content', 'GET', '/api/issues/number/99999', undefined, 404, 'issue_not_found'],
  ['content', 'GET', '/api/articles/no-existeix', undefined, 404, 'article_not_found'],
  ['content', 'GET', '/api/no-such-route', undefined, 404, 'route_not_found'],
];

describe('every refusal of the API is Catalan, with its code unchanged', () => {
  it.each(cases)('%s: %s %s', async (_family, method, path, body, status, code) => {
    const res =
      method === 'GET' ? await server.get(path, { headers: { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` } }) : await server.send(method, path, body, { admin: true });
    expect(res.status).toBe(status);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe(code);
    for (const sentence of sentences(error.message)) {
      expect(sentence, error.message).not.toMatch(ENGLISH);
      expect(sentence, error.message).toMatch(CATALAN);
    }
  });
});
