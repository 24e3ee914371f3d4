/** Every setting of the server, read from the environment once and validated (the only reader of process.env). */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { catalanIssue } from '../common/api/catalanIssues.js';
import { DEFAULT_MAGAZINE_TIME_ZONE } from '../common/dates.js';
import { SCHEDULE_TICK_MS } from '../common/schedule.js';
import { isPersonalToken } from '../common/staff/tokens.js';
import { isTimeZone } from '../common/zonedTime.js';
import { LOG_LEVELS, type LogLevel } from './log/logger.js';

/** The project root: the nearest folder above this module that holds `resources/` (source or bundle). */
function findRoot(start: string): string {
  let dir = start;
  while (!fs.existsSync(path.join(dir, 'resources'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start, '..');
    dir = parent;
  }
  return dir;
}

const ROOT = findRoot(import.meta.dirname);
const RESOURCES = path.join(ROOT, 'resources');

/** Express's 'trust proxy' value: trust all or none, a number of hops, or addresses, CIDRs and names. */
export type TrustProxy = boolean | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR (10.0.0.0/8) or address/netmask, or one of proxy-addr's names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (range === undefined) return true;
  return /^\d{1,3}$/.test(range) ? Number(range) <= (isIP(address) === 4 ? 32 : 128) : isIP(range) === isIP(address);
}

const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    if (value === 'true' || value === 'false') return value === 'true';
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((e) => e.trim()).filter((e) => e.length > 0);
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (entries.length > 0 && bad.length === 0) return entries;
    ctx.addIssue({ code: 'custom', message: `ha de ser true, false, un nombre de salts o adreces/CIDR (no s’entén: ${bad.join(', ') || value})` });
    return z.NEVER;
  });

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_FILE: z.string().default(path.resolve('data', 'revista.sqlite')),
  DATABASE_URL: z.string().url().optional(),
  // PostgreSQL connections this process may open (plus one that listens for content changes).
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  // Uploads are the magazine's data: beside the default database, never among the checkout's demo files.
  MEDIA_DIR: z.string().optional(),
  // Where images and videos live: the MEDIA_DIR folder, or the database (several server processes).
  MEDIA_STORE: z.enum(['folder', 'database']).default('folder'),
  RENDERER_DIR: z.string().default(path.join(ROOT, 'dist', 'renderer')),
  ADMIN_TOKEN: z.string().min(12, 'ha de tenir com a mínim 12 caràcters').optional(),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  // Automatic backups into this folder (SQLite), daily at BACKUP_TIME local time, kept in a rotation.
  BACKUP_DIR: z.string().optional(),
  BACKUP_TIME: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'ha de ser HH:MM').default('03:00'),
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(366).default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(4),
  BACKUP_KEEP_MONTHLY: z.coerce.number().int().min(0).max(240).default(12),
  // Prometheus metrics at /metrics for this bearer token, and/or on this port bound to loopback; neither: no /metrics.
  METRICS_TOKEN: z.string().min(16, 'ha de tenir com a mínim 16 caràcters').optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  // info logs a line per request; warn and above only what went wrong.
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  // Which proxies in front of the server may say who the client is (X-Forwarded-For); Express's meaning.
  TRUST_PROXY: trustProxy.default(['loopback']),
  // How long a stop (SIGTERM, SIGINT) may take to finish requests and writes before the process exits anyway.
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  // Search-analytics ingest calls accepted per client and minute (rate limit of the public beacon).
  SEARCH_ANALYTICS_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  // Page-view beacons accepted per client and minute (rate limit of POST /api/connections/track).
  TRACK_RATE_LIMIT: z.coerce.number().int().min(1).default(240),
  // The public site this server syncs from and publishes to (the desktop's bundled server), and a
  // person's personal token there: never its shared ADMIN_TOKEN, so that its record says who acted.
  REMOTE_URL: z.string().regex(/^https?:\/\/\S+$/i, 'ha de ser una adreça http(s)').optional(),
  REMOTE_TOKEN: z.string().refine(isPersonalToken, "ha de ser una clau personal del web públic (comença per estany_), no la seva clau d'operador").optional(),
  // Where invitation and password-reset links are mailed from (none: the administrator copies them).
  SMTP_URL: z.string().regex(/^smtps?:\/\/\S+$/i, 'ha de ser una adreça smtp:// o smtps://').optional(),
  MAIL_FROM: z.string().trim().min(3).max(320).optional(),
  // The largest edition package (.zip) POST /api/admin/packages accepts, in bytes.
  PACKAGE_MAX_BYTES: z.coerce.number().int().min(1024).default(512 * 1024 * 1024),
  // The largest image and video the desk's media library accepts, in bytes.
  MEDIA_IMAGE_MAX_BYTES: z.coerce.number().int().min(1024).default(25 * 1024 * 1024),
  MEDIA_VIDEO_MAX_BYTES: z.coerce.number().int().min(1024).default(300 * 1024 * 1024),
  // The clock scheduled publications are set on (an IANA zone; daylight saving follows it).
  MAGAZINE_TIME_ZONE: z.string().refine(isTimeZone, 'ha de ser una zona horària IANA, com Europe/Madrid').default(DEFAULT_MAGAZINE_TIME_ZONE),
  // How often each instance looks for scheduled publications due (one indexed query); never less often than 15 s.
  SCHEDULE_CHECK_SECONDS: z.coerce.number().int().min(1).max(SCHEDULE_TICK_MS / 1000).default(SCHEDULE_TICK_MS / 1000),
});

