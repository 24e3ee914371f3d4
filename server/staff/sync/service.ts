/**
 * Sincronitza: pulls the public site's published content, media and analytics figures into this
 * server's database, one run at a time, in the background.
 *
 * 1. Content: pages of the public changes feed up to the sequence number seen at the start, each
 *    committed with the cursor. A first sync then lists the local published content the public
 *    site lacks (the demo magazine a new copy starts with, an author made on this copy). A sync
 *    deletes nothing by itself: what it would delete (that list, what the site deleted) waits
 *    for staff to choose, item by item, what goes (`decideDeletions`) (issue 26).
 * 2. Media: the public listing against what earlier syncs copied; only new or changed files
 *    travel, through the public /api/images and /api/videos routes, into the media store.
 * 3. Analytics: rollups of finished days and the raw rows of the last days (see feed.ts).
 * A run that stops resumes where it stopped: the cursor and the media copied so far are stored.
 */
import path from 'node:path';
import { READER_HEADER, READER_VALUE } from '../../../common/audience.js';
import { EMPTY_SYNC_COUNTS, syncSummary, type SyncCounts, type SyncPhase, type SyncStatus } from '../../../common/sync.js';
import type { PendingDeletion } from '../../content/mirror.js';
import type { ContentWriter } from '../../content/writer.js';
import type { Db } from '../../db/connection.js';
import { HttpError } from '../../http/errors.js';
import type { MediaEntry, MediaStore } from '../../media/store.js';
import { keyRefused, type RemoteSite } from '../remote.js';
import { ANALYTICS_TABLES, type AnalyticsTable, type ChangesPage } from './feed.js';
import * as q from './queries.js';
import { log } from '../../log/logger.js';
import { syncRunning, syncRuns } from '../../metrics/registry.js';

export interface SyncOptions {
  /** Changes per page (one local transaction each). */
  pageSize?: number;
  /** Analytics rows per request. */
  analyticsPageSize?: number;
  /** Media files fetched at once. */
  mediaConcurrency?: number;
}

/** A page of the public changes feed, with how many changes the run has to pull in all. */
type ContentPage = ChangesPage;

const IMAGE = /\.(jpe?g|png|webp|avif|gif|svg)$/i;
const VIDEO = /\.(mp4|webm|ogv)$/i;

/** Media files grouped as staff count them: a picture and its small/ thumbnail are one. */
function mediaUnits<F extends { name: string }>(files: readonly F[]): { name: string; files: F[] }[] {
  const units = new Map<string, F[]>();
  for (const file of files) {
    const name = file.name.startsWith('small/') ? file.name.slice('small/'.length) : file.name;
    const unit = units.get(name);
    if (unit) unit.push(file);
    else units.set(name, [file]);
  }
  return [...units].map(([name, grouped]) => ({ name, files: grouped }));
}

/** Where the public site serves a media name: its images and videos routes. */
function mediaPath(name: string): string | null {
  const base = path.posix.basename(name);
  if (name.startsWith('small/')) return IMAGE.test(base) ? `/api/images/small/${encodeURIComponent(base)}` : null;
  if (IMAGE.test(name)) return `/api/images/${encodeURIComponent(name)}`;
  if (VIDEO.test(name)) return `/api/videos/${encodeURIComponent(name)}`;
  return null;
}

/** Why a run stopped, in words staff can act on. */
function catalanError(error: unknown, remoteUrl: string | null): string {
  const code = error instanceof HttpError ? error.code : null;
  if (code === 'remote_not_configured') return NOT_CONFIGURED;
  if (code === 'remote_unauthorized') return (error as HttpError).message;
  if (code === 'remote_unreachable') {
    return `No s'ha pogut connectar amb el web públic${remoteUrl ? ` (${remoteUrl})` : ''}. Comprova la connexió i torna-ho a provar: la sincronització continuarà on s'ha quedat.`;
  }
  if (code === 'remote_failed') return `El web públic ha respost amb un error (${(error as HttpError).message}). Torna-ho a provar més tard.`;
  return "La sincronització s'ha interromput per un error d'aquest equip. Torna-ho a provar: continuarà on s'ha quedat.";
}

