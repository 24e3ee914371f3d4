/**
 * What a content change drops from the reader caches (server/readerCaches.ts, by the rule of
 * server/content/reach.ts), and the events' form on the wire between server processes.
 */
import { describe, expect, it } from 'vitest';
import { ContentEventBus, type ContentEvent } from '../../server/content/events.js';
import { decodeChange, encodeChange } from '../../server/content/eventWire.js';
import { reachOf } from '../../server/content/reach.js';
import type { Db } from '../../server/db/connection.js';
import { cacheKey, cachedAnswer, ResponseCache } from '../../server/http/cache.js';
import type { MediaStore } from '../../server/media/store.js';
import { ReaderCaches } from '../../server/readerCaches.js';

const draftText: ContentEvent = { type: 'article', id: 'a1', visibility: 'draft' };
const draftEdition: ContentEvent = { type: 'edition', number: 51, status: 'draft' };

describe('the reach of a change', () => {
  it('is the preview audience’s alone for drafts, everyone’s for anything readers see or cannot be named', () => {
    expect(reachOf([draftText])).toBe('draft-text');
    expect(reachOf([draftText, draftEdition])).toBe('drafts');
    expect(reachOf([{ type: 'article', id: 'a1', visibility: 'published' }])).toBe('everyone');
    for (const status of ['published', 'withdrawn'] as const) expect(reachOf([{ type: 'edition', number: 51, status }])).toBe('everyone');
    expect(reachOf([draftText, { type: 'author', id: 'x' }])).toBe('everyone');
    expect(reachOf([{ type: 'media', name: 'portada-51.jpg' }])).toBe('everyone');
    expect(reachOf('unknown')).toBe('everyone');
    expect(reachOf([])).toBeNull();
  });
});

describe('the reader caches', () => {
  const answer = (text: string) => cachedAnswer(200, 'application/json; charset=utf-8', text, null);

  /** Caches with one public and one preview entry in each of the JSON and page caches, and a feed. */
  async function filled(): Promise<ReaderCaches> {
    const caches = new ReaderCaches({} as Db, {} as MediaStore);
    const stored: Promise<unknown>[] = [caches.feeds.get('/feeds/rss.xml', async () => answer('feed'))];
    for (const cache of [caches.json, caches.pages]) {
      for (const key of [cacheKey('public', '/'), cacheKey('preview', '/'), cacheKey('preview', '/', 'fonts')]) stored.push(cache.get(key, async () => answer(key)));
    }
    await Promise.all(stored);
    return caches;
  }

  /** Which keys each cache still holds. */
  function kept(caches: ReaderCaches) {
    const has = (cache: ResponseCache, keys: string[]) => keys.filter((key) => cache.peek(key));
    const keys = [cacheKey('public', '/'), cacheKey('preview', '/'), cacheKey('preview', '/', 'fonts')];
    return { json: has(caches.json, keys), pages: has(caches.pages, keys), feeds: has(caches.feeds, ['/feeds/rss.xml']) };
  }

  it('drop only the preview audience’s entries on a draft’s change, everything on a change readers see', async () => {
    const bus = new ContentEventBus();
    const caches = await filled();
    bus.subscribe((change) => caches.apply(change));
    expect(kept(caches)).toEqual({ json: ['public /', 'preview /', 'preview+fonts /'], pages: ['public /', 'preview /', 'preview+fonts /'], feeds: ['/feeds/rss.xml'] });
    bus.publish([draftText]);
    expect(kept(caches)).toEqual({ json: ['public /'], pages: ['public /'], feeds: ['/feeds/rss.xml'] });
    bus.heard([{ type: 'edition', number: 51, status: 'published' }]);
    expect(kept(caches)).toEqual({ json: [], pages: [], feeds: [] });

    const other = await filled();
    other.apply({ origin: 'elsewhere', events: 'unknown' });
    expect(kept(other)).toEqual({ json: [], pages: [], feeds: [] });
  });

  it('do not keep a public answer produced across a change readers see, but keep it across a draft’s', async () => {
    const cache = new ResponseCache();
    let finish: () => void = () => {};
    const slow = (key: string) => cache.get(key, () => new Promise((resolve) => (finish = () => resolve(answer(key)))));
    const kept = slow(cacheKey('public', '/a'));
    cache.clear('preview');
    finish();
    await kept;
    expect(cache.peek(cacheKey('public', '/a'))).toBeDefined();
    const dropped = slow(cacheKey('public', '/b'));
    cache.clear();
    finish();
    await dropped;
    expect(cache.peek(cacheKey('public', '/b'))).toBeUndefined();
  });
});

describe('content events between server processes', () => {
  it('travel as they are, and as "unknown" when they do not fit a notification or cannot be read', () => {
    const events: ContentEvent[] = [draftText, draftEdition, { type: 'author', id: 'x' }, { type: 'media', name: 'a.jpg' }];
    expect(decodeChange(encodeChange('p1', events))).toEqual({ origin: 'p1', events });
    const many = Array.from({ length: 500 }, (_, i): ContentEvent => ({ type: 'media', name: `fitxer-${i}.jpg` }));
    expect(decodeChange(encodeChange('p1', many))).toEqual({ origin: 'p1', events: 'unknown' });
    expect(decodeChange('another-process')).toEqual({ origin: 'another-process', events: 'unknown' });
    expect(decodeChange('{"origin":"p2","events":[{"type":"article","id":"a"}]}')).toEqual({ origin: null, events: 'unknown' });
  });
});
