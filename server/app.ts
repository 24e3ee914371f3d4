/** Builds the server without listening: main.ts and the API tests listen on it. */
import http from 'node:http';
import compression from 'compression';
import express from 'express';
import { analyticsHandlers, analyticsIngest } from './analytics/search/routes.js';
import { SearchWriter } from './analytics/search/writer.js';
import { authorHandlers } from './authors/routes.js';
import { AuthorService } from './authors/service.js';
import type { Config } from './config.js';
import { PageViewRecorder } from './analytics/visitors/record.js';
import { connectionAdminApi, connectionHandlers, pageViewBeacon } from './analytics/visitors/routes.js';
import { kioskHandlers } from './kiosk/routes.js';
import { analyticsStats, startConnectionMaintenance, type MaintainedStats } from './analytics/maintenance.js';
import { ContentEventBus } from './content/events.js';
import { MediaLibrary } from './content/mediaLibrary.js';
import { contentHandlers } from './content/routes.js';
import { ContentWriter } from './content/writer.js';
import { deskHandlers } from './desk/routes.js';
import { deskRecords } from './desk/records.js';
import { parseDesk } from './desk/validate.js';
import { editionHandlers } from './editions/routes.js';
import { EditionService } from './editions/service.js';
import { EditionScheduler, type SchedulerOptions } from './editions/scheduler.js';
import { scheduleHandlers } from './editions/scheduleRoutes.js';
import { feedRoutes } from './feeds/routes.js';
import type { Db } from './db/connection.js';
import { BEARER_GUESS_WINDOW_MS, StaffAuth } from './http/admin.js';
import { JSON_CACHE_CONTROL } from './http/cache.js';
import { answerClientError, apiNotFound, errorHandler } from './http/errors.js';
import { healthHandlers } from './http/health.js';
import { LeanGets, withLeanGets } from './http/leanGet.js';
import { withLeanPosts } from './http/leanPost.js';
import { requestLine } from './http/requestLog.js';
import { requestIdHeader, withRequestWatch, type AnswerObserver } from './http/requestWatch.js';
import type { TrustProxy } from './http/requestId.js';
import { log } from './log/logger.js';
import { instrumentDatabase } from './metrics/database.js';
import { countAnswer, withMetricsEndpoint } from './metrics/http.js';
import { RateLimitCounters } from './http/rateLimitStore.js';
import { securityHeaders } from './http/security.js';
import { mediaLibraryHandlers } from './desk/mediaLibraryRoutes.js';
import { mediaHandlers } from './media/routes.js';
import { createMediaStore, type MediaStore } from './media/store.js';
import { pdfHandlers, publicSiteUrl } from './pdf/routes.js';
import { ReaderCaches } from './readerCaches.js';
import { Recorder } from './record/recorder.js';
import { recordHandlers } from './record/routes.js';
import { articleIndex } from './search/engine.js';
import { searchHandlers } from './search/routes.js';
import { backupHandlers } from './staff/backup/routes.js';
import { systemClock, type BackupSchedule } from './staff/backup/schedule.js';
import { RemoteSite, remoteHandlers } from './staff/remote.js';
import { syncHandlers } from './staff/sync/routes.js';
import { StaffPeople } from './staff/people/people.js';
import { peopleHandlers } from './staff/people/routes.js';
import { linkHandlers } from './staff/people/linkRoutes.js';
import { StaffLinks } from './staff/people/links.js';
import { smtpMailer } from './staff/people/mail.js';
import { passkeyHandlers } from './staff/people/passkeyRoutes.js';
import { StaffPasskeys } from './staff/people/passkeys.js';
import { StaffSessions } from './staff/people/sessions.js';
import { tokenHandlers } from './staff/people/tokenRoutes.js';
import { StaffTokens } from './staff/people/tokens.js';
import { signInHandlers } from './staff/people/signIn.js';
import { SyncService, type SyncOptions } from './staff/sync/service.js';
import { rendererRoutes } from './web/renderer.js';
import { ApiTable } from './http/mount.js';
import { inProcessReads } from './http/inProcess.js';
import type { ApiRoute } from '../common/api/route.js';
import { adminApi } from '../common/api/admin.js';
import { analyticsApi } from '../common/api/analytics.js';
import { authorsApi } from '../common/api/authors.js';
import { contentApi } from '../common/api/content.js';
import { deskApi } from '../common/api/desk.js';
import { editionsApi } from '../common/api/editions.js';
import { kioskApi } from '../common/api/kiosk.js';
import { mediaApi } from '../common/api/media.js';
import { passkeysApi } from '../common/api/passkeys.js';
import { peopleApi } from '../common/api/people.js';
import { invitationsApi } from '../common/api/invitations.js';
import { tokensApi } from '../common/api/tokens.js';
import { recordApi } from '../common/api/record.js';
import { scheduleApi } from '../common/api/schedule.js';
import { searchApi } from '../common/api/search.js';
import { syncApi } from '../common/api/sync.js';

