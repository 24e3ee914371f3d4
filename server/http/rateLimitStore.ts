/**
 * Rate-limit counters in the database, so a limit holds per client across every server process on
 * one database (not per process). An express-rate-limit Store: each limiter names its counters
 * ('track', 'search', ...) and the window comes from the limiter's options. No address is stored:
 * a client is an HMAC of its key under a secret every process shares (derived from the admin
 * token), so the table cannot be turned back into addresses without it.
 *
 * A hit is one atomic upsert that adds to the client's counter, or starts it afresh when its window
 * has ended, and returns the new total. Hits that arrive while a statement runs go out together as
 * the next one (one multi-row statement, one row per client): each request still waits for the
 * database's answer and gets its own exact total (the counter's new value minus the hits queued
 * after it), so batching costs no accuracy, only a wait of at most one statement. That keeps the
 * page-view beacon at one extra statement per batch of beacons instead of one per beacon.
 *
 * Not done: deciding from a local count and writing it behind. It saves the beacon's wait, but two
 * instances taking turns would each miss the other's latest hits, so the limit would no longer be
 * exact across instances. The price of exactness is on SQLite, whose one connection now takes two
 * writes per beacon batch (the counters, then the views); see docs/operations.md,
 * "Instances: shared and per-process state".
 */
import { createHash, createHmac } from 'node:crypto';
import { MemoryStore, rateLimit, type Options, type RateLimitRequestHandler, type Store } from 'express-rate-limit';
import type { Db } from '../db/connection.js';
import { dialectOf } from '../db/dialect.js';
import { log } from '../log/logger.js';

const TABLE = 'rate_limit_counters';
// Counters whose window has ended are deleted at most this often (by whichever limiter is busy).
const SWEEP_EVERY_MS = 60_000;
// Keys of a multi-row statement: PostgreSQL and SQLite both take 3 x 300 parameters easily.
const MAX_ROWS = 300;

interface Waiting {
  resolve: (result: { totalHits: number; resetTime: Date }) => void;
  reject: (error: unknown) => void;
}

interface CounterRow {
  key: string;
  hits: number | string;
  reset_at: number | string;
}

