/**
 * Health answers for supervisors and load balancers. `/health` (kept as it was): the process and its
 * database answer. `/health/live`: the process answers, nothing else asked, so a database outage
 * does not get the process restarted. `/health/ready`: readers may be sent here: the database
 * answers, its schema is this version's, and the server is not draining (stopping after SIGTERM);
 * 503 otherwise, with each check's answer. None is cached.
 */
import express from 'express';
import type { mediaApi } from '../../common/api/media.js';
import type { ResponseOf } from '../../common/api/route.js';
import { databaseReachable, type Db } from '../db/connection.js';
import { dialectOf } from '../db/dialect.js';
import { pendingMigrations } from '../db/migrate.js';
import { errorHeaders } from './errors.js';

export function healthRoutes(db: Db, draining: () => boolean): express.Router {
  const router = express.Router();
  const startedAt = Date.now();
  const uptimeSeconds = () => Math.round((Date.now() - startedAt) / 1000);

  router.get('/health', async (_req, res) => {
    const database = dialectOf(db).name;
    // 503 tells a load balancer to send readers elsewhere; the cause is for the server's own log.
    const up = await databaseReachable(db);
    res
      .status(up ? 200 : 503)
      .set(errorHeaders(up ? 200 : 503))
      .json(
        up
          ? ({ status: 'ok', database, uptimeSeconds: uptimeSeconds() } satisfies ResponseOf<typeof mediaApi.health>)
          : ({ status: 'unavailable', database, message: 'No es pot connectar amb la base de dades.', uptimeSeconds: uptimeSeconds() } satisfies ResponseOf<typeof mediaApi.health, 503>),
      );
  });

  router.get('/health/live', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'alive', uptimeSeconds: uptimeSeconds() } satisfies ResponseOf<typeof mediaApi.live>);
  });

  router.get('/health/ready', async (_req, res) => {
    const database = await databaseReachable(db);
    const migrations = database && (await pendingMigrations(db).then((n) => n === 0, () => false));
    const checks = { database, migrations, draining: draining() };
    const ready = database && migrations && !checks.draining;
    const message = !database
      ? 'No es pot connectar amb la base de dades.'
      : !migrations
        ? 'La base de dades no té l’esquema d’aquesta versió (falten migracions).'
        : checks.draining
          ? 'El servidor s’està aturant.'
          : undefined;
    const body: ResponseOf<typeof mediaApi.ready> = { status: ready ? 'ready' : 'unavailable', checks, ...(message ? { message } : {}) };
    res.status(ready ? 200 : 503).set(errorHeaders(ready ? 200 : 503)).json(body);
  });
  return router;
}
