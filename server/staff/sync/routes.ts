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
import type { syncApi } from '../../../common/api/sync.js';
import { periodOf, type ConnectionStats } from '../../analytics/visitors/stats.js';
import type { Db } from '../../db/connection.js';
import type { DraftMedia } from '../../media/routes.js';
import type { MediaStore } from '../../media/store.js';
import type { Handlers } from '../../http/mount.js';
import { ANALYTICS_TABLES, analyticsPage, analyticsTotal, changesPage, publishedIds, type AnalyticsTable } from './feed.js';
import type { SyncService } from './service.js';

/** Both ends' handlers: the feed a staff copy pulls (public side) and the run on the staff copy. */
export function syncHandlers(db: Db, media: MediaStore, visitorStats: ConnectionStats, drafts: DraftMedia, sync: SyncService): Handlers<typeof syncApi> {
  return {
    changes: ({ query: { since, until, limit } }) => changesPage(db, since, until, limit),
    ids: () => publishedIds(db),
    // Only published content's media leave: a file only drafts use is not listed (nor served to a reader).
    media: async () => {
      const files = await media.list();
      const draftOnly = await Promise.all(files.map((f) => drafts.draftOnly(path.posix.basename(f.name))));
      return { files: files.filter((_f, i) => !draftOnly[i]) };
    },
    analyticsWindow: async ({ query: { since } }) => {
      const { rolledUntil } = periodOf(1, Date.now());
      // The finished days travel as rollups: build any the dashboards have not needed yet.
      await visitorStats.ensureRollups('2000-01-01', rolledUntil);
      const window = { since: since ?? null, rolledUntil };
      const totals = {} as Record<AnalyticsTable, number>;
      for (const table of Object.keys(ANALYTICS_TABLES) as AnalyticsTable[]) totals[table] = await analyticsTotal(db, table, window);
      return { rolledUntil, totals };
    },
    analyticsPage: ({ params: { table }, query: { since, rolledUntil, offset, limit } }) => analyticsPage(db, table, { since: since ?? null, rolledUntil }, offset, limit),
    status: () => sync.status(),
    start: () => sync.start(),
    decideDeletions: ({ body }) => sync.decideDeletions(body.delete),
  };
}