export interface AppContext {
  db: Db;
  config: Config;
  /** The media store; by default the one the configuration names. */
  media?: MediaStore;
  /** Where search records queue for their group commit; by default one of the app's own. */
  searches?: SearchWriter;
  /** Rate-limit counters (in the database); by default the app's own. */
  counters?: RateLimitCounters;
  /** Sync's page sizes (tests make them small to stop a run half-way). */
  sync?: SyncOptions;
  /** The statistics services (they keep the rollups' builders); by default the app's own. */
  stats?: MaintainedStats;
  /** Where the public caches register to be answered ahead of Express (createServer's). */
  lean?: LeanGets;
  /** The automatic backups, whose status the workspace shows (BACKUP_DIR; main.ts starts them). */
  backups?: BackupSchedule;
  /** Whether the server is stopping (readiness answers 503); createServer's drain() sets it. */
  draining?: () => boolean;
  /**
   * The content events of this process (its writes, and those the broadcast hears from others);
   * by default a bus of the app's own. main.ts shares it with the broadcast.
   */
  events?: ContentEventBus;
  /** The scheduled publications' clock and publishing (tests drive both); the time zone and interval are the configuration's. */
  scheduling?: Omit<SchedulerOptions, 'timeZone' | 'tickMs'>;
}

export interface RevistaServer extends http.Server {
  /** Resolves once every queued analytics write (page views, searches) is committed. */
  flushWrites(): Promise<void>;
  /** Starts the periodic analytics maintenance (sessions, salts, rollups); returns its stop. */
  startMaintenance(): () => Promise<void>;
  /** From now on /api/health/ready answers 503, so load balancers stop sending readers (a stop began). */
  drain(): void;
  /** Publishes scheduled editions at their minute; main.ts starts it (tests drive it with their clock). */
  scheduler: EditionScheduler;
}

/**
 * The HTTP server: the page-view beacon, sent for every page a reader opens, on the lean path
 * ahead of Express; every other request through the Express app.
 */
