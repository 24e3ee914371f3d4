/** The user-agent cache on the ingest hot path: a bounded LRU that never changes an answer. */
import { describe, expect, it } from 'vitest';
import { LruCache, classifyUserAgent, filterReason } from '../../server/analytics/lib/classify.js';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const HEADLESS = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const noHeaders = () => undefined;

describe('LruCache', () => {
  it('keeps at most its capacity, dropping the least recently used entry', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // 'a' is now the most recently used
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('replaces the value of a key that is set again without growing', () => {
    const cache = new LruCache<string, number>(3);
    cache.set('a', 1);
    cache.set('a', 5);
    expect(cache.size).toBe(1);
    expect(cache.get('a')).toBe(5);
  });
});

describe('cached user-agent answers', () => {
  it('are the same the second time as the first, for people, bots and headless browsers', () => {
    for (const ua of [IPHONE, HEADLESS, GOOGLEBOT]) {
      const first = { info: classifyUserAgent(ua), reason: filterReason(ua, noHeaders) };
      expect({ info: classifyUserAgent(ua), reason: filterReason(ua, noHeaders) }).toEqual(first);
    }
    expect(classifyUserAgent(IPHONE)).toEqual({ deviceType: 'mobile', browser: 'Safari', os: 'iOS' });
    expect(filterReason(IPHONE, noHeaders)).toBeNull();
    expect(filterReason(HEADLESS, noHeaders)).toBe('headless');
    expect(filterReason(GOOGLEBOT, noHeaders)).toBe('bot');
  });

  it('still let the request itself decide: a prefetch or a webdriver flag is never answered from the cache', () => {
    classifyUserAgent(IPHONE);
    expect(filterReason(IPHONE, (name) => (name === 'sec-purpose' ? 'prefetch' : undefined))).toBe('prefetch');
    expect(filterReason(IPHONE, noHeaders, true)).toBe('headless');
    expect(filterReason(IPHONE, noHeaders)).toBeNull();
  });

  it('parse very long user agents every time instead of keeping them', () => {
    const long = `${IPHONE} ${'x'.repeat(600)}`;
    expect(classifyUserAgent(long)).toEqual(classifyUserAgent(IPHONE));
  });
});
