/** Builds the Express app without listening: tests boot it directly, main.ts listens. */
import compression from 'compression';
import express from 'express';
import { authorRoutes } from './authors/routes.js';
import type { Config } from './config.js';
import { connectionRoutes, connectionTrackRoutes } from './connections/routes.js';
import { connectionSummary } from './connections/stats.js';
import { contentRoutes } from './content/routes.js';
import { feedRoutes } from './feeds/routes.js';
import { isSqlite, type Db } from './db/connection.js';
import { AdminAuth, adminSessionRoutes } from './http/admin.js';
import { apiNotFound, errorHandler } from './http/errors.js';
import { securityHeaders } from './http/security.js';
import { mediaRoutes } from './media/routes.js';
import { pdfRoutes } from './pdf/routes.js';
import { analyticsIngestRoutes, analyticsRoutes } from './analytics/routes.js';
import { searchRoutes } from './search/routes.js';
import { rendererRoutes } from './web/renderer.js';

export interface AppContext {
  db: Db;
  config: Config;
}

export function createApp({ db, config }: AppContext): express.Express {
  const app = express();
  const admin = new AdminAuth(config.adminToken);
  const startedAt = Date.now();

  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(securityHeaders);
  // The reader beacons (page views, searches) are the busiest calls and answer a few bytes: ahead
  // of compression and the API's routers, each with its own small body limit.
  app.use('/api/connections', connectionTrackRoutes(db, { trackRateLimitPerMinute: config.trackRateLimit }));
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
  api.use(contentRoutes(db));
  api.use('/authors', authorRoutes(db, admin.guard));
  api.use(mediaRoutes(config.mediaDir));
  api.use('/pdf', pdfRoutes(db, config, admin.guard));
  api.use('/search', searchRoutes(db));
  api.use('/analytics', analyticsRoutes(db, { adminGuard: admin.guard, connectionSummary }));
  api.use('/connections', connectionRoutes(db, admin.guard));
  api.use(apiNotFound);

  app.use('/api', api);
  app.use(feedRoutes(db, config));
  app.use(rendererRoutes(db, config));
  app.use(errorHandler);
  return app;
}