export interface Config {
  port: number;
  host: string;
  databaseFile: string;
  databaseUrl: string | undefined;
  /** PostgreSQL pool size of this process. */
  databasePoolMax: number;
  mediaDir: string;
  /**
   * Where uploads went before they moved to data/media (resources/media), when MEDIA_DIR is not
   * set: an install upgrading with the default adopts that folder's files once (server/demo/legacyMedia.ts).
   */
  legacyMediaDir: string | null;
  /** 'database' keeps media in the database, so several server processes share it. */
  mediaStore: 'folder' | 'database';
  rendererDir: string;
  resourcesDir: string;
  adminToken: string;
  /** True when the token was generated at start (it is printed once for the operator). */
  adminTokenGenerated: boolean;
  publicUrl: string;
  seedDemo: boolean;
  /** Automatic backups: the folder (none: off), the local time of day, and how many to keep. */
  backup: { dir: string | undefined; at: { hour: number; minute: number }; retention: { daily: number; weekly: number; monthly: number } };
  /** The bearer token /metrics answers on the public port (none: 404 there). */
  metricsToken: string | undefined;
  /** A port on loopback serving /metrics without a token. */
  metricsPort: number | undefined;
  /** The least severe level logged (pino's names); a request's line is at info. */
  logLevel: LogLevel;
  /** The proxies whose X-Forwarded-For is believed, as Express's 'trust proxy' setting. */
  trustProxy: TrustProxy;
  /** The bound of a graceful stop, in ms. */
  shutdownTimeoutMs: number;
  /** Search-analytics ingest calls accepted per client and minute. */
  searchAnalyticsRateLimit: number;
  /** Page-view beacons accepted per client and minute. */
  trackRateLimit: number;
  /** The public site to sync from and publish to, with a person's personal token there. */
  remoteUrl: string | undefined;
  remoteToken: string | undefined;
  /** The mail server that sends invitation and reset links, and their sender; none: links are copied by hand. */
  mail: { url: string; from: string } | undefined;
  /** The largest edition package accepted, in bytes (also the largest file inside one). */
  packageMaxBytes: number;
  /** The largest upload to the media library, per kind, in bytes. */
  mediaImageMaxBytes: number;
  mediaVideoMaxBytes: number;
  /** The magazine's time zone, on whose clock editions are scheduled. */
  timeZone: string;
  /** The scheduler's interval between looks for what is due, in ms (SCHEDULE_TICK_MS at most). */
  scheduleCheckMs: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // The operator reads these (a server that will not start): Catalan, like every message.
  const parsed = schema.safeParse(env, { error: catalanIssue });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Configuració no vàlida: ${problems}`);
  }
  const e = parsed.data;
  if (e.SMTP_URL && !e.MAIL_FROM) throw new Error('Configuració no vàlida: MAIL_FROM: cal el remitent dels correus quan hi ha SMTP_URL');
  return {
    port: e.PORT,
    host: e.HOST,
    databaseFile: path.resolve(e.DATABASE_FILE),
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    mediaDir: path.resolve(e.MEDIA_DIR ?? path.join('data', 'media')),
    legacyMediaDir: e.MEDIA_DIR === undefined ? path.join(RESOURCES, 'media') : null,
    mediaStore: e.MEDIA_STORE,
    rendererDir: path.resolve(e.RENDERER_DIR),
    resourcesDir: RESOURCES,
    adminToken: e.ADMIN_TOKEN ?? randomBytes(18).toString('base64url'),
    adminTokenGenerated: e.ADMIN_TOKEN === undefined,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    seedDemo: e.SEED_DEMO === 'true',
    logLevel: e.LOG_LEVEL,
    backup: {
      dir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : undefined,
      at: { hour: Number(e.BACKUP_TIME.slice(0, 2)), minute: Number(e.BACKUP_TIME.slice(3)) },
      retention: { daily: e.BACKUP_KEEP_DAILY, weekly: e.BACKUP_KEEP_WEEKLY, monthly: e.BACKUP_KEEP_MONTHLY },
    },
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    trustProxy: e.TRUST_PROXY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    searchAnalyticsRateLimit: e.SEARCH_ANALYTICS_RATE_LIMIT,
    trackRateLimit: e.TRACK_RATE_LIMIT,
    remoteUrl: e.REMOTE_URL,
    remoteToken: e.REMOTE_TOKEN,
    mail: e.SMTP_URL && e.MAIL_FROM ? { url: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
    packageMaxBytes: e.PACKAGE_MAX_BYTES,
    mediaImageMaxBytes: e.MEDIA_IMAGE_MAX_BYTES,
    mediaVideoMaxBytes: e.MEDIA_VIDEO_MAX_BYTES,
    timeZone: e.MAGAZINE_TIME_ZONE,
    scheduleCheckMs: e.SCHEDULE_CHECK_SECONDS * 1000,
    ...overrides,
  };
}
