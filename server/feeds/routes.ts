/**
 * Feeds (RSS 2.0 and Atom: latest articles, per section, per edition, per author), the sitemap
 * index and its files, and robots.txt. HTTP only: parse, render through the cache, reply.
 */
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { SECTION_KEYS } from '../../common/sections.js';
import type { Config } from '../config.js';
import type { Db } from '../db/connection.js';
import { notFound } from '../http/errors.js';
import { intParam } from '../../common/api/params.js';
import { expressPath } from '../http/mount.js';
import { parseParams } from '../http/validate.js';
import { SITE_FILES } from '../../common/routes/index.js';
import { cachedAnswer, publicCacheControl, sendAnswer, type ResponseCache } from '../http/cache.js';
import type { ContentClock } from '../seo/contentClock.js';
import type { ImageSizes } from '../seo/imageSize.js';
import { feedPath, type FeedFormat } from '../../common/seo/site.js';
import { atom } from './atom.js';
import { authorFeed, editionFeed, mainFeed, sectionFeed, serialiseWithin, type Feed } from './feedModel.js';
import { robotsTxt, sectionsSitemap, sitemapFile, sitemapIndex } from './sitemap.js';
import { rss } from './rss.js';

const FEED_CACHE_CONTROL = publicCacheControl('max-age=300');
const SITEMAP_CACHE_CONTROL = publicCacheControl('max-age=3600');

const CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
};

const format = z.enum(['rss', 'atom']);
const sectionParam = z.enum(SECTION_KEYS);
const slugParam = z.string().min(1).max(200);

/** The reader caches' parts feeds use (server/readerCaches.ts), emptied by the composition root. */
interface FeedCaches {
  feeds: ResponseCache;
  sitemaps: ResponseCache;
  clock: ContentClock;
  images: ImageSizes;
}

export function feedRoutes(db: Db, config: Pick<Config, 'publicUrl'>, { feeds, sitemaps, clock, images }: FeedCaches): Router {
  const r = Router();
  const ctx = { db, publicUrl: config.publicUrl, images };

  async function reply(
    req: Request,
    res: Response,
    cache: ResponseCache,
    contentType: string,
    cacheControl: string,
    produce: (updated: Date) => Promise<string | null>,
    missing: string,
  ): Promise<void> {
    const entry = await cache.get(req.path, async () => {
      const updated = (await clock.lastModified()) ?? new Date(0);
      const body = await produce(updated);
      if (body === null) throw notFound(missing, 'feed_not_found');
      return cachedAnswer(200, contentType, body, updated);
    });
    sendAnswer(req, res, entry, cacheControl);
  }

  const sendFeed = (req: Request, res: Response, f: FeedFormat, load: () => Promise<Feed | null>, missing: string) =>
    reply(req, res, feeds, CONTENT_TYPES[f], FEED_CACHE_CONTROL, async (updated) => {
      const feed = await load();
      return feed && serialiseWithin(feed, (x) => (f === 'rss' ? rss(x) : atom(x, updated)));
    }, missing);

  r.get(expressPath(SITE_FILES.mainFeed), async (req, res) => {
    const p = parseParams(z.object({ format }), req);
    await sendFeed(req, res, p.format, () => mainFeed(ctx), '');
  });
  r.get(expressPath(SITE_FILES.sectionFeed), async (req, res) => {
    const p = parseParams(z.object({ section: sectionParam, format }), req);
    await sendFeed(req, res, p.format, () => sectionFeed(ctx, p.section), '');
  });
  r.get(expressPath(SITE_FILES.editionFeed), async (req, res) => {
    const p = parseParams(z.object({ number: intParam(0, 1_000_000), format }), req);
    await sendFeed(req, res, p.format, () => editionFeed(ctx, p.number), `No hi ha cap edició amb el número ${p.number}.`);
  });
  r.get(expressPath(SITE_FILES.authorFeed), async (req, res) => {
    const p = parseParams(z.object({ slug: slugParam, format }), req);
    await sendFeed(req, res, p.format, () => authorFeed(ctx, p.slug), `No hi ha cap autor amb l’adreça ${p.slug}.`);
  });
  // The addresses feed readers try first.
  for (const [alias, f] of [['/feed', 'rss'], ['/feed.xml', 'rss'], ['/rss.xml', 'rss'], ['/atom.xml', 'atom']] as const) {
    r.get(alias, (_req, res) => res.redirect(301, feedPath.main(f)));
  }

  const xml = 'application/xml; charset=utf-8';
  r.get(SITE_FILES.sitemapIndex, (req, res) => reply(req, res, sitemaps, xml, SITEMAP_CACHE_CONTROL, () => sitemapIndex(ctx), ''));
  r.get(SITE_FILES.sectionsSitemap, (req, res) =>
    reply(req, res, sitemaps, xml, SITEMAP_CACHE_CONTROL, () => sectionsSitemap(ctx), ''),
  );
  r.get(expressPath(SITE_FILES.sitemapFile), async (req, res) => {
    const p = parseParams(
      z.object({ kind: z.enum(['articles', 'editions', 'authors']), n: intParam(1, 100_000) }),
      req,
    );
    await reply(req, res, sitemaps, xml, SITEMAP_CACHE_CONTROL, () => sitemapFile(ctx, p.kind, p.n), `No hi ha cap mapa del lloc a ${req.path}.`);
  });

  const robots = robotsTxt(config.publicUrl);
  r.get(SITE_FILES.robots, (_req, res) => {
    res.set('Cache-Control', publicCacheControl('max-age=3600')).type('text/plain; charset=utf-8').send(robots);
  });
  return r;
}
