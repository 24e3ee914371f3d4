/** Every setting of the server, read from the environment once and validated (the only reader of process.env). */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

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

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_FILE: z.string().default(path.resolve('data', 'revista.sqlite')),
  DATABASE_URL: z.string().url().optional(),
  MEDIA_DIR: z.string().default(path.join(RESOURCES, 'media')),
  RENDERER_DIR: z.string().default(path.join(ROOT, 'dist', 'renderer')),
  ADMIN_TOKEN: z.string().min(12, 'ADMIN_TOKEN must have at least 12 characters').optional(),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  LOG_REQUESTS: z.enum(['true', 'false']).default('false'),
  // Search-analytics ingest calls accepted per client and minute (rate limit of the public beacon).
  SEARCH_ANALYTICS_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  // Page-view beacons accepted per client and minute (rate limit of POST /api/connections/track).
  TRACK_RATE_LIMIT: z.coerce.number().int().min(1).default(240),
  // The public site this server syncs from and publishes to (the desktop's bundled server).
  REMOTE_URL: z.string().regex(/^https?:\/\/\S+$/i, 'REMOTE_URL must be an http(s) address').optional(),
  REMOTE_TOKEN: z.string().min(12, 'REMOTE_TOKEN must have at least 12 characters').optional(),
  // The largest edition package (.zip) POST /api/admin/packages accepts, in bytes.
  PACKAGE_MAX_BYTES: z.coerce.number().int().min(1024).default(512 * 1024 * 1024),
});

export interface Config {
  port: number;
  host: string;
  databaseFile: string;
  databaseUrl: string | undefined;
  mediaDir: string;
  rendererDir: string;
  resourcesDir: string;
  adminToken: string;
  /** True when the token was generated at start (it is printed once for the operator). */
  adminTokenGenerated: boolean;
  publicUrl: string;
  seedDemo: boolean;
  logRequests: boolean;
  /** Search-analytics ingest calls accepted per client and minute. */
  searchAnalyticsRateLimit: number;
  /** Page-view beacons accepted per client and minute. */
  trackRateLimit: number;
  /** The public site to sync from and publish to, with its admin credential. */
  remoteUrl: string | undefined;
  remoteToken: string | undefined;
  /** The largest edition package accepted, in bytes (also the largest file inside one). */
  packageMaxBytes: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseFile: path.resolve(e.DATABASE_FILE),
    databaseUrl: e.DATABASE_URL,
    mediaDir: path.resolve(e.MEDIA_DIR),
    rendererDir: path.resolve(e.RENDERER_DIR),
    resourcesDir: RESOURCES,
    adminToken: e.ADMIN_TOKEN ?? randomBytes(18).toString('base64url'),
    adminTokenGenerated: e.ADMIN_TOKEN === undefined,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    seedDemo: e.SEED_DEMO === 'true',
    logRequests: e.LOG_REQUESTS === 'true',
    searchAnalyticsRateLimit: e.SEARCH_ANALYTICS_RATE_LIMIT,
    trackRateLimit: e.TRACK_RATE_LIMIT,
    remoteUrl: e.REMOTE_URL,
    remoteToken: e.REMOTE_TOKEN,
    packageMaxBytes: e.PACKAGE_MAX_BYTES,
    ...overrides,
  };
}