const deletionKey = (p: { kind: string; id: string }) => `${p.kind}:${p.id}`;

const NOT_CONFIGURED = "Encara no hi ha cap web públic configurat. Indica'n l'adreça i la teva clau personal a Configuració.";

export class SyncService {
  private running: Promise<void> | null = null;
  /** True while a start waits for the public site's first answer (a second start is refused then too). */
  private starting = false;
  private phase: SyncPhase | null = null;
  private done = 0;
  private total = 0;
  private counts: SyncCounts = { ...EMPTY_SYNC_COUNTS };
  private pending: PendingDeletion[] = [];
  private readonly pageSize: number;
  private readonly analyticsPageSize: number;
  private readonly mediaConcurrency: number;

  constructor(
    private readonly db: Db,
    private readonly content: ContentWriter,
    private readonly media: MediaStore,
    private readonly remote: RemoteSite,
    options: SyncOptions = {},
  ) {
    this.pageSize = options.pageSize ?? 250;
    this.analyticsPageSize = options.analyticsPageSize ?? 20_000;
    this.mediaConcurrency = options.mediaConcurrency ?? 4;
  }

  async status(): Promise<SyncStatus> {
    const running = this.running;
    let state = await q.readState(this.db);
    // A run that ended during the read has written its outcome since: what was read says 'under way'.
    if (running && !this.running) state = await q.readState(this.db);
    const remoteUrl = this.remote.settings()?.url ?? null;
    if (this.running) {
      return { state: 'running', phase: this.phase, done: this.done, total: this.total, counts: this.counts, summary: syncSummary(this.counts), lastSyncAt: state.lastSuccessAt, lastError: null, remoteUrl, pendingDeletions: this.pending };
    }
    const run = state.run;
    const counts = run?.counts ?? { ...EMPTY_SYNC_COUNTS };
    return {
      state: !run ? 'idle' : run.complete ? 'done' : 'failed',
      phase: null,
      done: 0,
      total: 0,
      counts,
      summary: syncSummary(counts),
      lastSyncAt: state.lastSuccessAt,
      lastError: run?.error ?? null,
      remoteUrl,
      pendingDeletions: state.pending,
    };
  }

  /** The run under way, if any (tests and shutdown wait for it). */
  whenIdle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  /**
   * Starts a run once the public site has answered (so a wrong address or credential is refused
   * at once); 409 while one runs or when no public site is configured.
   */
  async start(): Promise<SyncStatus> {
    if (this.running || this.starting) throw new HttpError(409, 'sync_running', 'Ja hi ha una sincronització en marxa.');
    if (!this.remote.settings()) throw new HttpError(409, 'remote_not_configured', NOT_CONFIGURED);
    this.starting = true;
    try {
      await this.launch();
    } finally {
      this.starting = false;
    }
    return this.status();
  }

  private async launch(): Promise<void> {
    const state = await q.readState(this.db);
    // A run that stopped half-way is continued: its counts carry on into this one.
    const counts = state.run && !state.run.complete ? { ...state.run.counts } : { ...EMPTY_SYNC_COUNTS };
    let first: ContentPage;
    try {
      first = await this.changes(state.cursor, null);
    } catch (error) {
      const message = catalanError(error, this.remote.settings()?.url ?? null);
      await q.writeState(this.db, { run: { counts, complete: false, error: message, startedAt: new Date().toISOString(), finishedAt: new Date().toISOString() } });
      throw new HttpError(502, error instanceof HttpError ? error.code : 'remote_failed', message);
    }
    this.counts = counts;
    this.pending = state.pending;
    this.phase = 'content';
    this.done = 0;
    this.total = first.total;
    this.running = this.run(first).finally(() => {
      this.running = null;
      this.phase = null;
    });
  }

