/**
 * Sync, both ends, admin only (base /api/admin/sync): the feed a staff copy pulls from the
 * public site, and the staff copy's own run.
 */
import { z } from 'zod';
import { calendarDay, intParam } from './params.js';
import { route } from './route.js';
import { isoDay, isoTime } from './wireDates.js';

export const SYNC_PHASES = ['content', 'media', 'analytics'] as const;
export type SyncPhase = (typeof SYNC_PHASES)[number];

/** The analytics tables a staff copy receives, so both dashboards show the public site's figures. */
const SYNC_ANALYTICS_TABLES = ['connection_rollups', 'connection_rollup_days', 'connection_filtered', 'page_views', 'connection_sessions', 'search_events'] as const;

const count = z.number().int();
export const syncCounts = z.strictObject({
  issuesNew: count,
  issuesUpdated: count,
  issuesDeleted: count,
  articlesNew: count,
  articlesUpdated: count,
  articlesDeleted: count,
  authorsNew: count,
  authorsUpdated: count,
  authorsDeleted: count,
  images: count,
  videos: count,
  skipped: count.meta({ description: 'Public editions or articles left out because a local draft holds their number or address.' }),
});

const contentKind = z.enum(['issue', 'article', 'author']);

export const pendingDeletion = z.strictObject({
  kind: contentKind,
  id: z.string(),
  label: z.string().meta({ description: "What staff read: an edition's number and title, an article's title, an author's name." }),
  reason: z.enum(['gone', 'only-here']).meta({ description: "gone: the public site deleted it; only-here: it exists only on this copy (the first sync's list)." }),
});

export const syncStatus = z
  .strictObject({
    state: z.enum(['idle', 'running', 'done', 'failed']).meta({ description: 'idle: never run; done: the last run finished; failed: it stopped (a new one resumes it).' }),
    phase: z.enum(SYNC_PHASES).nullable(),
    done: count,
    total: count,
    counts: syncCounts,
    summary: z.string().meta({ description: "The counts in words ('12 articles nous, 3 actualitzats, 40 imatges')." }),
    lastSyncAt: isoTime().nullable().meta({ description: 'ISO time of the last run that finished.' }),
    lastError: z.string().nullable().meta({ description: 'Why the last run stopped, in Catalan.' }),
    remoteUrl: z.string().nullable().meta({ description: "The public site's address, null when none is configured." }),
    pendingDeletions: z
      .array(pendingDeletion)
      .meta({ description: 'What the sync would delete, waiting for staff: nothing is deleted until they choose (POST /admin/sync/deletions).' }),
  })
  .meta({ id: 'SyncStatus' });

const day = calendarDay();
/** A database row as the feed copies it: every column, named as in the migrations. */
// Open to every column (additionalProperties), while its type names only the two the sync reads itself.
const row = z.object({ id: z.string(), updated_at: isoTime() }).meta({ description: 'A database row, every column named as in the migrations.', additionalProperties: true });

export const syncApi = {
  status: route({ method: 'get', path: '/admin/sync', cache: 'no-store', summary: "The staff copy's sync: state, progress, last run", role: 'admin', responses: { 200: syncStatus } }),
  start: route({
    method: 'post',
    path: '/admin/sync', cache: 'no-store',
    summary: 'Starts a sync with the public site (409 while one runs or with none configured)',
    role: 'admin',
    record: { action: 'sync.start', subject: 'sync' },
    responses: { 202: syncStatus },
  }),
  decideDeletions: route({
    method: 'post',
    path: '/admin/sync/deletions', cache: 'no-store',
    summary: 'Deletes the listed records staff chose; the rest of the list stays on this copy',
    role: 'admin',
    record: { action: 'sync.deletions', subject: 'sync' },
    body: z.strictObject({ delete: z.array(z.strictObject({ kind: contentKind, id: z.string().min(1).max(64) })).max(10_000) }),
    responses: { 200: syncStatus },
  }),
  changes: route({
    method: 'get',
    path: '/admin/sync/changes', cache: 'no-store',
    summary: 'Content changes after a cursor (drafts and deletions read as tombstones)',
    role: 'admin',
    query: z.object({ since: intParam(0).default(0), until: intParam(0).optional(), limit: intParam(1, 1000).default(250) }),
    responses: {
      200: z.strictObject({
        latest: count.meta({ description: 'The highest sequence number handed out.' }),
        changes: z.array(z.strictObject({ seq: count, kind: z.enum(['issue', 'article', 'author']), id: z.string(), record: row.nullable() })),
        total: count.meta({ description: 'Changes between the cursor and until.' }),
        parents: z.array(row).meta({ description: "The current editions of the page's articles." }),
      }),
    },
  }),
  ids: route({
    method: 'get',
    path: '/admin/sync/ids', cache: 'no-store',
    summary: 'Every published id',
    role: 'admin',
    responses: { 200: z.strictObject({ issues: z.array(z.string()), articles: z.array(z.string()), authors: z.array(z.string()) }) },
  }),
  media: route({
    method: 'get',
    path: '/admin/sync/media', cache: 'no-store',
    summary: 'Every media file with its size and time',
    role: 'admin',
    responses: { 200: z.strictObject({ files: z.array(z.strictObject({ name: z.string(), size: count, modifiedMs: z.number() })) }) },
  }),
  analyticsWindow: route({
    method: 'get',
    path: '/admin/sync/analytics', cache: 'no-store',
    summary: "The analytics window and each table's row count",
    role: 'admin',
    query: z.object({ since: day.optional() }),
    responses: { 200: z.strictObject({ rolledUntil: isoDay(), totals: z.record(z.enum(SYNC_ANALYTICS_TABLES), count) }) },
  }),
  analyticsPage: route({
    method: 'get',
    path: '/admin/sync/analytics/{table}', cache: 'no-store',
    summary: 'One page of an analytics table',
    role: 'admin',
    params: z.object({ table: z.enum(SYNC_ANALYTICS_TABLES) }),
    query: z.object({ since: day.optional(), rolledUntil: day, offset: intParam(0).default(0), limit: intParam(1, 50_000).default(20_000) }),
    responses: { 200: z.strictObject({ columns: z.array(z.string()), rows: z.array(z.array(z.unknown())) }) },
  }),
} as const;

export type SyncCounts = z.infer<typeof syncCounts>;
export type SyncStatus = z.infer<typeof syncStatus>;
export type PendingDeletion = z.infer<typeof pendingDeletion>;
