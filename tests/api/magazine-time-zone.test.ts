/**
 * An install on another clock (MAGAZINE_TIME_ZONE) has it everywhere, not only in its schedules:
 * each page names it for the browser, which draws its dates on it, and 'Cerques per hora' counts
 * the hours of that clock.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSearches } from '../../server/analytics/search/queries.js';
import { startTestServer, type TestServer } from './harness.js';
import { FIXTURE_INDEX_HTML } from './seoFixture.js';

// UTC+14 all year: 10:30 UTC is 00:30 of the next day there.
const ZONE = 'Pacific/Kiritimati';

let server: TestServer;
let rendererDir: string;
beforeAll(async () => {
  rendererDir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-renderer-'));
  fs.writeFileSync(path.join(rendererDir, 'index.html'), FIXTURE_INDEX_HTML);
  server = await startTestServer({ timeZone: ZONE, rendererDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(rendererDir, { recursive: true, force: true });
});

describe('MAGAZINE_TIME_ZONE', () => {
  it('is named in every page, for the browser to draw its dates on', async () => {
    for (const page of ['/', '/quiosc', '/redaccio']) {
      const html = await (await server.get(page)).text();
      expect(html, page).toMatch(/<html\b[^>]*\bdata-time-zone="Pacific\/Kiritimati"[^>]*>/);
    }
  });

  it("gives the search dashboard's hours on its clock", async () => {
    const hours = async () => {
      const res = await server.send('GET', '/api/analytics/stats?days=7', undefined, { admin: true });
      expect(res.status).toBe(200);
      return ((await res.json()) as { hourlyStats: { hour: number; searches: number }[] }).hourlyStats.map((h) => h.searches);
    };
    const before = await hours();
    // The demo's own searches are there too: one more, at 10:30 UTC today (or yesterday, before then).
    const at = new Date();
    at.setUTCHours(10, 30, 0, 0);
    if (at.getTime() > Date.now()) at.setUTCDate(at.getUTCDate() - 1);
    await recordSearches(server.db, [{ query: 'rellotge', searchType: 'page_search', filters: {}, results: 2, deviceType: 'desktop', at: at.getTime() }]);
    const after = await hours();
    const added = after.map((n, hour) => ({ hour, searches: n - (before[hour] ?? 0) })).filter((h) => h.searches !== 0);
    expect(added).toEqual([{ hour: 0, searches: 1 }]);
  });
});
