/**
 * When the content last changed: the Last-Modified of every page, feed and sitemap (one clock
 * keeps them consistent), asked of the database once per content change (the reader caches,
 * server/readerCaches.ts, make it forget).
 */
import type { Db } from '../db/connection.js';
import { contentLastModified } from './queries.js';

export class ContentClock {
  private value: Promise<Date | null> | null = null;

  constructor(private readonly db: Db) {}

  /** The content changed: ask the database again at the next question. */
  forget(): void {
    this.value = null;
  }

  lastModified(): Promise<Date | null> {
    if (!this.value) {
      const asked = contentLastModified(this.db);
      this.value = asked;
      asked.catch(() => {
        if (this.value === asked) this.value = null;
      });
    }
    return this.value;
  }
}