  private async get<T>(pathname: string): Promise<T> {
    const res = await this.remote.fetch(pathname);
    if (res.status === 401 || res.status === 403) throw keyRefused(res.status, ((await res.json().catch(() => null)) as { error?: { message?: string } } | null)?.error?.message);
    if (!res.ok) throw new HttpError(502, 'remote_failed', `El web públic ha respost amb un error (HTTP ${res.status} a ${pathname}). Torna-ho a provar més tard.`);
    try {
      return (await res.json()) as T;
    } catch (error) {
      throw new HttpError(502, 'remote_unreachable', `La resposta del web públic no s’ha pogut llegir (${(error as Error).message}). Torna-ho a provar més tard.`);
    }
  }

  private async saveRun(complete: boolean, error: string | null, startedAt: string): Promise<void> {
    const now = new Date().toISOString();
    await q.writeState(this.db, {
      run: { counts: this.counts, complete, error, startedAt, finishedAt: now, pending: this.pending },
      ...(complete ? { lastSuccessAt: now } : {}),
    });
  }

  private changes(since: number, until: number | null): Promise<ContentPage> {
    return this.get<ContentPage>(`/api/admin/sync/changes?since=${since}${until === null ? '' : `&until=${until}`}&limit=${this.pageSize}`);
  }

  private async run(first: ContentPage): Promise<void> {
    const startedAt = new Date().toISOString();
    syncRunning.inc();
    try {
      await this.saveRun(false, null, startedAt);
      await this.pullContent(first);
      await this.pullMedia();
      await this.pullAnalytics();
      await this.saveRun(true, null, startedAt);
      syncRuns.labels('succeeded').inc();
    } catch (error) {
      syncRuns.labels('failed').inc();
      // What the public site or the network did is the staff's to read; a fault here is the log's.
      if (!(error instanceof HttpError)) log.error({ err: error }, 'la sincronització s’ha aturat');
      await this.saveRun(false, catalanError(error, this.remote.settings()?.url ?? null), startedAt).catch(() => undefined);
    } finally {
      syncRunning.dec();
    }
  }

  private async pullContent(first: ContentPage): Promise<void> {
    let page = first;
    // Pull up to what the site had when the run started; later changes are the next run's.
    const target = page.latest;
    for (;;) {
      const last = page.changes.at(-1);
      if (!last) break;
      // Adopted once committed: a page rolled back leaves the list as it was.
      const pending = [...this.pending];
      await q.applyChangesPage(this.content, page, last.seq, this.counts, pending);
      this.pending = pending;
      this.done += page.changes.length;
      if (last.seq >= target) break;
      page = await this.changes(last.seq, target);
    }
    const state = await q.readState(this.db);
    if (!state.mirrored) {
      const outside = await q.localPublishedIdsOutside(this.db, await this.get('/api/admin/sync/ids'));
      const pending = [...this.pending];
      await this.content.write(async (w) => {
        const listed = new Set(pending.map(deletionKey));
        pending.push(...(await w.describeDeletions(outside, 'only-here')).filter((p) => !listed.has(deletionKey(p))));
        await q.writeState(w.trx, { mirrored: true, pending });
      });
      this.pending = pending;
    }
  }

  /**
   * Staff's word on what a sync would delete: the records chosen go (with an edition, its
   * articles), the rest of the list stays on this copy; the list is then empty.
   */
  async decideDeletions(chosen: readonly { kind: PendingDeletion['kind']; id: string }[]): Promise<SyncStatus> {
    if (this.running || this.starting) throw new HttpError(409, 'sync_running', 'Ja hi ha una sincronització en marxa: espera que acabi per decidir què s’esborra.');
    const state = await q.readState(this.db);
    const listed = new Map(state.pending.map((p) => [deletionKey(p), p]));
    const stray = chosen.find((c) => !listed.has(deletionKey(c)));
    if (stray) throw new HttpError(409, 'deletion_not_pending', 'Aquest element ja no és a la llista del que la sincronització esborraria: torna a llegir la llista.');
    const ids = (kind: PendingDeletion['kind']) => chosen.filter((c) => c.kind === kind).map((c) => c.id);
    const counts = { ...(state.run?.counts ?? EMPTY_SYNC_COUNTS) };
    await this.content.write(async (w) => {
      await w.deletePublished({ issues: ids('issue'), articles: ids('article'), authors: ids('author') }, counts);
      await q.writeState(w.trx, state.run ? { run: { ...state.run, counts, pending: [] } } : { pending: [] });
    });
    return this.status();
  }

