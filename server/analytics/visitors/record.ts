/**
 * Recording page views. Each beacon is classified at once (bots, headless and prefetches are only
 * counted as filtered), then queued; a writer commits queued views in one transaction per batch,
 * assigning sessions as it goes, and answers each request only after its view is committed, so
 * nothing acknowledged is ever lost. Batching is what lets SQLite take thousands of beacons a second.
 */
import { randomBytes } from 'node:crypto';
import { ANALYTICS } from '../../../common/constants.js';
import { isTrackedPath } from '../../../common/tracking.js';
import type { PageViewBeacon } from '../../../common/api/connections.js';
import type { Db } from '../../db/connection.js';
import { classifyUserAgent, filterReason, referrerHost, type FilterReason } from '../lib/classify.js';
import { locate } from './geoip.js';
import { utcDay } from '../../../common/dates.js';
import { SaltKeeper, visitorHash } from './privacy.js';
import * as q from './queries.js';
import { analyticsFlushDuration, analyticsQueueDepth } from '../../metrics/registry.js';

/** What the request itself tells: used in memory only, never stored as such. */
export interface RequestFacts {
  ip: string | undefined;
  userAgent: string | undefined;
  host: string | undefined;
  header: (name: string) => string | undefined;
}

type RecordResult = { recorded: true } | { recorded: false; reason: FilterReason | 'excluded' };

interface Pending {
  view: Omit<q.PageViewRow, 'session_id'>;
  /** Hash under yesterday's salt: finds a session that began before midnight. */
  previousVisitorId: string | null;
  resolve: () => void;
  reject: (err: unknown) => void;
}

const MAX_BATCH = 1000;

// Accepted and not yet committed, and how long each batch takes: the metrics' view of the queue.
const depth = analyticsQueueDepth.labels('page_views');
const flushTime = analyticsFlushDuration.labels('page_views');

export class PageViewRecorder {
  private queue: Pending[] = [];
  private running: Promise<void> | null = null;
  readonly salts: SaltKeeper;

  constructor(
    private readonly db: Db,
    private readonly inactiveMinutes: number = ANALYTICS.inactiveSessionMinutes,
  ) {
    this.salts = new SaltKeeper(db);
  }

  async record(beacon: PageViewBeacon, facts: RequestFacts, now = Date.now()): Promise<RecordResult> {
    const day = utcDay(now);
    if (!isTrackedPath(beacon.path)) return { recorded: false, reason: 'excluded' };
    const reason = filterReason(facts.userAgent, facts.header, beacon.webdriver === true);
    if (reason) {
      await q.countFiltered(this.db, day, reason);
      return { recorded: false, reason };
    }
    const salts = await this.salts.salts(now);
    const ip = facts.ip ?? '';
    const userAgent = facts.userAgent ?? '';
    const ua = classifyUserAgent(userAgent);
    // Every visitor at a kiosk shares its address and browser: the visitor key folded into the
    // salted hash is what makes two people at one screen two visitors that nothing links.
    const identity = beacon.kiosk ? `${userAgent}\nkiosk:${beacon.kiosk}` : userAgent;
    const place = locate(facts.ip);
    const view: Pending['view'] = {
      viewed_at: now,
      day,
      visitor_id: visitorHash(salts.today, ip, identity),
      path: beacon.path,
      referrer_host: referrerHost(beacon.referrer, facts.host),
      country_code: place.country,
      city: place.city,
      device_type: beacon.kiosk ? 'kiosk' : ua.deviceType,
      browser: ua.browser,
      os: ua.os,
      screen_width: beacon.screenWidth ?? null,
      screen_height: beacon.screenHeight ?? null,
    };
    const previousVisitorId = salts.yesterday ? visitorHash(salts.yesterday, ip, identity) : null;
    await new Promise<void>((resolve, reject) => {
      this.queue.push({ view, previousVisitorId, resolve, reject });
      depth.inc();
      this.running ??= this.drain();
    });
    return { recorded: true };
  }

  /** Resolves once everything queued so far is committed. */
  async flush(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    // Let the requests that arrive in the same tick join the first batch.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      const timer = flushTime.startTimer();
      try {
        await this.write(batch);
        for (const p of batch) p.resolve();
      } catch (err) {
        for (const p of batch) p.reject(err);
      } finally {
        timer();
        depth.dec(batch.length);
      }
    }
    this.running = null;
  }

  private async write(batch: Pending[]): Promise<void> {
    const earliest = Math.min(...batch.map((p) => p.view.viewed_at));
    const since = earliest - this.inactiveMinutes * 60_000;
    await this.db.transaction(async (trx) => {
      const candidates = [...new Set(batch.flatMap((p) => (p.previousVisitorId ? [p.view.visitor_id, p.previousVisitorId] : [p.view.visitor_id])))];
      // visitor hash → the session it is in now (found in the database or opened in this batch)
      const open = new Map<string, { id: string; lastSeen: number; created?: q.SessionRow }>();
      for (const s of await q.findOpenSessions(trx, candidates, since)) {
        if (!open.has(s.visitor_id)) open.set(s.visitor_id, { id: s.id, lastSeen: s.last_seen_at });
      }
      const extended = new Map<string, { lastSeen: number; views: number }>();
      const created: q.SessionRow[] = [];
      const views: q.PageViewRow[] = [];

      for (const { view, previousVisitorId } of batch) {
        const cutoff = view.viewed_at - this.inactiveMinutes * 60_000;
        let session = open.get(view.visitor_id) ?? (previousVisitorId ? open.get(previousVisitorId) : undefined);
        if (session && session.lastSeen < cutoff) session = undefined;
        if (!session) {
          const row: q.SessionRow = {
            id: randomBytes(16).toString('hex'),
            visitor_id: view.visitor_id,
            day: view.day,
            started_at: view.viewed_at,
            last_seen_at: view.viewed_at,
            ended_at: null,
            page_views: 1,
            entry_path: view.path,
            referrer_host: view.referrer_host,
            country_code: view.country_code,
            city: view.city,
            device_type: view.device_type,
            browser: view.browser,
            os: view.os,
          };
          created.push(row);
          session = { id: row.id, lastSeen: view.viewed_at, created: row };
        } else if (session.created) {
          session.created.page_views += 1;
          session.created.last_seen_at = Math.max(session.created.last_seen_at, view.viewed_at);
        } else {
          const e = extended.get(session.id) ?? { lastSeen: 0, views: 0 };
          extended.set(session.id, { lastSeen: Math.max(e.lastSeen, view.viewed_at), views: e.views + 1 });
        }
        session.lastSeen = Math.max(session.lastSeen, view.viewed_at);
        open.set(view.visitor_id, session);
        views.push({ ...view, session_id: session.id });
      }

      await q.insertSessions(trx, created);
      await q.extendSessions(trx, [...extended].map(([id, e]) => ({ id, lastSeenAt: e.lastSeen, addedViews: e.views })));
      await q.insertPageViews(trx, views);
    });
  }
}

/** Ends the sessions not seen for `inactiveMinutes`; returns how many were closed. */
export function closeInactiveSessions(db: Db, inactiveMinutes: number, now = Date.now()): Promise<number> {
  return q.closeInactiveSessions(db, now - inactiveMinutes * 60_000);
}
