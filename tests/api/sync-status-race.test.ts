/**
 * The sync status asked at the moment a run ends: the status reads the stored state (the run as
 * "under way", not complete yet), the run writes its outcome and stops, and only then does the
 * status look whether a run is going on. It answered 'failed' with no reason, and a staff copy
 * (or the sync test on a busy machine) took a good run for a broken one. The read is held here
 * at that point, so the moment comes every time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { SyncStatus } from '../../common/sync.js';
import type * as SyncQueries from '../../server/staff/sync/queries.js';
import { startTestServer, type TestServer } from './harness.js';
import { startPublicSite, tokenOnSite, type PublicSite } from './publicSite.js';

/** While armed, the status's read of the sync state is made at once but answered only when `release` runs. */
const held = vi.hoisted(() => ({ armed: false, reading: null as Promise<void> | null, release: () => {}, started: () => {} }));

vi.mock('../../server/staff/sync/queries.js', async (importOriginal) => {
  const original = await importOriginal<typeof SyncQueries>();
  return {
    ...original,
    readState: (...args: Parameters<typeof original.readState>) => {
      const answer = original.readState(...args);
      if (!held.armed || !/\bstatus\b/.test(new Error().stack ?? '')) return answer;
      held.armed = false;
      const gate = new Promise<void>((resolve) => (held.release = resolve));
      held.started();
      return answer.then(async (state) => {
        await gate;
        return state;
      });
    },
  };
});

let site: PublicSite;
let local: TestServer;
let mediaDir: string;

beforeAll(async () => {
  site = await startPublicSite();
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-race-media-'));
  local = await startTestServer({ mediaDir });
  const { secret } = await tokenOnSite(site);
  expect((await local.send('PUT', '/api/admin/remote', { url: site.url, credential: secret }, { admin: true })).status).toBe(200);
});

afterAll(async () => {
  await local.close();
  await site.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const status = async () => (await (await local.send('GET', '/api/admin/sync', undefined, { admin: true })).json()) as SyncStatus;
const storedRun = async () => JSON.parse(((await local.db('sync_state').where('id', 1).first()) as { run: string }).run) as { complete?: boolean };

it('a status asked as a run ends reports the run’s outcome, never a failure without a reason', async () => {
  expect((await local.send('POST', '/api/admin/sync', undefined, { admin: true })).status).toBe(202);
  // The status's read is made while the run is still going (its stored state says so)…
  const reading = new Promise<void>((resolve) => (held.started = resolve));
  held.armed = true;
  const asked = status();
  await reading;
  // …and answered only once the run has written its outcome and stopped.
  await vi.waitFor(async () => expect((await storedRun()).complete).toBe(true), { timeout: 60_000, interval: 20 });
  held.release();
  const answer = await asked;
  expect({ state: answer.state, lastError: answer.lastError }).toEqual({ state: 'done', lastError: null });
}, 90_000);