  private async pullMedia(): Promise<void> {
    this.enter('media');
    const { files } = await this.get<{ files: MediaEntry[] }>('/api/admin/sync/media');
    const copied = await q.recordedMedia(this.db);
    const wanted = files.filter((f) => {
      const known = copied.get(f.name);
      return mediaPath(f.name) !== null && (!known || known.size !== f.size || known.modifiedMs !== Math.round(f.modifiedMs));
    });
    // One count for the progress and the summary: a picture with its thumbnail is one image.
    const queue = [...mediaUnits(wanted)];
    this.total = queue.length;
    const worker = async () => {
      for (let unit = queue.shift(); unit; unit = queue.shift()) {
        let copiedAny = false;
        for (const file of unit.files) {
          // Fetched as a reader would: even a file listed by mistake comes only if readers may see it.
          const res = await this.remote.fetch(mediaPath(file.name)!, { headers: { [READER_HEADER]: READER_VALUE } });
          if (res.status === 404) continue;
          if (!res.ok) throw new HttpError(502, 'remote_failed', `El web públic ha respost amb un error (HTTP ${res.status}) en baixar ${file.name}. Torna-ho a provar més tard.`);
          await this.media.put(file.name, new Uint8Array(await res.arrayBuffer()));
          await q.recordMedia(this.db, file.name, file);
          copiedAny = true;
        }
        // Gone from the public site since it was listed: nothing to count.
        if (!copiedAny) {
          this.total--;
          continue;
        }
        if (VIDEO.test(unit.name)) this.counts.videos++;
        else this.counts.images++;
        this.done++;
      }
    };
    await Promise.all(Array.from({ length: this.mediaConcurrency }, worker));
    // Files an earlier sync copied that the public site no longer has.
    const listed = new Set(files.map((f) => f.name));
    for (const name of copied.keys()) {
      if (listed.has(name)) continue;
      await this.media.remove(name);
      await q.recordMedia(this.db, name, null);
    }
  }

  /** A new phase starts its progress afresh (not from the last phase's figures). */
  private enter(phase: SyncPhase): void {
    this.phase = phase;
    this.done = 0;
    this.total = 0;
  }

  private async pullAnalytics(): Promise<void> {
    this.enter('analytics');
    const state = await q.readState(this.db);
    const since = state.analyticsUntil;
    const window = await this.get<{ rolledUntil: string; totals: Record<AnalyticsTable, number> }>(
      `/api/admin/sync/analytics${since ? `?since=${since}` : ''}`,
    );
    const tables = Object.keys(ANALYTICS_TABLES) as AnalyticsTable[];
    this.done = 0;
    this.total = tables.reduce((sum, t) => sum + window.totals[t], 0);
    for (const table of tables) {
      await q.clearAnalytics(this.db, table, since);
      for (let offset = 0; offset < window.totals[table]; offset += this.analyticsPageSize) {
        const page = await this.get<{ columns: string[]; rows: unknown[][] }>(
          `/api/admin/sync/analytics/${table}?rolledUntil=${window.rolledUntil}&offset=${offset}&limit=${this.analyticsPageSize}${since ? `&since=${since}` : ''}`,
        );
        await q.insertAnalytics(this.db, table, page.columns, page.rows);
        this.done += page.rows.length;
        if (page.rows.length < this.analyticsPageSize) break;
      }
    }
    await q.writeState(this.db, { analyticsUntil: window.rolledUntil });
  }
}