export function createServer(context: AppContext): RevistaServer {
  const searches = context.searches ?? new SearchWriter(context.db);
  const views = new PageViewRecorder(context.db);
  // One set of counters for the Express limiters and the lean beacon path.
  const counters = context.counters ?? new RateLimitCounters(context.db, context.config.adminToken);
  const stats = context.stats ?? analyticsStats(context.db);
  const lean = new LeanGets();
  let draining = false;
  const { app, scheduler } = assembleApp({ ...context, searches, counters, stats, lean, draining: () => draining });
  const beacon = pageViewBeacon(views, { trackRateLimitPerMinute: context.config.trackRateLimit });
  const listener = withLeanGets(withLeanPosts(app, counters, [beacon]), lean);
  // Every answer says its request's id, logged or not: the lean ones in their own head, Express's
  // by its first middleware (server/http/requestWatch.ts). The request lines cost nothing when off.
  const trust = app.get('trust proxy fn') as TrustProxy;
  const logger = log.child({}, { level: context.config.logLevel });
  const { metricsToken, metricsPort } = context.config;
  const observers: AnswerObserver[] = [];
  // Measured only where someone can read it; then so are the database's queries and pool.
  if (metricsToken || metricsPort) observers.push((_req, res, facts, ms) => countAnswer(facts.route, res.statusCode, ms));
  if (logger.isLevelEnabled('info')) observers.push(requestLine(logger));
  const server = http.createServer(withMetricsEndpoint(withRequestWatch(listener, trust, observers), metricsToken));
  server.on('clientError', answerClientError);
  if (metricsToken || metricsPort) server.once('close', instrumentDatabase(context.db));
  return Object.assign(server, {
    flushWrites: async () => {
      await Promise.all([searches.flush(), views.flush()]);
    },
    startMaintenance: () => startConnectionMaintenance(context.db, stats),
    drain: () => {
      draining = true;
    },
    scheduler,
  });
}

/** The JSON bodies the API reads: an article of 10,000 words with its markup passes 100 kB, so the desk's saves get more room. */
const jsonLimit = (route: ApiRoute): string => (route.path.startsWith('/admin/desk/') ? '5mb' : '100kb');

export function createApp(context: AppContext): express.Express {
  return assembleApp(context).app;
}

