/** Builds the server without listening: main.ts and the API tests listen on it. */
import http from 'node:http';
import compression from 'compression';
import express from 'express';
import { authorRoutes } from './authors/routes.js';
import type { Config } from './config.js';
import { connectionRoutes, pageViewBeacon } from './connections/routes.js';
import { connectionSummary } from './connections/stats.js';
import { contentRoutes } from './content/routes.js';
import { editionRoutes } from './editions/routes.js';
import { feedRoutes } from './feeds/routes.js';
import { isSqlite, type Db } from './db/connection.js';
import { AdminAuth, adminSessionRoutes } from './http/admin.js';
import { apiNotFound, errorHandler } from './http/errors.js';
import { withLeanPosts } from './http/leanPost.js';
import { securityHeaders } from './http/security.js';
import { mediaRoutes } from './media/routes.js';
import { createMediaStore, type MediaStore } from './media/store.js';
import { pdfRoutes } from './pdf/routes.js';
import { analyticsIngestRoutes, analyticsRoutes } from './analytics/routes.js';
import { searchRoutes } from './search/routes.js';
import { RemoteSite, remoteRoutes } from './staff/remote.js';
import { rendererRoutes } from './web/renderer.js';

export interface AppContext {
  db: Db;
  config: Config;
  /** The media store; by default the one the configuration names. */
  media?: MediaStore;
}

/**
 * The HTTP server: the page-view beacon, sent for every page a reader opens, on the lean path
 * ahead of Express; every other request through the Express app.
 */
export function createServer(context: AppContext): http.Server {
  const app = createApp(context);
  const beacon = pageViewBeacon(context.db, { trackRateLimitPerMinute: context.config.trackRateLimit });
  return http.createServer(withLeanPosts(app, [beacon]));
}

export function createApp({ db, config, media = createMediaStore(config) }: AppContext): express.Express {
  const app = express();
  const admin = new AdminAuth(config.adminToken);
  // The public site staff sync from and publish to (desktop app); none on the public server itself.
  const remote = new RemoteSite({ url: config.remoteUrl, credential: config.remoteToken });
  const startedAt = Date.now();

  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(securityHeaders);
  app.use(admin.resolveAudience);
  // The search beacon is busy and answers a few bytes: ahead of compression and the API's routers,
  // with its own small body limit. (The page-view beacon never reaches Express: see createServer.)
  app.use('/api/analytics', analyticsIngestRoutes(db, { rateLimitPerMinute: config.searchAnalyticsRateLimit }));
  app.use(compression());
  if (config.logRequests) {
    app.use((req, res, next) => {
      const start = process.hrtime.bigint();
      res.on('finish', () => {
        const ms = Number(process.hrtime.bigint() - start) / 1e6;
        console.info(`${req.method} ${req.originalUrl} ${res.statusCode} ${ms.toFixed(1)}ms`);
      });
      next();
    });
  }

  const api = express.Router();
  api.use(express.json({ limit: '100kb' }));
  api.get('/health', async (_req, res) => {
    await db.raw('select 1');
    res.set('Cache-Control', 'no-store').json({
      status: 'ok',
      database: isSqlite(db) ? 'sqlite' : 'postgresql',
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    });
  });
  api.use('/admin', adminSessionRoutes(admin));
  api.use('/admin/remote', remoteRoutes(remote, admin.guard));
  api.use('/admin', editionRoutes({ db, media, remote, adminGuard: admin.guard, packageMaxBytes: config.packageMaxBytes }));
  api.use(contentRoutes(db));
  api.use('/authors', authorRoutes(db, admin.guard));
  api.use(mediaRoutes(media));
  api.use('/pdf', pdfRoutes(db, config, media, admin.guard));
  api.use('/search', searchRoutes(db));
  api.use('/analytics', analyticsRoutes(db, { adminGuard: admin.guard, connectionSummary }));
  api.use('/connections', connectionRoutes(db, admin.guard));
  api.use(apiNotFound);

  app.use('/api', api);
  app.use(feedRoutes(db, config, media));
  app.use(rendererRoutes(db, config, media));
  app.use(errorHandler);
  return app;
}
