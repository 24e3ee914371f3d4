/**
 * The reader API answered in-process for server rendering gives what the HTTP API gives, and
 * refuses what it refuses: both validate with the contract's schemas (common/api).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readerApi, ReaderApiStatus } from '../../server/web/readerApi.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

/** The status the in-process read ends with (200 when it answers). */
async function inProcessStatus(address: string): Promise<number> {
  try {
    await readerApi(server.db, 'public')(address);
    return 200;
  } catch (error) {
    if (error instanceof ReaderApiStatus) return error.status;
    throw error;
  }
}

describe('the in-process reader API', () => {
  it('answers as the HTTP API does', async () => {
    const latest = await server.json<{ issue: { number: number }; articles: { section: string; url: string }[] }>('/api/issues/latest');
    const first = latest.articles[0]!;
    const addresses = [
      '/api/issues/latest',
      `/api/issues/numberdata/${latest.issue.number}`,
      '/api/issues/years',
      '/api/issues?page=2&limit=5',
      `/api/articles?section=${first.section}&page=1`,
      `/api/articles/${first.section}/${first.url}`,
      '/api/authors?sort=articles&limit=3',
      '/api/authors/specialties',
      '/api/search?q=art&sortBy=date&limit=5',
      '/api/search/authors',
      '/api/search/stats',
    ];
    for (const address of addresses) {
      expect(await readerApi(server.db, 'public')(address), address).toEqual(await server.json(address));
    }
  });

  it('refuses what the HTTP API refuses, with the same status', async () => {
    const addresses = ['/api/issues?page=0', '/api/articles?section=nope', '/api/authors?sort=sideways', '/api/search?q=', '/api/issues/numberdata/999999', '/api/nowhere'];
    for (const address of addresses) {
      const http = await server.get(address);
      expect(await inProcessStatus(address), address).toBe(http.status);
    }
  });
});
