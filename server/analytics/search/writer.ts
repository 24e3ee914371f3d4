/**
 * Group commit for the search-analytics beacon: records that arrive while a write is running
 * wait and are written together in the next transaction. At low traffic each record is written
 * on its own at once; under load one commit carries many, which is what lets a single SQLite
 * file take thousands of searches a second. Each caller still gets its own row id, and a
 * failed batch fails every caller in it (nothing is dropped silently).
 */
import type { Db } from '../../db/connection.js';
import { insertSearches, type SearchRecord } from './queries.js';
import { analyticsFlushDuration, analyticsQueueDepth } from '../../metrics/registry.js';

const MAX_BATCH = 500;
// Accepted and not yet committed, and how long each batch takes: the metrics' view of the queue.
const depth = analyticsQueueDepth.labels('searches');
const flushTime = analyticsFlushDuration.labels('searches');

interface Pending {
  record: SearchRecord;
  resolve: (id: number) => void;
  reject: (error: unknown) => void;
}

export class SearchWriter {
  private queue: Pending[] = [];
  /** The drain loop while it runs. */
  private draining: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  write(record: SearchRecord): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      this.queue.push({ record, resolve, reject });
      depth.inc();
      this.draining ??= this.drain();
    });
  }

  /** Resolves once everything queued so far is committed (graceful shutdown). */
  async flush(): Promise<void> {
    while (this.draining) await this.draining;
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      const timer = flushTime.startTimer();
      try {
        const ids = await insertSearches(this.db, batch.map((p) => p.record));
        batch.forEach((p, i) => p.resolve(ids[i]!));
      } catch (error) {
        for (const p of batch) p.reject(error);
      } finally {
        timer();
        depth.dec(batch.length);
      }
    }
    this.draining = null;
  }
}