export class DatabaseRateLimitStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  private readonly secret: Buffer;
  private windowMs = 60_000;
  private pending = new Map<string, Waiting[]>();
  private running: Promise<void> | null = null;
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    name: string,
    secret: string,
  ) {
    this.prefix = `${name}:`;
    this.secret = createHash('sha256').update(`revista-rate-limit:${secret}`).digest();
  }

  /** The row of a client: the limiter's name and the client key's HMAC. */
  private row(key: string): string {
    return this.prefix + createHmac('sha256', this.secret).update(key).digest('base64url').slice(0, 32);
  }

  init(options: Pick<Options, 'windowMs'>): void {
    this.windowMs = options.windowMs;
  }

  increment(key: string): Promise<{ totalHits: number; resetTime: Date }> {
    return new Promise((resolve, reject) => {
      const full = this.row(key);
      const waiting = this.pending.get(full);
      if (waiting) waiting.push({ resolve, reject });
      else this.pending.set(full, [{ resolve, reject }]);
      this.running ??= this.drain();
    });
  }

  async decrement(key: string): Promise<void> {
    await this.db(TABLE)
      .where('key', this.row(key))
      .andWhere('reset_at', '>', Date.now())
      .andWhere('hits', '>', 0)
      .decrement('hits', 1);
  }

  async resetKey(key: string): Promise<void> {
    await this.db(TABLE).where('key', this.row(key)).delete();
  }

  async get(key: string): Promise<{ totalHits: number; resetTime: Date } | undefined> {
    const row = await this.db(TABLE).where('key', this.row(key)).andWhere('reset_at', '>', Date.now()).first<CounterRow | undefined>();
    return row ? { totalHits: Number(row.hits), resetTime: new Date(Number(row.reset_at)) } : undefined;
  }

  /** Writes what is queued, then what queued up meanwhile, until nothing is left. */
  private async drain(): Promise<void> {
    // Let the hits of the same turn join the first statement.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.pending.size > 0) {
      const batch = [...this.pending];
      this.pending = new Map();
      await this.flush(batch);
    }
    this.running = null;
  }

  private async flush(batch: [string, Waiting[]][]): Promise<void> {
    for (let i = 0; i < batch.length; i += MAX_ROWS) {
      const part = batch.slice(i, i + MAX_ROWS);
      try {
        const now = Date.now();
        const rows = await this.add(part.map(([key, waiting]) => ({ key, hits: waiting.length })), now);
        const total = new Map(rows.map((r) => [r.key, r]));
        for (const [key, waiting] of part) {
          const row = total.get(key);
          if (!row) throw new Error(`La base de dades no ha retornat el comptador del límit de peticions «${key}».`);
          const hits = Number(row.hits);
          const resetTime = new Date(Number(row.reset_at));
          // The first request of the turn is the earliest of the hits just added.
          waiting.forEach((w, index) => w.resolve({ totalHits: hits - waiting.length + 1 + index, resetTime }));
        }
      } catch (error) {
        for (const [, waiting] of part) for (const w of waiting) w.reject(error);
      }
    }
    await this.sweep(Date.now()).catch((error: unknown) => log.error({ err: error }, 'no s’han pogut netejar els comptadors del límit de peticions'));
  }

  /** Adds hits to counters in one statement; a counter whose window has ended starts again. */
  private async add(rows: { key: string; hits: number }[], now: number): Promise<CounterRow[]> {
    const resetAt = now + this.windowMs;
    // Written out rather than built by knex: this runs on every beacon batch, and knex would write
    // SQLite's multi-row insert as a compound SELECT. In both databases every SET expression reads
    // the row as it was before the update.
    const sql =
      `insert into ${TABLE} (key, hits, reset_at) values ${rows.map(() => '(?, ?, ?)').join(', ')} ` +
      `on conflict (key) do update set ` +
      `hits = case when ${TABLE}.reset_at <= ? then excluded.hits else ${TABLE}.hits + excluded.hits end, ` +
      `reset_at = case when ${TABLE}.reset_at <= ? then excluded.reset_at else ${TABLE}.reset_at end ` +
      `returning key, hits, reset_at`;
    const result = (await this.db.raw(sql, [...rows.flatMap((r) => [r.key, r.hits, resetAt]), now, now])) as CounterRow[] | { rows: CounterRow[] };
    return Array.isArray(result) ? result : result.rows;
  }

  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await this.db(TABLE).where('reset_at', '<', now).delete();
  }
}

/**
 * The counters every limiter of the server uses. On PostgreSQL, where several server processes
 * share one database, they live in the database. A SQLite file is served by one process (a second
 * would only meet SQLITE_BUSY), so there nothing needs sharing and the counters stay in the
 * process: that keeps the page-view beacon at one write per batch on SQLite's single connection.
 */
export class RateLimitCounters {
  private readonly local = new Map<string, MemoryStore>();

  constructor(
    private readonly db: Db,
    private readonly secret: string,
  ) {}

  /** The counters of one limiter, for code that counts without the middleware. */
  store(name: string, windowMs: number): Store & Pick<MemoryStore, 'get' | 'increment' | 'resetKey'> {
    if (!dialectOf(this.db).singleFile) {
      const store = new DatabaseRateLimitStore(this.db, name, this.secret);
      store.init({ windowMs });
      return store;
    }
    // One store per limiter name, so every user of a limiter in this process counts together.
    let store = this.local.get(name);
    if (!store) {
      store = new MemoryStore();
      store.init({ windowMs } as Options);
      this.local.set(name, store);
    }
    return store;
  }

  /** An express-rate-limit middleware counting with this server's counters (every limiter uses this). */
  limit(name: string, options: Omit<Partial<Options>, 'store'> & { windowMs: number }): RateLimitRequestHandler {
    return rateLimit({ ...options, store: this.store(name, options.windowMs) });
  }
}
