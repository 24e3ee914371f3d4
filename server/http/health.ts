/**
 * Health answers for supervisors and load balancers. `/health` (kept as it was): the process and its
 * database answer. `/health/live`: the process answers, nothing else asked, so a database outage
 * does not get the process restarted. `/health/ready`: readers may be sent here: the database
 * answers, its schema is this version's, and the server is not draining (stopping after SIGTERM);
 * 503 otherwise, with each check's answer. None is cached.
 */
import { mediaApi } from '../../common/api/media.js';
import { databaseReachable, type Db } from '../db/connection.js';
import { dialectOf } from '../db/dialect.js';
import { pendingMigrations } from '../db/migrate.js';
import { FileReply, replyWith } from './answers.js';
import { errorHeaders } from './errors.js';
import type { Handlers } from './mount.js';
import { apiReferenceRoute } from './apiReference.js';
import { openApiRoute } from './openapi.js';

export function healthHandlers(db: Db, draining: () => boolean, rendererDir: string): Pick<Handlers<typeof mediaApi>, 'health' | 'live' | 'ready' | 'openapi' | 'docs'> {
  const startedAt = Date.now();
  const reference = apiReferenceRoute(rendererDir);
  const uptimeSeconds = () => Math.round((Date.now() - startedAt) / 1000);
  return {
    health: async () => {
      const database = dialectOf(db).name;
      // 503 tells a load balancer to send readers elsewhere; the cause is for the server's own log.
      if (await databaseReachable(db)) return { status: 'ok', database, uptimeSeconds: uptimeSeconds() };
      const down = { status: 'unavailable', database, message: 'No es pot connectar amb la base de dades.', uptimeSeconds: uptimeSeconds() } as const;
      return replyWith(mediaApi.health, 503, down, errorHeaders(503));
    },
    live: async () => ({ status: 'alive', uptimeSeconds: uptimeSeconds() }),
    ready: async () => {
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
      const body = { status: ready ? 'ready' : 'unavailable', checks, ...(message ? { message } : {}) } as const;
      return ready ? body : replyWith(mediaApi.ready, 503, body, errorHeaders(503));
    },
    openapi: async () => FileReply.written(async (req, res) => openApiRoute(req, res)),
    docs: async () => FileReply.written(async (req, res) => reference(req, res)),
  };
}
