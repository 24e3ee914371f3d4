/**
 * Everything the server keeps derived from the content to answer readers fast, in one object that
 * the composition root builds once per app and subscribes once to the content events: the JSON
 * answers, the drawn pages, feeds and sitemaps, the content clock (their Last-Modified), the pixel
 * sizes of media files, and the draft-media gate. The modules that serve them receive their part;
 * none listens to the events itself. What a change drops follows its reach (content/reach.ts): a
 * draft's save drops only what the preview audience sees, so readers keep their cached answers
 * while staff type.
 */
import type { ContentChange } from './content/events.js';
import { reachOf } from './content/reach.js';
import type { Db } from './db/connection.js';
import { DraftMediaGate } from './editions/draftMedia.js';
import { ResponseCache } from './http/cache.js';
import type { MediaStore } from './media/store.js';
import { ContentClock } from './seo/contentClock.js';
import { ImageSizes } from './seo/imageSize.js';

export class ReaderCaches {
  /** Public JSON answers of the API (and the admin's preview of them, kept apart). */
  readonly json = new ResponseCache(1000, 'json');
  readonly pages = new ResponseCache(2000, 'page');
  readonly feeds = new ResponseCache(300, 'feed');
  // Sitemaps can be large (up to 50,000 addresses a file): keep few of them.
  readonly sitemaps = new ResponseCache(20, 'feed');
  readonly clock: ContentClock;
  readonly images: ImageSizes;
  readonly drafts: DraftMediaGate;

  constructor(db: Db, media: MediaStore) {
    this.clock = new ContentClock(db);
    this.images = new ImageSizes(media);
    this.drafts = new DraftMediaGate(db);
  }

  /** Drops what a change made stale, in this process (the broadcast brings the others' changes here too). */
  apply(change: ContentChange): void {
    const reach = reachOf(change.events);
    if (!reach) return;
    this.clock.forget();
    if (reach !== 'everyone') {
      this.json.clear('preview');
      this.pages.clear('preview');
      if (reach === 'drafts') this.drafts.forget();
      else this.drafts.forgetDraftNames();
      return;
    }
    for (const cache of [this.json, this.pages, this.feeds, this.sitemaps]) cache.clear();
    this.images.forget();
    this.drafts.forget();
  }
}
