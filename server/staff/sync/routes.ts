/**
 * Sync, both ends, admin only.
 *
 * Public side (what a staff copy pulls):
 *   GET /api/admin/sync/changes?since&until&limit   content changes after a cursor (feed.ts)
 *   GET /api/admin/sync/ids                         every published id
 *   GET /api/admin/sync/media                       every media file published content may use: name, size, modifiedMs
 *   GET /api/admin/sync/analytics?since             the analytics window and each table's row count
 *   GET /api/admin/sync/analytics/{table}?since&rolledUntil&offset&limit   one page of a table
 * Local side (the staff copy):
 *   GET  /api/admin/sync   the run's state and progress, the last sync and its outcome
 *   POST /api/admin/sync   starts a run (202); 409 while one runs or with no public site configured
 *   POST /api/admin/sync/deletions   staff's word on what the sync would delete: the chosen records go, the rest stay
 */
import path from 'node:path';
import { Router, type RequestHandler } from 'express';
import type { ResponseOf } from '../../../common/api/route.js';
import { syncApi as api } from '../../../common/api/sync.js';
import { periodOf, type ConnectionStats } from '../../analytics/visitors/stats.js';
import type { Db } from '../../db/connection.js';
import type { DraftMedia } from '../../media/routes.js';
import type { MediaStore } from '../../media/store.js';
import { parseBody, parseParams, parseQuery } from '../../http/validate.js';
import { ANALYTICS_TABLES, analyticsPage, analyticsTotal, changesPage, publishedIds, type AnalyticsTable } from './feed.js';
import type { SyncService } from './service.js';

type Answer<K extends keyof typeof api> = ResponseOf<(typeof api)[K]>;

export function syncFeedRoutes(db: Db, media: MediaStore, visitorStats: ConnectionStats, drafts: DraftMedia, adminGuard: RequestHandler): Router {
  const r = Router();
  r.use(adminGuard);
  r.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  r.get('/changes', async (req, res) => {
    const { since, until, limit } = parseQuery(api.changes.query, req);
    res.json((await changesPage(db, since, until, limit)) satisfies Answer<'changes'>);
  });
  r.get('/ids', async (_req, res) => {
    res.json((await publishedIds(db)) satisfies Answer<'ids'>);
  });
  // Only published content's media leave: a file only drafts use is not listed (nor served to a reader).
  r.get('/media', async (_req, res) => {
    const files = await media.list();
    const draftOnly = await Promise.all(files.map((f) => drafts.draftOnly(path.posix.basename(f.name))));
    res.json({ files: files.filter((_f, i) => !draftOnly[i]) } satisfies Answer<'media'>);
  });
  r.get('/analytics', async (req, res) => {
    const { since } = parseQuery(api.analyticsWindow.query, req);
    const { rolledUntil } = periodOf(1, Date.now());
    // The finished days travel as rollups: build any the dashboards have not needed yet.
    await visitorStats.ensureRollups('2000-01-01', rolledUntil);
    const window = { since: since ?? null, rolledUntil };
    const totals = {} as Record<AnalyticsTable, number>;
    for (const table of Object.keys(ANALYTICS_TABLES) as AnalyticsTable[]) totals[table] = await analyticsTotal(db, table, window);
    res.json({ rolledUntil, totals } satisfies Answer<'analyticsWindow'>);
  });
  r.get('/analytics/:table', async (req, res) => {
    const { table } = parseParams(api.analyticsPage.params, req);
    const { since, rolledUntil, offset, limit } = parseQuery(api.analyticsPage.query, req);
    res.json((await analyticsPage(db, table, { since: since ?? null, rolledUntil }, offset, limit)) satisfies Answer<'analyticsPage'>);
  });
  return r;
}

export function syncRoutes(sync: SyncService, adminGuard: RequestHandler): Router {
  const r = Router();
  r.use(adminGuard);
  r.get('/', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json((await sync.status()) satisfies Answer<'status'>);
  });
  r.post('/', async (_req, res) => {
    res.status(202).set('Cache-Control', 'no-store').json((await sync.start()) satisfies Answer<'start'>);
  });
  r.post('/deletions', async (req, res) => {
    const { delete: chosen } = parseBody(api.decideDeletions.body, req);
    res.set('Cache-Control', 'no-store').json((await sync.decideDeletions(chosen)) satisfies Answer<'decideDeletions'>);
  });
  return r;
}
