/**
 * Server rendering's reads go through the handlers the HTTP API runs (server/http/mount.ts,
 * inProcess.ts): an address is matched against the contract's reader routes in the order Express
 * tries them, validated by the same schemas, and answered or refused with the same status.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorsApi } from '../../common/api/authors.js';
import { contentApi } from '../../common/api/content.js';
import { kioskApi } from '../../common/api/kiosk.js';
import { searchApi } from '../../common/api/search.js';
import type { InProcessApi } from '../../common/ssr.js';
import { authorHandlers } from '../../server/authors/routes.js';
import { AuthorService } from '../../server/authors/service.js';
import { contentHandlers } from '../../server/content/routes.js';
import { inProcessReads } from '../../server/http/inProcess.js';
import { ApiTable } from '../../server/http/mount.js';
import { kioskHandlers } from '../../server/kiosk/routes.js';
import { searchHandlers } from '../../server/search/routes.js';
import { contentWriter, startTestServer, type TestServer } from './harness.js';

let server: TestServer;
let reads: InProcessApi;

beforeAll(async () => {
  server = await startTestServer();
  const authors = new AuthorService(server.db, contentWriter(server.db));
  const table = new ApiTable()
    .add(contentApi, contentHandlers(server.db))
    .add(authorsApi, authorHandlers(server.db, authors))
    .add(searchApi, searchHandlers(server.db))
    .add(kioskApi, kioskHandlers());
  reads = inProcessReads(table)('public');
});

afterAll(async () => {
  await server.close();
});

/** The status the in-process read ends with (200 when it answers). */
async function inProcessStatus(address: string): Promise<number> {
  try {
    await reads(address);
    return 200;
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number') return status;
    throw error;
  }
}

describe('the in-process reader API', () => {
  it('answers as the HTTP API does, fixed segments before parameters', async () => {
    const latest = await server.json<{ issue: { number: number }; articles: { section: string; url: string }[] }>('/api/issues/latest');
    const first = latest.articles[0]!;
    const { authors } = await server.json<{ authors: { slug: string }[] }>('/api/authors?limit=1');
    const addresses = [
      '/api/issues/latest',
      `/api/issues/numberdata/${latest.issue.number}`,
      '/api/issues/years',
      '/api/issues?page=2&limit=5',
      `/api/articles?section=${first.section}&page=1`,
      `/api/articles/section/${first.section}?limit=3`,
      '/api/articles/recent?limit=2',
      `/api/articles/${first.section}/${first.url}`,
      '/api/authors?sort=articles&limit=3',
      '/api/authors/specialties',
      `/api/authors/slug/${authors[0]!.slug}`,
      `/api/authors/slug/${authors[0]!.slug}/articles?limit=2`,
      '/api/search?q=art&sortBy=date&limit=5',
      '/api/search/authors',
      '/api/search/stats',
    ];
    for (const address of addresses) {
      expect(await reads(address), address).toEqual(await server.json(address));
    }
  });

  it('refuses what the HTTP API refuses, with the same status', async () => {
    const addresses = [
      '/api/issues?page=0',
      '/api/articles?section=nope',
      '/api/authors?sort=sideways',
      '/api/search?q=',
      '/api/issues/numberdata/999999',
      '/api/articles/nope/nowhere',
      '/api/authors/slug/ningu-enlloc',
      '/api/nowhere',
    ];
    for (const address of addresses) {
      const http = await server.get(address);
      expect(await inProcessStatus(address), address).toBe(http.status);
    }
  });

  it('answers only public JSON reads: a staff read and a file are refused', async () => {
    expect(await inProcessStatus('/api/authors/staff')).toBe(404);
    expect(await inProcessStatus('/api/kiosk/qr?text=https://example.org')).toBe(404);
  });
});
