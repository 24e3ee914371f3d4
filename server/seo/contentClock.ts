/**
 * When the content last changed: the Last-Modified of every page, feed and sitemap (one clock
 * keeps them consistent), asked of the database once per content change.
 */
import type { Db } from '../db/connection.js';
import { onContentChanged } from '../content/events.js';
import { contentLastModified } from './queries.js';

export class ContentClock {
  private value: Promise<Date | null> | null = null;

  constructor(private readonly db: Db) {
    onContentChanged(() => {
      this.value = null;
    });
  }

  lastModified(): Promise<Date | null> {
    if (!this.value) {
      this.value = contentLastModified(this.db);
      this.value.catch(() => {
        this.value = null;
      });
    }
    return this.value;
  }
}