/** The Express app, and the scheduler built on the same services (createServer hands it to main.ts). */
function assembleApp({
  db,
  config,
  media = createMediaStore(config, db),
  searches = new SearchWriter(db),
  // Rate limits count in the database, so they hold per client across every server process.
  counters = new RateLimitCounters(db, config.adminToken),
  sync: syncOptions,
  stats = analyticsStats(db),
  lean,
  draining = () => false,
  backups,
  events = new ContentEventBus(),
  scheduling = {},
}: AppContext): { app: express.Express; scheduler: EditionScheduler } {
  const app = express();
  // Staff sessions live in the database: every instance sees one opened or ended at once.
  const sessions = new StaffSessions(db);
  const tokens = new StaffTokens(db);
  const people = new StaffPeople(db, sessions, tokens);
  const admin = new StaffAuth(config.adminToken, sessions, tokens, counters.store('admin-bearer-guesses', BEARER_GUESS_WINDOW_MS));
  // The public site staff sync from and publish to (desktop app); none on the public server itself.
  const remote = new RemoteSite({ url: config.remoteUrl, credential: config.remoteToken });
  // One service per area, handed to the routers below. Writes publish typed events on `events`.
  // The record of the staff's acts: written by the mount around each declared route, inside content writes.
  // On the desktop app's server the operator key is the computer's owner, named with their token.
  const recorder = new Recorder(db, () => remote.owner());
  const content = new ContentWriter(db, articleIndex, { events, desk: deskRecords, journal: recorder });
  const authors = new AuthorService(db, content);
  const editions = new EditionService(db, content, media, remote, config.packageMaxBytes);
  const sync = new SyncService(db, content, media, remote, syncOptions);
  const library = new MediaLibrary(db, media, events);
  // Scheduled editions go out through the editions' own publish, recorded as the scheduler's acts.
  const scheduler = new EditionScheduler(db, editions, recorder, { timeZone: config.timeZone, tickMs: config.scheduleCheckMs, ...scheduling });
  // What readers are answered from, kept until the content changes (in this process or another on
  // the database): subscribed here, once; the routers below get their parts.
  const readers = new ReaderCaches(db, media);
  events.subscribe((change) => readers.apply(change));
  const { json: cache, drafts } = readers;
  lean?.add((url) => url.startsWith('/api/'), cache, JSON_CACHE_CONTROL);
  const mailer = config.mail ? smtpMailer(config.mail) : undefined;
  const session = signInHandlers(admin, sessions, people, counters, recorder, mailer !== undefined);
  const staffPasskeys = new StaffPasskeys(db);
  const links = linkHandlers({ links: new StaffLinks(db), people, passkeys: staffPasskeys, steps: session.steps, journal: recorder, counters, mailer, publicUrl: config.publicUrl });
  const passkeys = passkeyHandlers(staffPasskeys, session.steps, counters, config.publicUrl);
  const ingest = analyticsIngest(db, { rateLimitPerMinute: config.searchAnalyticsRateLimit, writer: searches, counters });
  const analytics = analyticsHandlers(db, { stats: stats.searches, timeZone: config.timeZone, connectionSummary: (days) => stats.visitors.summary(days) });
  // Every route of the contract with its area's handler: mounted below, and called in-process by server rendering.
  const handlers = new ApiTable({ recorder })
    .add(contentApi, contentHandlers(db))
    .add(authorsApi, authorHandlers(db, authors))
    .add(searchApi, searchHandlers(db))
    .add(kioskApi, kioskHandlers())
    .add(mediaApi, { ...healthHandlers(db, draining, config.rendererDir), ...mediaHandlers(media, drafts) })
    .add(adminApi, { ...session.handlers, ...remoteHandlers(remote), ...backupHandlers(db, config, backups) }, { before: { signIn: session.before.signIn } })
    .add(peopleApi, { ...session.handlers, ...peopleHandlers(people, sessions) }, { before: { createFirstAdmin: session.before.createFirstAdmin } })
    .add(invitationsApi, links.handlers, { before: links.before })
    .add(passkeysApi, passkeys.handlers, { before: passkeys.before })
    .add(tokensApi, tokenHandlers(tokens, recorder))
    .add(deskApi, { ...deskHandlers(db, content, media), ...mediaLibraryHandlers(library, { image: config.mediaImageMaxBytes, video: config.mediaVideoMaxBytes }) }, { parser: parseDesk })
    .add(analyticsApi, { ...ingest.handlers, ...analytics }, { before: ingest.before })
    .add(connectionAdminApi, connectionHandlers(db, stats.visitors))
    .add(syncApi, syncHandlers(db, media, stats.visitors, drafts, sync))
    .add(recordApi, recordHandlers(db))
    .add(scheduleApi, scheduleHandlers(db, scheduler, config.timeZone, scheduling.clock ?? systemClock))
    .add(editionsApi, { ...editionHandlers(editions, config.packageMaxBytes), ...pdfHandlers({ db, media, siteUrl: () => publicSiteUrl(config, remote) }) });

  app.disable('x-powered-by');
  // The lean beacon path reads the same compiled setting ('trust proxy fn'): one rule for both.
  app.set('trust proxy', config.trustProxy);
  app.use(requestIdHeader);
  app.use(securityHeaders);
  app.use(admin.resolveAudience);
  // The search beacon is busy and answers a few bytes: ahead of compression and the API's routers,
  // with its own small body limit. (The page-view beacon never reaches Express: see createServer.)
  const early = express.Router();
  handlers.mount(early, { guard: (role) => admin.guard(role), cache, jsonLimit, only: (r) => ingest.routes.has(r) });
  app.use('/api', early);
  app.use(compression());

  const api = express.Router();
  handlers.mount(api, { guard: (role) => admin.guard(role), cache, jsonLimit, only: (r) => !ingest.routes.has(r) });
  handlers.refuseOtherMethods(api, { guard: (role) => admin.guard(role) });
  api.use(apiNotFound);

  app.use('/api', api);
  app.use(feedRoutes(db, config, readers));
  app.use(rendererRoutes(config, { cache: readers.pages, clock: readers.clock, images: readers.images }, { lean, reads: inProcessReads(handlers) }));
  app.use(errorHandler);
  return { app, scheduler };
}
